/**
 * Path generation from a machine's own graph (xstate/graph): one path per transition of the
 * model graph, each the shortest way to its source state plus that transition.
 */
import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, type AdjacencyValue } from 'xstate/graph';

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

export function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const label = type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
  const detail = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${label}${detail.length > 70 ? `${detail.slice(0, 67)}...` : detail}`;
}

export function transitionPaths<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>): ModelPath[] {
  const serializeState = (snapshot: unknown) => options.serialize(snapshot as SnapshotFrom<TMachine>);
  const adjacency = getAdjacencyMap(machine, {
    events: (snapshot) => options.events(snapshot as SnapshotFrom<TMachine>).filter((event) => isDeclared(snapshot, event)) as never,
    serializeState,
    serializeEvent: (event) => JSON.stringify(event) as never,
    input: options.input,
  }) as unknown as Record<string, AdjacencyValue<unknown, EventObject>>;
  const [initialKey] = Object.keys(adjacency);
  const shortest = new Map<string, ModelStep[]>([[initialKey, []]]);
  const queue = [initialKey];
  while (queue.length) {
    const key = queue.shift()!;
    for (const { event, state } of Object.values(adjacency[key].transitions)) {
      const next = serializeState(state);
      if (shortest.has(next)) continue;
      shortest.set(next, [...shortest.get(key)!, { event: event as EventObject, expected: next }]);
      queue.push(next);
    }
  }
  const all = Object.entries(adjacency).flatMap(([key, { transitions }]) =>
    Object.values(transitions).map(({ event, state }): ModelStep[] => [...shortest.get(key)!, { event, expected: serializeState(state) }]),
  );
  return withoutPrefixes(all).map((steps) => ({
    description: `${steps.map((step) => describeEvent(step.event)).join(' → ')} ⇒ ${steps.at(-1)?.expected}`,
    steps,
  }));
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
  return steps.map((step) => JSON.stringify(step.event)).join('\n');
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
