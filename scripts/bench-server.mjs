// `npm run bench:server`: fetch-subscriptions (POST /rec/subscriptions/<uid>, ID token verified on
// every request) against a bare node:http hello-world, same machine, same load, loopback only.
// Starts its own stack (PGlite, or Postgres with DATABASE_URL) unless BENCH_URL and
// BENCH_AUTH_EMULATOR_HOST name a running one. Goal: ratio >= 0.25 and p99 <= 20 ms.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startStack } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = 2;
const ACCOUNT = { email: 'premium@demo.test', uid: 'demo-premium', password: 'demo1234' };

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

/** The baseline in its own process, as the server is. */
async function startHelloWorld() {
  const source = `require('node:http').createServer((req, res) => res.end('hello world')).listen(0, '127.0.0.1', function () { console.log(this.address().port) })`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`hello-world exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

async function measure(name, options) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: WARMUP_S });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { name, rps: result.requests.average, p99: result.latency.p99 };
}

const stack = await stackUnderTest();
const hello = await startHelloWorld();
try {
  const token = await idToken(stack.authEmulatorHost);
  const server = await measure('POST /rec/subscriptions/<uid> (token verified)', {
    url: `${stack.url}/rec/subscriptions/${ACCOUNT.uid}`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
  });
  const baseline = await measure('node:http hello world', { url: hello.url });
  const ratio = server.rps / baseline.rps;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up), ${os.cpus().length} cores`,
  );
  for (const row of [server, baseline])
    console.log(`${row.name.padEnd(48)} ${row.rps.toFixed(0).padStart(7)} req/s   p99 ${row.p99} ms`);
  const ok = ratio >= 0.25 && server.p99 <= 20;
  console.log(
    `ratio ${ratio.toFixed(2)} (goal >= 0.25), server p99 ${server.p99} ms (goal <= 20): ${ok ? 'goal met' : 'goal MISSED'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  hello.stop();
  await stack.stop();
}
