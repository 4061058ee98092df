/**
 * State and transition coverage of a machine, measured on live actors: every state node and
 * every transition definition (on, after, always, invoke done/error) the config declares,
 * against those the actors really entered and took.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const siblings = transition.eventType === '' ? source.always ?? [] : source.transitions.get(transition.eventType) ?? [];
  const index = siblings.findIndex((candidate: AnyTransitionDefinition) => candidate === transition);
  return `${source.id} --${transition.eventType || 'always'}#${index}`;
}

function declaredTransitions(machine: AnyStateMachine): string[] {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  return nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export class Coverage {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();

  constructor(readonly machine: AnyStateMachine) {}

  recordSnapshot(snapshot: unknown) {
    const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
    for (const node of nodes) this.states.add(node.id);
  }

  recordTransitions(transitions: AnyTransitionDefinition[]) {
    for (const transition of transitions) this.transitions.add(transitionKey(transition));
  }

  report() {
    const allStates = getStateNodes(this.machine.root).map((node) => node.id);
    const allTransitions = declaredTransitions(this.machine);
    const missingStates = allStates.filter((id) => !this.states.has(id));
    const missingTransitions = allTransitions.filter((key) => !this.transitions.has(key));
    const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
    return {
      machine: this.machine.id,
      states: { covered: allStates.length - missingStates.length, total: allStates.length, percent: percent(allStates.length - missingStates.length, allStates.length) },
      transitions: {
        covered: allTransitions.length - missingTransitions.length,
        total: allTransitions.length,
        percent: percent(allTransitions.length - missingTransitions.length, allTransitions.length),
      },
      missingStates,
      missingTransitions,
    };
  }

  /** Prints the coverage table and throws below 100 % so the suite fails. */
  assertComplete() {
    const result = this.report();
    const rows = [
      ['machine', 'states', 'transitions'],
      [result.machine, `${result.states.covered}/${result.states.total} (${result.states.percent}%)`, `${result.transitions.covered}/${result.transitions.total} (${result.transitions.percent}%)`],
    ];
    const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
    const line = (row: string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
    console.log(['', line(rows[0]), line(widths.map((w) => '-'.repeat(w))), line(rows[1])].join('\n'));
    const gaps = [...result.missingStates.map((id) => `state ${id}`), ...result.missingTransitions.map((key) => `transition ${key}`)];
    if (gaps.length) throw new Error(`Model-based coverage of "${result.machine}" is below 100 %:\n  ${gaps.join('\n  ')}`);
  }
}
