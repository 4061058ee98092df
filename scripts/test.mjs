#!/usr/bin/env node
/**
 * `npm test`: the test tools, the type check, lint, then every vitest project, stopping at the
 * first step that fails, as `a && b && c && d` would; then a table of where the time went (each
 * step, and each vitest project's files, tests and wall seconds, from test/timing-reporter.ts).
 * Arguments after `--` go to vitest (`npm test -- --project unit`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timingTable } from './test-timings.mjs';

const timingsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'test-timings-')), 'vitest.json');
const steps = [
  { name: 'test tools', command: ['node', 'scripts/test-tools.mjs'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'vitest run', command: ['npx', 'vitest', 'run', ...process.argv.slice(2)] },
];

const timed = [];
let failed = false;
for (const { name, command } of steps) {
  if (failed) {
    timed.push({ name, status: 'not run' });
    continue;
  }
  const started = performance.now();
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_TIMINGS_FILE: timingsFile },
  });
  failed = result.status !== 0;
  timed.push({ name, seconds: (performance.now() - started) / 1000, status: failed ? 'failed' : 'ok' });
}

const run = fs.existsSync(timingsFile) ? JSON.parse(fs.readFileSync(timingsFile, 'utf8')) : undefined;
fs.rmSync(path.dirname(timingsFile), { recursive: true, force: true });
console.log(`\nWhere the time went (${os.availableParallelism()} cores):\n${timingTable(timed, run)}`);
process.exit(failed ? 1 : 0);
