/**
 * The suite's closing table: each case records a row (fault, what the user saw, data lost, time to
 * recover) in a file; the project's global setup prints them all once the files have run.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface FaultRow {
  fault: string;
  userSaw: string;
  dataLost: number;
  recovery: string;
}

export const RESULTS_FILE = path.resolve(import.meta.dirname, '../../reports/faults/results.jsonl');

export function recordFault(row: FaultRow): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.appendFileSync(RESULTS_FILE, `${JSON.stringify(row)}\n`);
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
