/**
 * The flows page's simulate mode: the real machine, run pure (`transition`, no actor: nothing is
 * invoked, no side effect runs), from one of its model's inputs, driven by the events its model
 * sends. Offered in a state: every model event some active state node answers, as a user action,
 * a call's answer ("succeeds" / "fails") or "time passes", each in the machine's own words.
 */
import {
  getInitialSnapshot,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { eventLabel, stepInWords, type FlowWording, type WordedEvent } from '../../content/flow-wording/wording';

export type ChoiceKind = 'user' | 'succeeds' | 'fails' | 'time';

export interface Choice {
  kind: ChoiceKind;
  /** The step in words, e.g. "Press 'I want to cancel'". */
  text: string;
  event: EventObject;
}

export interface ActiveState {
  path: string;
  description: string;
}

const kindOf = (type: string): ChoiceKind => {
  const label = eventLabel(type);
  if (label.startsWith('done:')) return 'succeeds';
  if (label.startsWith('error:')) return 'fails';
  return label.startsWith('after:') ? 'time' : 'user';
};

export function initialSnapshot(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
  return getInitialSnapshot(machine, input as never) as AnyMachineSnapshot;
}

export function next(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot {
  return transition(machine, snapshot as never, event as never)[0] as AnyMachineSnapshot;
}

/** The model's events that some active state node has a transition for (guards decide the rest). */
export function choices(snapshot: AnyMachineSnapshot, events: EventObject[], wording: FlowWording): Choice[] {
  const nodes = snapshot._nodes as AnyStateNode[];
  const at = nodes.map((node) => node.path.join('.')).filter(Boolean);
  return events
    .filter((event) => nodes.some((node) => node.transitions.has(event.type)))
    .map((event) => ({ kind: kindOf(event.type), text: stepInWords(wording, event as WordedEvent, at), event }));
}

/** The innermost states the machine is in, with what a person sees there. */
export function activeStates(snapshot: AnyMachineSnapshot): ActiveState[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.path.length > 0)
    .map((node) => ({ path: node.path.join('.'), description: node.description ?? '' }));
}
