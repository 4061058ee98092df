/**
 * Path generation from a machine's own graph (xstate/graph). Every edge of the model graph knows
 * the transition definitions it takes (read from the machine's microsteps), so paths can cover
 * single transitions (one path per edge: the shortest way to its source plus that edge) or every
 * reachable pair of consecutive transitions (the shortest way in, then two edges).
 */
import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { transitionKey } from '../../scripts/flow-reading/transitions';

export interface ModelStep {
  event: EventObject;
  /** Serialised state the model predicts after the event. */
  expected: string;
}

export interface ModelPath {
  description: string;
  steps: ModelStep[];
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Events to try in a state: user events, and actor results or delays that state can receive. */
  events: (snapshot: SnapshotFrom<TMachine>) => EventObject[];
  /** State value plus the few context fields that matter; equal strings mean the same state. */
  serialize: (snapshot: SnapshotFrom<TMachine>) => string;
  input?: InputFrom<TMachine>;
}

/** Above this many pair paths for one input, a machine is walked by single transitions only. */
const PAIR_PATH_LIMIT = 2_000;

interface Edge {
  from: string;
  to: string;
  event: EventObject;
  /** Keys of the transition definitions the event takes, in order (empty: the event is ignored). */
  transitions: string[];
}

export interface ModelGraph {
  edges: Edge[];
  /** The shortest steps from the initial state to each state. */
  shortest: Map<string, ModelStep[]>;
}

export function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const label = type
    .replace(/^xstate\.(done|error)\.actor\./, '$1:')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
  const detail = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${label}${detail.length > 70 ? `${detail.slice(0, 67)}...` : detail}`;
}

type TransitionFn = (snapshot: unknown, event: EventObject, scope: { system: object }) => unknown;

/** A number per object or function, so that a key can name the very ones a graph was built from. */
const identities = new WeakMap<object, number>();
let identified = 0;
const identity = (value: unknown) => {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null)
    return `${typeof value}:${String(value)}`;
  if (!identities.has(value)) identities.set(value, ++identified);
  return `#${identities.get(value)}`;
};
/** Graphs already built in this test file, by machine, then by its events, serialize and input (the same objects). */
const built = new WeakMap<AnyStateMachine, Map<string, ModelGraph>>();

/**
 * The model graph. The machine's `transition` runs with a scope whose inspection hook hears each
 * microstep's transitions, as a live actor's inspector would. A suite asks for the same graph
 * several times (its paths, its test plan, the plan's samples): it is built once per file.
 */
export function modelGraph<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelGraph {
  const key = [options.events, options.serialize, options.input].map(identity).join(' ');
  const graphs = built.get(machine) ?? new Map<string, ModelGraph>();
  built.set(machine, graphs);
  const graph = graphs.get(key) ?? buildGraph(machine, options);
  graphs.set(key, graph);
  return graph;
}

function buildGraph<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>): ModelGraph {
  const serializeState = (snapshot: unknown) => options.serialize(snapshot as SnapshotFrom<TMachine>);
  let heard: string[] = [];
  // By source state and event: a transition that changes nothing returns the very snapshot it was given.
  const taken = new Map<string, string[]>();
  const edgeKey = (from: string, event: EventObject) => `${from}\n${JSON.stringify(event)}`;
  const listening: TransitionFn = (snapshot, event, scope) => {
    heard = [];
    const system = {
      ...scope.system,
      _sendInspectionEvent: (inspection: { type: string; _transitions?: Parameters<typeof transitionKey>[0][] }) => {
        if (inspection.type === '@xstate.microstep') heard.push(...(inspection._transitions ?? []).map(transitionKey));
      },
    };
    const next = (machine.transition as unknown as TransitionFn).call(machine, snapshot, event, { ...scope, system });
    taken.set(edgeKey(serializeState(snapshot), event), heard);
    return next;
  };
  const logic = Object.assign(Object.create(machine) as TMachine, { transition: listening });
  const adjacency = getAdjacencyMap(logic, {
    events: (snapshot) =>
      options.events(snapshot as SnapshotFrom<TMachine>).filter((event) => isDeclared(snapshot, event)) as never,
    serializeState,
    serializeEvent: (event) => JSON.stringify(event) as never,
    input: options.input,
  }) as unknown as Record<string, { transitions: Record<string, { event: EventObject; state: unknown }> }>;
  const edges = Object.entries(adjacency).flatMap(([from, { transitions }]) =>
    Object.values(transitions).map(({ event, state }) => ({
      from,
      to: serializeState(state),
      event,
      transitions: taken.get(edgeKey(from, event)) ?? [],
    })),
  );
  const [initialKey] = Object.keys(adjacency);
  const shortest = new Map<string, ModelStep[]>([[initialKey, []]]);
  const queue = [initialKey];
  while (queue.length) {
    const key = queue.shift()!;
    for (const edge of edges.filter((candidate) => candidate.from === key)) {
      if (shortest.has(edge.to)) continue;
      shortest.set(edge.to, [...shortest.get(key)!, { event: edge.event, expected: edge.to }]);
      queue.push(edge.to);
    }
  }
  return { edges, shortest };
}

