// Clears the fault table before the suite and prints it after (test/faults/report.ts).
import fs from 'node:fs';
import { faultTable, RESULTS_FILE, type FaultRow } from './report.ts';

export default function setup() {
  fs.rmSync(RESULTS_FILE, { force: true });
  return () => {
    const text = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '';
    const rows = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FaultRow);
    if (rows.length) process.stdout.write(`\nFaults (npm run test:faults):\n${faultTable(rows)}\n\n`);
  };
}
