/**
 * For a reviewer (`npm run test:paths -- --base <git ref>`): the states and transitions a change
 * added to, removed from and changed in each machine since <ref> (flow-reading/machine-diff.ts),
 * and any state or transition the model paths no longer cover. The machines at <ref> are loaded
 * as they were (at-git-ref.ts).
 *
 * Usage: tsx scripts/machine-changes.ts <ref> <path report folder>
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { machineDiff, statePath, transitionLine, type Change, type MachineDiff } from './flow-reading/machine-diff';
import { allTransitions, descendants } from './flow-reading/transitions';
import { describeRef, machinesAt, machinesIn } from './at-git-ref';

const [ref, reportDir] = process.argv.slice(2);
if (!ref || !reportDir) {
  console.error('Usage: tsx scripts/machine-changes.ts <git ref> <path report folder>');
  process.exit(2);
}

const SIGN: Record<Change, string> = { added: '+', removed: '-', changed: '~' };

function diffLines({ states, transitions }: MachineDiff): string[] {
  return [
    ...states.map(({ path, change }) => `  ${SIGN[change]} state ${path}`),
    ...transitions.map(({ line, change, was }) => {
      const before = change !== 'changed' ? '' : was === line ? ' (its actions changed)' : ` (was ${was})`;
      return `  ${SIGN[change]} transition ${line}${before}`;
    }),
  ];
}

/** The model suite's report: what the live actors did not reach. */
function uncovered(machine: AnyStateMachine): string[] {
  const file = path.join(reportDir, `${machine.id}.json`);
  if (!fs.existsSync(file)) return ['(no model-based suite reported this machine)'];
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { missingStates: string[]; missingTransitions: string[] };
  const lines = new Map(allTransitions(machine).map((transition) => [transition.key, transitionLine(transition)]));
  const states = new Map(descendants(machine.root).map((node) => [node.id, statePath(node)]));
  return [
    ...report.missingStates.map((id) => `state ${states.get(id) ?? id}`),
    ...report.missingTransitions.map((key) => `transition ${lines.get(key) ?? key}`),
  ];
}

const since = describeRef(ref);
const [before, after] = await Promise.all([machinesAt(ref), machinesIn(process.cwd())]);
const ids = [...new Set([...before.keys(), ...after.keys()])].sort();
console.log(`\nMachine changes since ${since}:`);
let changed = 0;
for (const id of ids) {
  const lines = [
    ...(before.has(id) ? [] : ['  new machine']),
    ...(after.has(id) ? [] : ['  machine removed']),
    ...diffLines(machineDiff(before.get(id), after.get(id))),
    ...(after.has(id) ? uncovered(after.get(id)!).map((line) => `  uncovered: ${line}`) : []),
  ];
  if (!lines.length) continue;
  changed++;
  console.log(`${id}\n${lines.join('\n')}`);
}
if (!changed) console.log('  no state or transition added, removed or changed; every one covered');
