/**
 * Where `npm run test:paths` collects each machine's path coverage: one JSON file per machine in
 * PATH_REPORT_DIR (set by scripts/test-paths.mjs; unset in `npm test`, which writes nothing).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Coverage } from './coverage';

export function writePathReport(coverage: Coverage, paths: number) {
  const dir = process.env.PATH_REPORT_DIR;
  if (!dir) return;
  const report = coverage.report();
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${report.machine}.json`), `${JSON.stringify({ ...report, paths }, null, 2)}\n`);
}
