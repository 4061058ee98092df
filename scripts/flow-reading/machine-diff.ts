/**
 * What a change did to a machine: its states and transitions added, removed and changed, for the
 * reviewer's listing and the diagrams' change overlay. States are matched by path; transitions by
 * source, event and guard (the n-th alike), so one whose targets or actions changed reads as
 * changed, not as one removed and one added. A state changed when its type, description, initial
 * state, entry or exit actions or invoked actors did. Pure.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionName, allTransitions, descendants, type Transition } from './transitions';

export type Change = 'added' | 'changed' | 'removed';

export interface MachineDiff {
  states: Array<{ path: string; change: Change }>;
  /** `line` reads `from --event [guard]--> targets`; `key` (transitions.ts) names a transition the machine still has. */
  transitions: Array<{ line: string; change: Change; key?: string; was?: string }>;
}

export const statePath = (node: AnyStateNode) => node.path.join('.') || '(machine)';

export function transitionLine({ from, event, guard, targets }: Transition): string {
  const to = targets.length ? targets.map(statePath).join(', ') : '(stays)';
  return `${statePath(from)} --${event}${guard ? ` [${guard}]` : ''}--> ${to}`;
}

const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function stateSignature(node: AnyStateNode): string {
  return JSON.stringify({
    type: node.type,
    description: node.description ?? null,
    initial: node.initial?.target.map((target) => statePath(target as AnyStateNode)) ?? null,
    entry: asList(node.config.entry).map(actionName),
    exit: asList(node.config.exit).map(actionName),
    invoke: node.invoke.map((invoke) => `${invoke.id}:${typeof invoke.src === 'string' ? invoke.src : 'inline'}`),
  });
}

/** Transitions by their identity (source, event, guard, and which of the alike), with what they do. */
function transitionsById(machine: AnyStateMachine | undefined) {
  const seen = new Map<string, number>();
  return new Map(
    (machine ? allTransitions(machine) : []).map((transition) => {
      const identity = `${statePath(transition.from)} --${transition.event} [${transition.guard ?? ''}]`;
      const nth = seen.get(identity) ?? 0;
      seen.set(identity, nth + 1);
      const does = JSON.stringify([transition.targets.map(statePath), transition.actions]);
      return [`${identity} #${nth}`, { transition, does }];
    }),
  );
}

function statesByPath(machine: AnyStateMachine | undefined) {
  return new Map((machine ? descendants(machine.root) : []).map((node) => [statePath(node), stateSignature(node)]));
}

/** Either side may be missing: a new machine is all added, a removed one all removed. */
export function machineDiff(before: AnyStateMachine | undefined, after: AnyStateMachine | undefined): MachineDiff {
  const [wasStates, nowStates] = [statesByPath(before), statesByPath(after)];
  const [wasTransitions, nowTransitions] = [transitionsById(before), transitionsById(after)];
  return {
    states: [
      ...[...nowStates].flatMap(([path, signature]) => {
        const was = wasStates.get(path);
        return was === signature
          ? []
          : [{ path, change: was === undefined ? ('added' as const) : ('changed' as const) }];
      }),
      ...[...wasStates.keys()]
        .filter((path) => !nowStates.has(path))
        .map((path) => ({ path, change: 'removed' as const })),
    ],
    transitions: [
      ...[...nowTransitions].flatMap(([id, { transition, does }]) => {
        const was = wasTransitions.get(id);
        if (was?.does === does) return [];
        const line = transitionLine(transition);
        return [
          was
            ? { line, change: 'changed' as const, key: transition.key, was: transitionLine(was.transition) }
            : { line, change: 'added' as const, key: transition.key },
        ];
      }),
      ...[...wasTransitions]
        .filter(([id]) => !nowTransitions.has(id))
        .map(([, { transition }]) => ({ line: transitionLine(transition), change: 'removed' as const })),
    ],
  };
}

export const isUnchanged = (diff: MachineDiff) => !diff.states.length && !diff.transitions.length;
