/**
 * Where a machine's measured path coverage goes: one JSON file per machine in PATH_REPORT_DIR
 * (set by `npm run test:paths` and `npm run flows`; unset in `npm test`, which writes nothing),
 * and the record the diagrams are coloured from, docs/flows/coverage.json, which must say what the
 * suite measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Coverage } from './coverage';

export const COMMITTED_COVERAGE = 'docs/flows/coverage.json';

/** Per machine id, the transition keys each kind of test covered (scripts/flow-reading/transitions.ts). */
export type CommittedCoverage = Record<string, { model: string[]; browser: string[] }>;

export function writePathReport(coverage: Coverage, paths: number) {
  const dir = process.env.PATH_REPORT_DIR;
  if (!dir) return;
  const report = coverage.report();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${report.machine}.json`), `${JSON.stringify({ ...report, paths }, null, 2)}\n`);
}

export function readCommittedCoverage(): CommittedCoverage {
  return fs.existsSync(COMMITTED_COVERAGE)
    ? (JSON.parse(fs.readFileSync(COMMITTED_COVERAGE, 'utf8')) as CommittedCoverage)
    : {};
}

/** The diagrams must not claim more or less than the model paths covered (skipped while `npm run flows` records it). */
export function checkCommittedCoverage(coverage: Coverage) {
  if (process.env.PATH_REPORT_DIR) return;
  const { machine, coveredTransitions } = coverage.report();
  expect(
    readCommittedCoverage()[machine]?.model,
    `${COMMITTED_COVERAGE} is out of date for ${machine}: run npm run flows`,
  ).toEqual(coveredTransitions);
}
