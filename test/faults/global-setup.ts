// Clears a fault project's table before its run and prints it after (test/faults/report.ts).
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { faultTable, resultsFile, type FaultRow } from './report.ts';

export default function setup(project: TestProject) {
  const file = resultsFile(project.name);
  fs.rmSync(file, { force: true });
  project.provide('faultResultsFile', file);
  return () => {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const rows = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FaultRow);
    if (rows.length) process.stdout.write(`\nFaults (the ${project.name} project):\n${faultTable(rows)}\n\n`);
  };
}
