#!/usr/bin/env node
/**
 * `npm test`: the test tools, the type check and lint, then the vitest projects, in stages. The
 * stages run one after another and stop at the first that fails; the lanes of a stage run side by
 * side, each its steps in order: ESLint (one core) beside the type check, the SPA build (built once
 * here, before the stacks start), the Prettier check and knip; the end-to-end files then the
 * server files on Postgres beside the server files on PGlite then the security suite, each on a
 * stack of its own.
 * The unit and screen tests take the cores alone, and the fault suite, whose last file measures
 * latency, runs last.
 * A side-by-side lane's output is printed whole when it ends. Then a table of where the time went.
 * Arguments after `--` go to one vitest run instead (`npm test -- --project unit`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timingTable } from './test-timings.mjs';

const timingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-timings-'));
const step = (name, ...command) => ({ name, command });
const vitest = (name, args) => ({ name, command: ['npx', 'vitest', 'run', ...args] });
const projects = (...names) => names.flatMap((name) => ['--project', name]);

const tools = step('test tools', 'node', 'scripts/test-tools.mjs');
const typecheck = step('typecheck', 'npm', 'run', '--silent', 'typecheck');
// npm run lint in two: ESLint (its type-aware rules make it the longest step) beside the rest.
const eslint = step('ESLint', 'npm', 'run', '--silent', 'lint:eslint');
const formatCheck = step('Prettier check', 'npm', 'run', '--silent', 'lint:format');
const knip = step('knip', 'npx', 'knip');
// Built before the stacks start, so they find it fresh.
const spa = { ...step('SPA build', 'npx', 'vite', 'build', '--logLevel', 'warn'), env: { NODE_ENV: 'production' } };
const vitestArgs = process.argv.slice(2);

/** Stages, each a list of lanes, each a list of steps. */
const stages = vitestArgs.length
  ? [[[tools]], [[typecheck, formatCheck, knip], [eslint]], [[vitest('vitest run', vitestArgs)]]]
  : [
      [[tools]],
      [[typecheck, spa, formatCheck, knip], [eslint]],
      [[vitest('vitest: unit, screens', projects('unit', 'screens'))]],
      [
        [vitest('vitest: e2e', projects('e2e')), vitest('vitest: stack-pg', projects('stack-pg'))],
        [vitest('vitest: stack', projects('stack')), vitest('vitest: security', projects('security'))],
      ],
      [[vitest('vitest: faults', projects('faults', 'faults-latency'))]],
    ];

/** Runs one step; alone it prints as it goes, beside others into `output`. A vitest step's reporter leaves its timings. */
function runStep({ name, command, env }, { alone, output }) {
  const timingsFile = path.join(timingsDir, `${name.replace(/\W+/g, '-')}.json`);
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, TEST_TIMINGS_FILE: timingsFile },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const run = fs.existsSync(timingsFile) ? JSON.parse(fs.readFileSync(timingsFile, 'utf8')) : undefined;
      resolve({ name, seconds: (performance.now() - started) / 1000, status: code === 0 ? 'ok' : 'failed', run });
    });
  });
}

/** Runs a lane's steps in order, stopping at the first that fails. */
async function runLane(lane, stage, alone) {
  const timed = [];
  const output = [];
  for (const item of lane) {
    if (timed.some(({ status }) => status !== 'ok')) timed.push({ name: item.name, stage, status: 'not run' });
    else timed.push({ ...(await runStep(item, { alone, output })), stage });
  }
  if (!alone) {
    const names = lane.map(({ name }) => name).join(', then ');
    process.stdout.write(`\n── ${names} (side by side) ──\n${Buffer.concat(output).toString()}`);
  }
  return timed;
}

const started = performance.now();
const timed = [];
for (const [index, lanes] of stages.entries()) {
  const stage = index + 1;
  if (timed.some(({ status }) => status !== 'ok'))
    timed.push(...lanes.flat().map(({ name }) => ({ name, stage, status: 'not run' })));
  else timed.push(...(await Promise.all(lanes.map((lane) => runLane(lane, stage, lanes.length === 1)))).flat());
}
fs.rmSync(timingsDir, { recursive: true, force: true });
const total = (performance.now() - started) / 1000;
console.log(`\nWhere the time went (${os.availableParallelism()} cores):\n${timingTable(timed, total)}`);
process.exit(timed.every(({ status }) => status === 'ok') ? 0 : 1);
