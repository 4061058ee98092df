/**
 * For QA (`npm run test:plans -- --base <git ref>`, once the plans are rewritten): per machine, the
 * test cases added, removed and changed since <ref> (test/harness/plan-changes.ts), the plans at
 * <ref> being its committed tables (docs/test-plans/<machine>.csv). Prints the listing and writes
 * the change plan, a per-run artifact, to reports/test-plan-changes/: changes.md to read, and the
 * cases to run per machine as .feature, .xray.csv and .testrail.csv to import.
 *
 * Usage: tsx scripts/plan-changes.ts <git ref>
 */
import fs from 'node:fs';
import path from 'node:path';
import { planFeature, planTestRailCsv, planXrayCsv } from '../test/harness/plan-exports';
import {
  casesFromCsv,
  casesToRun,
  changedCount,
  changeLines,
  changePlanMarkdown,
  planChanges,
} from '../test/harness/plan-changes';
import { describeRef, filesAt } from './at-git-ref';

const PLANS = 'docs/test-plans';
const OUT = 'reports/test-plan-changes';
/** A plan's own table, not its .xray.csv or .testrail.csv. */
const isPlanTable = (file: string) => /^[A-Za-z]+\.csv$/.test(file);

const ref = process.argv[2];
if (!ref) {
  console.error('Usage: tsx scripts/plan-changes.ts <git ref>');
  process.exit(2);
}
const since = describeRef(ref);

const tablesOf = (files: Map<string, string>) =>
  new Map([...files].filter(([file]) => isPlanTable(file)).map(([file, text]) => [file.slice(0, -4), text]));
const before = tablesOf(filesAt(ref, PLANS));
const now = tablesOf(
  new Map(fs.readdirSync(PLANS).map((file) => [file, fs.readFileSync(path.join(PLANS, file), 'utf8')])),
);

/** A machine without a plan (new, or removed) has no cases. */
const casesIn = (tables: Map<string, string>, id: string) => (tables.has(id) ? casesFromCsv(tables.get(id)!) : []);
const byMachine = new Map(
  [...new Set([...before.keys(), ...now.keys()])]
    .sort()
    .map((id) => [id, planChanges(casesIn(before, id), casesIn(now, id))] as const),
);

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'changes.md'), changePlanMarkdown(since, byMachine));
console.log(`\nTest plan changes since ${since}:`);
for (const [id, changes] of byMachine) {
  if (!changedCount(changes)) continue;
  const { added, removed, changed } = changes;
  console.log(`${id}: ${added.length} added, ${removed.length} removed, ${changed.length} changed`);
  for (const line of changeLines(changes)) console.log(`  ${line}`);
  const toRun = casesToRun(changes);
  if (!toRun.length) continue;
  fs.writeFileSync(path.join(OUT, `${id}.feature`), planFeature(id, `Cases added or changed since ${since}.`, toRun));
  fs.writeFileSync(path.join(OUT, `${id}.xray.csv`), planXrayCsv(id, toRun));
  fs.writeFileSync(path.join(OUT, `${id}.testrail.csv`), planTestRailCsv(id, toRun));
}
if (![...byMachine.values()].some(changedCount)) console.log('  no case added, removed or changed');
console.log(`\nChange plan: ${OUT}/changes.md, and the cases to run as <machine>.feature, .xray.csv, .testrail.csv`);
