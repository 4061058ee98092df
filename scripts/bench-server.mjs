// `npm run bench:server`: fetch-subscriptions (POST /rec/subscriptions/<uid>, the ID token checked on
// every request), the call a sign-in makes, against the same work done bare in the same run
// (scripts/bench-bare-subscriptions.ts: node:http, the same token check kept the same way, the same
// query on the same database engine), same machine, same load, loopback only; at 10 connections
// and at 50. Starts its own stack (PGlite, or Postgres with DATABASE_URL) unless BENCH_URL and
// BENCH_AUTH_EMULATOR_HOST name a running one. Goal: the product at 0.7 of the bare
// handler or better; p99 <= 20 ms at 10 connections.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startStack } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTION_COUNTS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const WARMUP_S = 2;
const ACCOUNT = { email: 'premium@demo.test', uid: 'demo-premium', password: 'demo1234' };
const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-profile-analyzer';
const RATIO_GOAL = 0.7;
const P99_GOAL_MS = 20;

async function stackUnderTest() {
  if (process.env.BENCH_URL && process.env.BENCH_AUTH_EMULATOR_HOST) {
    return { url: process.env.BENCH_URL, authEmulatorHost: process.env.BENCH_AUTH_EMULATOR_HOST, stop: async () => {} };
  }
  process.env.SKIP_SPA_BUILD = '1'; // the benchmark serves no pages
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'profile-analyzer-bench-'));
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  const stack = await startStack({
    port: Number(process.env.BENCH_PORT ?? 4197),
    authPort: Number(process.env.BENCH_AUTH_PORT ?? 9197),
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
  }).catch(async (error) => {
    await removeDataDir();
    throw error;
  });
  return { ...stack, stop: () => stack.stop().then(removeDataDir) };
}

async function idToken(authEmulatorHost) {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password, returnSecureToken: true }),
    },
  );
  const body = await response.json();
  if (!body.idToken) throw new Error(`Sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** The bare reference in its own process, as the server is, seeded with what the product answered. */
async function startBare({ authEmulatorHost, seedRows }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-subscriptions.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      BARE_PROJECT_ID: PROJECT_ID,
      BARE_UID: ACCOUNT.uid,
      BARE_SEED_ROWS: JSON.stringify(seedRows),
    },
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare reference exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function measure(name, connections, options) {
  await autocannon({ ...options, connections, duration: WARMUP_S });
  const result = await autocannon({ ...options, connections, duration: DURATION_S });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

const stack = await stackUnderTest();
let bare;
try {
  const token = await idToken(stack.authEmulatorHost);
  const call = (url) => ({
    url: `${url}/rec/subscriptions/${ACCOUNT.uid}`,
    method: 'POST',
    // As a browser sends the SPA's bodiless POST.
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain', 'content-length': '0' },
  });
  const answer = await fetch(call(stack.url).url, call(stack.url));
  const { subscriptions } = await answer.json();
  bare = await startBare({ authEmulatorHost: stack.authEmulatorHost, seedRows: subscriptions });
  const bareAnswer = await (await fetch(call(bare.url).url, call(bare.url))).json();
  if (JSON.stringify(bareAnswer.subscriptions) !== JSON.stringify(subscriptions))
    throw new Error('The bare reference does not answer what the product answers');

  const engine = process.env.DATABASE_URL ? 'Postgres' : 'PGlite';
  console.log(`\n${engine}, ${DURATION_S} s per run (after ${WARMUP_S} s warm-up), ${os.cpus().length} cores`);
  let ok = true;
  for (const connections of CONNECTION_COUNTS) {
    const product = await measure('product: POST /rec/subscriptions/<uid>', connections, call(stack.url));
    const reference = await measure('bare: the same work on node:http', connections, call(bare.url));
    const ratio = product.rps / reference.rps;
    console.log(`\n${connections} connections`);
    for (const row of [product, reference])
      console.log(`${row.name.padEnd(42)} ${row.rps.toFixed(0).padStart(7)} req/s   p99 ${row.p99} ms`);
    // The p99 goal is for the steady load; at 50 connections answers queue behind the database,
    // the bare reference's as much as the product's.
    const p99Goal = connections <= 10 ? P99_GOAL_MS : Infinity;
    const met = ratio >= RATIO_GOAL && product.p99 <= p99Goal;
    ok &&= met;
    const p99Text = p99Goal === Infinity ? '' : ` (goal <= ${P99_GOAL_MS})`;
    console.log(
      `ratio ${ratio.toFixed(2)} (goal >= ${RATIO_GOAL}), product p99 ${product.p99} ms${p99Text}: ${met ? 'goal met' : 'goal MISSED'}`,
    );
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  bare?.stop();
  await stack.stop();
}