const step = (edge: Edge): ModelStep => ({ event: edge.event, expected: edge.to });
export const pairKey = (first: string, second: string) => `${first} → ${second}`;

/** Every pair of consecutive transitions the graph can take: inside one step, and across two. */
export function reachablePairs({ edges }: ModelGraph): Set<string> {
  const pairs = new Set<string>();
  for (const edge of edges) {
    edge.transitions.slice(1).forEach((key, index) => pairs.add(pairKey(edge.transitions[index], key)));
    const last = edge.transitions.at(-1);
    if (!last) continue;
    for (const next of edges)
      if (next.from === edge.to && next.transitions.length) pairs.add(pairKey(last, next.transitions[0]));
  }
  return pairs;
}

/** One path per edge: the shortest way to its source, then the edge. */
function transitionStepLists({ edges, shortest }: ModelGraph): ModelStep[][] {
  return edges.map((edge) => [...shortest.get(edge.from)!, step(edge)]);
}

/**
 * One path per reachable pair of transitions taken back to back across two steps: of the edge pairs
 * that take it, the one with the shortest way in. (Pairs inside one step come with that step.)
 */
function pairStepLists({ edges, shortest }: ModelGraph): ModelStep[][] {
  const moving = edges.filter((edge) => edge.transitions.length);
  const byPair = new Map<string, ModelStep[]>();
  for (const first of moving) {
    for (const second of moving.filter((candidate) => candidate.from === first.to)) {
      const key = pairKey(first.transitions.at(-1)!, second.transitions[0]);
      const steps = [...shortest.get(first.from)!, step(first), step(second)];
      if ((byPair.get(key)?.length ?? Infinity) > steps.length) byPair.set(key, steps);
    }
  }
  return [...byPair.values()];
}

const toPath = (steps: ModelStep[]): ModelPath => ({
  description: `${steps.map((item) => describeEvent(item.event)).join(' → ')} ⇒ ${steps.at(-1)?.expected}`,
  steps,
});

/** One path per transition of the model graph (the screen suites, which render every step, use these). */
export function transitionPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPath[] {
  return withoutPrefixes(transitionStepLists(modelGraph(machine, options))).map(toPath);
}

/**
 * The paths to run: every edge, and every pair of edges where that stays within PAIR_PATH_LIMIT
 * (else `pairs` is false and the pairs those paths reach are only measured).
 */
export function modelPaths<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>) {
  const graph = modelGraph(machine, options);
  const singles = transitionStepLists(graph);
  const pairs = withoutPrefixes([...singles, ...pairStepLists(graph)]);
  const byPairs = pairs.length <= PAIR_PATH_LIMIT;
  const chosen = byPairs ? pairs : withoutPrefixes(singles);
  return {
    graph,
    byPairs,
    paths: chosen.map(toPath),
  };
}

/**
 * Only events some active state node declares a transition for (guards aside): an event nobody
 * listens to is not part of the model, and trying it everywhere only multiplies paths.
 */
function isDeclared(snapshot: unknown, event: EventObject): boolean {
  const nodes = (snapshot as { _nodes: Array<{ transitions: Map<string, unknown> }> })._nodes;
  return nodes.some((node) => node.transitions.has(event.type));
}

function signature(steps: ModelStep[]): string {
  return steps.map((item) => JSON.stringify(item.event)).join('\n');
}

/** Drops paths that a longer path already walks, so each test adds something. */
function withoutPrefixes(paths: ModelStep[][]): ModelStep[][] {
  const sorted = [...paths].sort((a, b) => b.length - a.length);
  const kept: ModelStep[][] = [];
  const seen = new Set<string>();
  for (const steps of sorted) {
    const key = signature(steps);
    if (seen.has(key)) continue;
    kept.push(steps);
    for (let i = 1; i <= steps.length; i++) seen.add(signature(steps.slice(0, i)));
  }
  return kept;
}
