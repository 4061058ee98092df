#!/usr/bin/env node
/**
 * `npm run flows`: the product managers' flow pages, regenerated. Runs every machine's model-based
 * suite to measure which transitions it covers, records that in docs/flows/coverage.json with what
 * the browser paths took (reports/browser-paths/, from `npm run test:browser-paths`; without a
 * report a machine keeps its recorded browser column), then writes the pages and the
 * coverage-coloured diagrams (test/unit/flows.test.ts with UPDATE_FLOWS=1). With `--base <git ref>`
 * it then draws what changed since that ref over each changed machine's diagram, under reports/
 * (scripts/flow-changes.ts), for the flows page to show.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseRefArgument } from './base-ref.mjs';

const baseRef = baseRefArgument('flows');
const COVERAGE = 'docs/flows/coverage.json';
const BROWSER_REPORTS = 'reports/browser-paths';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-coverage-'));

const vitest = (args, env = {}) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });

if (vitest(['.machine.test.ts'], { PATH_REPORT_DIR: reportDir }).status !== 0) {
  console.error('A model-based suite failed: fix it before drawing the flows.');
  process.exit(1);
}
const previous = fs.existsSync(COVERAGE) ? JSON.parse(fs.readFileSync(COVERAGE, 'utf8')) : {};
const reports = fs
  .readdirSync(reportDir)
  .map((file) => JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8')))
  .sort((a, b) => a.machine.localeCompare(b.machine));
const browserReport = (id) => {
  const file = path.join(BROWSER_REPORTS, `${id}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).coveredTransitions : undefined;
};
const coverage = Object.fromEntries(
  reports.map((report) => [
    report.machine,
    {
      model: report.coveredTransitions,
      // Only the transitions the machine still has (its model covers them all): a browser report
      // or recorded column from before a change may name others.
      browser: (browserReport(report.machine) ?? previous[report.machine]?.browser ?? []).filter((key) =>
        report.coveredTransitions.includes(key),
      ),
    },
  ]),
);
fs.mkdirSync(path.dirname(COVERAGE), { recursive: true });
fs.writeFileSync(COVERAGE, `${JSON.stringify(coverage, null, 2)}\n`);
fs.rmSync(reportDir, { recursive: true, force: true });

const pages = vitest(['test/unit/flows.test.ts'], { UPDATE_FLOWS: '1' });
if (pages.status !== 0 || !baseRef) process.exit(pages.status ?? 1);
const overlays = spawnSync('npx', ['tsx', 'scripts/flow-changes.ts', baseRef], { stdio: 'inherit' });
process.exit(overlays.status ?? 1);
