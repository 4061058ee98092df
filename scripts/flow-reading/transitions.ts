/**
 * Every transition definition of a machine as the flow pages, the diagrams and the coverage
 * records name it, read through xstate's StateNode API so it cannot drift from the code. Pure.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** One transition definition, as both the diagram and the table show it. */
export interface Transition {
  /** Stable within a machine: `<state id> --<event type>#<index among that state's transitions for it>`. */
  key: string;
  from: AnyStateNode;
  /** The event as a person reads it: `news.fetch`, `after pollDelay`, `fetchProfile succeeded`, `always`. */
  event: string;
  /** The diagram's shorter label for the same event: `done: fetchProfile` instead of `fetchProfile succeeded`. */
  diagramEvent: string;
  guard: string | null;
  targets: readonly AnyStateNode[];
  actions: string[];
}

export function descendants(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);
}

/** xstate's internal event names for delays and invoked actors, in the machine's own words. */
function eventNames(eventType: string, node: AnyStateNode): { event: string; diagramEvent: string } {
  const delayed = eventType.startsWith('xstate.after.') && eventType.endsWith(`.${node.id}`);
  if (delayed) {
    const name = `after ${eventType.slice('xstate.after.'.length, -node.id.length - 1)}`;
    return { event: name, diagramEvent: name };
  }
  const [, kind, what] = /^xstate\.(done|error)\.(?:actor|state)\.(.+)$/.exec(eventType) ?? [];
  if (kind === 'done') return { event: `${what} succeeded`, diagramEvent: `done: ${what}` };
  if (kind === 'error') return { event: `${what} failed`, diagramEvent: `error: ${what}` };
  return { event: eventType, diagramEvent: eventType };
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown) | undefined;

/** A guard's name; `and`, `or` and `not` guards spell out the guards they combine. */
function guardName(guard: GuardLike): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object') return guard.type;
  const combined = (guard as { guards?: GuardLike[] }).guards?.map(guardName);
  if (!combined) return guard.name || 'inline guard';
  if (guard.name === 'not') return combined.map((name) => `not ${name}`).join(' and ');
  return combined.join(` ${guard.name} `);
}

export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: string }).type;
    return type?.replace(/^xstate\./, '') || action.name || 'inline action';
  }
  return (action as { type: string }).type;
}

function transitionsOf(node: AnyStateNode): Transition[] {
  const describe = (
    names: { event: string; diagramEvent: string },
    definition: AnyTransitionDefinition,
  ): Transition => ({
    key: transitionKey(definition),
    from: node,
    ...names,
    guard: guardName(definition.guard as GuardLike),
    targets: definition.target ?? [],
    actions: definition.actions.map(actionName),
  });
  const onEvents = [...node.transitions].flatMap(([eventType, definitions]) =>
    definitions.map((definition) => describe(eventNames(eventType, node), definition)),
  );
  const always = (node.always ?? []).map((definition) =>
    describe({ event: 'always', diagramEvent: 'always' }, definition),
  );
  return [...onEvents, ...always];
}

export function allTransitions(machine: AnyStateMachine): Transition[] {
  return [machine.root, ...descendants(machine.root)].flatMap(transitionsOf);
}

export function flowStats(machine: AnyStateMachine): { states: number; transitions: number } {
  return { states: descendants(machine.root).length, transitions: allTransitions(machine).length };
}

/** The key coverage records use: the source's id, the event type and the definition's priority. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const siblings =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const index = siblings.findIndex((candidate: AnyTransitionDefinition) => candidate === transition);
  return `${source.id} --${transition.eventType || 'always'}#${index}`;
}
