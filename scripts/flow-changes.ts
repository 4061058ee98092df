/**
 * For product managers and QA (`npm run flows -- --base <git ref>`): what a change did to each
 * machine's diagram since <ref>, drawn over it. Writes, per run, to reports/flow-changes/: an
 * overlay SVG per changed machine (added states and transitions in blue, changed ones in dashed
 * purple, the removed listed under the legend, the rest grey) and changes.json, the change file
 * the flows page (/dev/flows) reads to show the overlays.
 *
 * Usage: tsx scripts/flow-changes.ts <git ref>
 */
import fs from 'node:fs';
import path from 'node:path';
import { flowDiagram } from './flow-diagram';
import { changeStyle } from './flow-diagram-styles';
import { FLOW_CHANGES_FOLDER } from './flow-reading/docs';
import { isUnchanged, machineDiff } from './flow-reading/machine-diff';
import { describeRef, machinesAt, machinesIn } from './at-git-ref';

const ref = process.argv[2];
if (!ref) {
  console.error('Usage: tsx scripts/flow-changes.ts <git ref>');
  process.exit(2);
}
const since = describeRef(ref);
const [before, after] = await Promise.all([machinesAt(ref), machinesIn(process.cwd())]);

fs.rmSync(FLOW_CHANGES_FOLDER, { recursive: true, force: true });
fs.mkdirSync(FLOW_CHANGES_FOLDER, { recursive: true });
const diffs = [...after].map(([id, machine]) => ({ id, machine, diff: machineDiff(before.get(id), machine) }));
const changed = diffs.filter(({ diff }) => !isUnchanged(diff));
for (const { id, machine, diff } of changed)
  fs.writeFileSync(path.join(FLOW_CHANGES_FOLDER, `${id}.svg`), await flowDiagram(machine, changeStyle(diff, ref)));
const removedMachines = [...before.keys()].filter((id) => !after.has(id));
fs.writeFileSync(
  path.join(FLOW_CHANGES_FOLDER, 'changes.json'),
  `${JSON.stringify({ since, machines: Object.fromEntries(changed.map(({ id, diff }) => [id, diff])), removedMachines }, null, 2)}\n`,
);

console.log(`\nFlow changes since ${since}:`);
for (const { id, diff } of changed) {
  const count = (change: string) =>
    [...diff.states, ...diff.transitions].filter((item) => item.change === change).length;
  console.log(`  ${id}: ${count('added')} added, ${count('changed')} changed, ${count('removed')} removed`);
}
for (const id of removedMachines) console.log(`  ${id}: machine removed`);
if (!changed.length && !removedMachines.length) console.log('  no machine changed');
console.log(
  `Overlays: ${FLOW_CHANGES_FOLDER}/<machine>.svg; the flows page (/dev/flows) shows them from ${FLOW_CHANGES_FOLDER}/changes.json`,
);
