/**
 * The suite's closing table: each case records a row (fault, what the user saw, data lost, time to
 * recover) in its project's file; the project's global setup prints them all once the files have run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface FaultRow {
  fault: string;
  userSaw: string;
  dataLost: number;
  recovery: string;
}

/** The rows of one project's run (`faults`, `faults-latency`). */
export const resultsFile = (project: string) =>
  path.resolve(import.meta.dirname, `../../reports/faults/${project}.jsonl`);

export function recordFault(row: FaultRow): void {
  const file = inject('faultResultsFile');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export function faultTable(rows: FaultRow[]): string {
  const header: FaultRow = { fault: 'fault', userSaw: 'what the user saw', dataLost: 0, recovery: 'recovery' };
  const cells = [header, ...rows].map((row, i) => [
    row.fault,
    row.userSaw,
    i === 0 ? 'data lost' : String(row.dataLost),
    row.recovery,
  ]);
  const widths = cells[0].map((_, column) => Math.max(...cells.map((line) => line[column].length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [line(cells[0]), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n');
}
