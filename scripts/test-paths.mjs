#!/usr/bin/env node
/**
 * QA's path coverage: runs the model-based suite of every machine (test/machines/*.machine.test.ts),
 * prints one table (machine, states, transitions, transition pairs, paths, covered %) and writes the
 * JSON report to reports/paths/ (git-ignored). Exits 1 when a suite fails, when any machine is below
 * 100 %, or when a machine in machines/*.machine.ts has no model-based suite (its report is missing).
 * With `--base <git ref>` it also lists, per machine, the states and transitions added and removed
 * since that ref and any left uncovered (scripts/machine-changes.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { baseRefArgument } from './base-ref.mjs';
import { textTable } from './text-table.mjs';

const baseRef = baseRefArgument('test:paths');

const reportDir = path.resolve('reports/paths');
fs.rmSync(reportDir, { recursive: true, force: true });

const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', '.machine.test.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PATH_REPORT_DIR: reportDir },
});

// machines/insight-status.machine.ts holds the machine with id insightStatus (the repo's convention).
const machineIds = fs
  .readdirSync('machines')
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => ({
    file,
    id: file.replace('.machine.ts', '').replace(/-([a-z])/g, (_, letter) => letter.toUpperCase()),
  }));

const reportOf = (id) => {
  const file = path.join(reportDir, `${id}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
};
const rows = machineIds.map(({ file, id }) => ({ file, id, report: reportOf(id) }));
const percent = (covered, total) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
const coveredPercent = ({ states, transitions }) =>
  percent(states.covered + transitions.covered, states.total + transitions.total);

const table = [
  ['machine', 'states', 'transitions', 'transition pairs', 'paths', 'covered %'],
  ...rows.map(({ id, report }) =>
    report
      ? [
          id,
          `${report.states.covered}/${report.states.total}`,
          `${report.transitions.covered}/${report.transitions.total}`,
          `${report.pairs.covered}/${report.pairs.total} (${report.pairs.percent} %)${report.pairs.pathsCoverPairs ? '' : ' *'}`,
          String(report.paths),
          String(coveredPercent(report)),
        ]
      : [id, '-', '-', '-', '0', '0'],
  ),
];
console.log(textTable(table));
console.log(
  'covered %: states and transitions together. * more than 2,000 pair paths for one input: its paths cover every transition, and the pairs they reach are measured.',
);

const missing = rows.filter(({ report }) => !report);
const incomplete = rows.filter(({ report }) => report && coveredPercent(report) < 100);
fs.mkdirSync(reportDir, { recursive: true });
fs.writeFileSync(
  path.join(reportDir, 'summary.json'),
  `${JSON.stringify({ machines: rows.map(({ file, id, report }) => ({ file: `machines/${file}`, id, ...(report ?? { paths: 0, missing: true }) })) }, null, 2)}\n`,
);
console.log(`\nJSON report: ${path.relative(process.cwd(), reportDir)}/summary.json`);

if (baseRef) {
  const changes = spawnSync('npx', ['tsx', 'scripts/machine-changes.ts', baseRef, reportDir], { stdio: 'inherit' });
  if (changes.status !== 0) process.exit(changes.status ?? 1);
}

for (const { file, id } of missing)
  console.error(
    `machines/${file}: no model-based suite reported machine "${id}" (add test/machines/<name>.machine.test.ts with modelSuite)`,
  );
for (const { id, report } of incomplete)
  console.error(`${id}: below 100 %: ${[...report.missingStates, ...report.missingTransitions].join(', ')}`);
if (run.status !== 0) console.error('The model-based suites failed (vitest output above).');
process.exit(run.status === 0 && missing.length === 0 && incomplete.length === 0 ? 0 : 1);
