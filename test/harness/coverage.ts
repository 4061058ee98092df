/**
 * Coverage of a machine, measured on live actors: every state node and every transition definition
 * (on, after, always, invoke done/error) the config declares, against those the actors really
 * entered and took; and the pairs of consecutive transitions they took, against the pairs the model
 * graph can reach (model-paths.ts).
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { transitionKey } from '../../scripts/flow-reading/transitions';
import { pairKey } from './model-paths';

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
  private readonly pairs = new Set<string>();
  private readonly reachablePairs = new Set<string>();
  private last: string | undefined;

  constructor(readonly machine: AnyStateMachine) {}

  /** Whether every input's paths were chosen to cover pairs (else they cover transitions only). */
  private pathsCoverPairs = true;

  /** The pairs the model graph can take from one input, and whether that input's paths aim at them. */
  addReachablePairs(pairs: Iterable<string>, pathsCoverPairs: boolean) {
    for (const pair of pairs) this.reachablePairs.add(pair);
    this.pathsCoverPairs &&= pathsCoverPairs;
  }

  /** A new actor: its first transition follows none. */
  startRun() {
    this.last = undefined;
  }

  recordSnapshot(snapshot: unknown) {
    const nodes = (snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
    for (const node of nodes) this.states.add(node.id);
  }

  recordTransitions(transitions: AnyTransitionDefinition[]) {
    for (const transition of transitions) {
      // A transition taken leaves a state that was entered, even one left at once (an eventless
      // decision on starting, which no snapshot shows).
      this.states.add(transition.source.id);
      const key = transitionKey(transition);
      this.transitions.add(key);
      if (this.last) this.pairs.add(pairKey(this.last, key));
      this.last = key;
    }
  }

  report() {
    const allStates = getStateNodes(this.machine.root).map((node) => node.id);
    const allTransitions = declaredTransitions(this.machine);
    const missingStates = allStates.filter((id) => !this.states.has(id));
    const missingTransitions = allTransitions.filter((key) => !this.transitions.has(key));
    const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
    return {
      machine: this.machine.id,
      states: {
        covered: allStates.length - missingStates.length,
        total: allStates.length,
        percent: percent(allStates.length - missingStates.length, allStates.length),
      },
      transitions: {
        covered: allTransitions.length - missingTransitions.length,
        total: allTransitions.length,
        percent: percent(allTransitions.length - missingTransitions.length, allTransitions.length),
      },
      pairs: {
        pathsCoverPairs: this.pathsCoverPairs,
        covered: [...this.reachablePairs].filter((pair) => this.pairs.has(pair)).length,
        total: this.reachablePairs.size,
        percent: percent(
          [...this.reachablePairs].filter((pair) => this.pairs.has(pair)).length,
          this.reachablePairs.size,
        ),
      },
      missingPairs: [...this.reachablePairs].filter((pair) => !this.pairs.has(pair)),
      missingStates,
      missingTransitions,
      coveredTransitions: allTransitions.filter((key) => this.transitions.has(key)).sort(),
    };
  }

  /** Prints the coverage table and throws below 100 % so the suite fails. */
  assertComplete() {
    const result = this.report();
    const rows = [
      ['machine', 'states', 'transitions', 'transition pairs'],
      [
        result.machine,
        `${result.states.covered}/${result.states.total} (${result.states.percent}%)`,
        `${result.transitions.covered}/${result.transitions.total} (${result.transitions.percent}%)`,
        `${result.pairs.covered}/${result.pairs.total} (${result.pairs.percent}%)${result.pairs.pathsCoverPairs ? '' : ', paths by transitions'}`,
      ],
    ];
    const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
    const line = (row: string[]) => `| ${row.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
    console.log(['', line(rows[0]), line(widths.map((w) => '-'.repeat(w))), line(rows[1])].join('\n'));
    const gaps = [
      ...result.missingStates.map((id) => `state ${id}`),
      ...result.missingTransitions.map((key) => `transition ${key}`),
    ];
    if (gaps.length)
      throw new Error(`Model-based coverage of "${result.machine}" is below 100 %:\n  ${gaps.join('\n  ')}`);
  }
}
