#!/usr/bin/env node
/**
 * `npm test`: the test tools, the type check and lint, then the vitest projects, in stages. The
 * stages run one after another and stop at the first that fails; the lanes of a stage run side by
 * side, each its steps in order: the SPA build (once, before the stacks start) and the unit and
 * screen tests beside the Prettier check, knip, the type check and ESLint; the end-to-end files
 * beside the server files on PGlite; the fault suite beside the server files on Postgres then the
 * security suite, each on a stack of its own; last, alone, the fault that measures latency.
 * Side-by-side lanes' output is printed whole when the stage ends, a failed lane's last. Then a
 * table of where the time went.
 * Arguments after `--` go to one vitest run instead (`npm test -- --project unit`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSharedAuthEmulator } from './stack.mjs';
import { timingTable } from './test-timings.mjs';

const timingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-timings-'));
const step = (name, ...command) => ({ name, command });
const vitest = (name, args) => ({ name, command: ['npx', 'vitest', 'run', ...args] });
/** A vitest step whose stack uses the shared Auth emulator (below) instead of starting its own. */
const onSharedEmulator = (name, args) => ({ ...vitest(name, args), sharesEmulator: true });
const projects = (...names) => names.flatMap((name) => ['--project', name]);
/** Whether any of these timed steps failed or was not run. */
const anyFailed = (steps) => steps.some(({ status }) => status !== 'ok');

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
      [
        // The SPA build writes src/routeTree.gen.ts before the type check reads it.
        [spa, vitest('vitest: unit, screens', projects('unit', 'screens'))],
        [formatCheck, knip, typecheck, eslint],
      ],
      [[onSharedEmulator('vitest: e2e', projects('e2e'))], [onSharedEmulator('vitest: stack', projects('stack'))]],
      [
        [vitest('vitest: faults', projects('faults'))],
        [
          onSharedEmulator('vitest: stack-pg', projects('stack-pg')),
          onSharedEmulator('vitest: security', projects('security')),
        ],
      ],
      [[vitest('vitest: faults-latency', projects('faults-latency'))]],
    ];

/**
 * The Auth emulator the stack projects' stacks share (on 9099, where the built SPA looks for it):
 * one start instead of four, begun while the first stages run. The stacks see the same demo
 * accounts, as the end-to-end files running side by side already do. Undefined if it did not
 * start: each stack then starts its own, as in a single vitest run.
 */
const sharedEmulator = vitestArgs.length
  ? Promise.resolve(undefined)
  : startSharedAuthEmulator().catch((error) => {
      process.stderr.write(`The shared Auth emulator did not start (${error.message}); each stack starts its own.\n`);
      return undefined;
    });
process.once('SIGINT', () => {
  void sharedEmulator.then((emulator) => emulator?.stop()).finally(() => process.exit(130));
});

/** Runs one step; alone it prints as it goes, beside others into `output`. A vitest step's reporter leaves its timings. */
async function runStep({ name, command, env, sharesEmulator }, { alone, output }) {
  const timingsFile = path.join(timingsDir, `${name.replace(/\W+/g, '-')}.json`);
  const emulator = sharesEmulator ? await sharedEmulator : undefined;
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      ...(emulator && { FIREBASE_AUTH_EMULATOR_HOST: emulator.host }),
      TEST_TIMINGS_FILE: timingsFile,
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const run = fs.existsSync(timingsFile) ? JSON.parse(fs.readFileSync(timingsFile, 'utf8')) : undefined;
      resolve({ name, seconds: (performance.now() - started) / 1000, status: code === 0 ? 'ok' : 'failed', run });
    });
  });
}

/** Runs a lane's steps in order, stopping at the first that fails; beside others, their output comes back with their timings. */
async function runLane(lane, stage, alone) {
  const timed = [];
  const output = [];
  for (const item of lane) {
    if (anyFailed(timed)) timed.push({ name: item.name, stage, status: 'not run' });
    else timed.push({ ...(await runStep(item, { alone, output })), stage });
  }
  const names = lane.map(({ name }) => name).join(', then ');
  return { timed, heading: `── ${names} (side by side) ──`, output };
}

/**
 * Runs a stage's lanes side by side, then prints each's output whole, a failed lane's last: what
 * failed is then just above the table at the end, where a CI log's tail shows it.
 */
async function runStage(lanes, stage) {
  const runs = await Promise.all(lanes.map((lane) => runLane(lane, stage, lanes.length === 1)));
  if (lanes.length > 1)
    for (const { heading, output } of runs.toSorted((a, b) => Number(anyFailed(a.timed)) - Number(anyFailed(b.timed))))
      process.stdout.write(`\n${heading}\n${Buffer.concat(output).toString()}`);
  return runs.flatMap(({ timed }) => timed);
}

const started = performance.now();
const timed = [];
for (const [index, lanes] of stages.entries()) {
  const stage = index + 1;
  if (anyFailed(timed)) timed.push(...lanes.flat().map(({ name }) => ({ name, stage, status: 'not run' })));
  else timed.push(...(await runStage(lanes, stage)));
}
await (await sharedEmulator)?.stop();
fs.rmSync(timingsDir, { recursive: true, force: true });
const total = (performance.now() - started) / 1000;
console.log(`\nWhere the time went (${os.availableParallelism()} cores):\n${timingTable(timed, total)}`);
process.exit(anyFailed(timed) ? 1 : 0);
