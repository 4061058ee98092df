/**
 * A property of a flow that QA and product managers can read: a sentence, and what checking it on
 * the machine's own graph found. A machine's properties live in test/machines/<name>.properties.ts;
 * its model suite asserts them, and the flows page (test/unit/flows.test.ts) prints each with its
 * result.
 */
import type { AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';

export interface FlowProperty {
  machineId: string;
  statement: string;
  check: () => { holds: boolean; result: string };
}

export interface PressOptions<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  /** The user's presses and what the machine's calls and delays can answer, per state. */
  events: (snapshot: SnapshotFrom<TMachine>) => EventObject[];
  serialize: (snapshot: SnapshotFrom<TMachine>) => string;
  /** The state the presses should reach. */
  isGoal: (snapshot: SnapshotFrom<TMachine>) => boolean;
}

/** An event of the machine itself (a call's answer, a delay): it costs the user no press. */
const isMachineEvent = (event: EventObject) => event.type.startsWith('xstate.');

/**
 * For every state reachable with these events, the fewest presses from it to a goal state
 * (Infinity when none is reachable). A busy state counts what remains once its call has answered.
 */
export function fewestPresses<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PressOptions<TMachine>,
): Array<{ snapshot: SnapshotFrom<TMachine>; presses: number }> {
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    events: options.events as never,
    serializeState: (snapshot) => options.serialize(snapshot as SnapshotFrom<TMachine>),
    serializeEvent: (event) => JSON.stringify(event) as never,
  }) as unknown as Record<
    string,
    { state: SnapshotFrom<TMachine>; transitions: Record<string, { event: EventObject; state: unknown }> }
  >;
  const key = (snapshot: unknown) => options.serialize(snapshot as SnapshotFrom<TMachine>);
  // Backwards from the goals, cheapest first (a press costs 1, the machine's own events 0).
  const into = new Map<string, Array<{ from: string; cost: number }>>();
  for (const [from, { transitions }] of Object.entries(adjacency))
    for (const { event, state } of Object.values(transitions)) {
      const to = key(state);
      into.set(to, [...(into.get(to) ?? []), { from, cost: isMachineEvent(event) ? 0 : 1 }]);
    }
  const presses = new Map<string, number>();
  const queue: string[] = [];
  for (const [state, { state: snapshot }] of Object.entries(adjacency))
    if (options.isGoal(snapshot)) {
      presses.set(state, 0);
      queue.push(state);
    }
  while (queue.length) {
    const to = queue.shift()!;
    for (const { from, cost } of into.get(to) ?? []) {
      const through = presses.get(to)! + cost;
      if (through >= (presses.get(from) ?? Infinity)) continue;
      presses.set(from, through);
      if (cost === 0) queue.unshift(from);
      else queue.push(from);
    }
  }
  return Object.entries(adjacency).map(([state, { state: snapshot }]) => ({
    snapshot,
    presses: presses.get(state) ?? Infinity,
  }));
}
