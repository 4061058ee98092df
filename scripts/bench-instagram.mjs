// `npm run bench:instagram`: connect to completed analytics on the local stack, through the
// Instagram stand-in, for each professional test account; and the Graph calls a connected account
// costs per day. Starts its own stack (PGlite, or Postgres with DATABASE_URL). Prints figures; no goals.
import { startBenchStack } from './bench-stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DAY_MS = 24 * 3_600_000;
const json = { 'content-type': 'application/json' };

async function signUp(authEmulatorHost, email) {
  const answer = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'bench1234', returnSecureToken: true }),
  });
  const body = await answer.json();
  if (!body.idToken) throw new Error(`Sign-up failed: ${JSON.stringify(body.error)}`);
  return { uid: body.localId, token: body.idToken };
}

/** The browser's part: our start, the stand-in's consent page and its redirect back with the code. */
async function consent(url, user, account) {
  const start = await fetch(`${url}/functions/ig-connectStart`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
  });
  const { authorizeUrl } = await start.json();
  const page = await (await fetch(authorizeUrl)).text();
  const link = [...page.matchAll(/href="([^"]+)"/g)]
    .map(([, href]) => href.replaceAll('&amp;', '&'))
    .find((href) => href.endsWith(`&account=${account}`));
  const back = new URL((await fetch(new URL(link, authorizeUrl), { redirect: 'manual' })).headers.get('location'));
  return { state: back.searchParams.get('state'), code: back.searchParams.get('code') };
}

async function connectToCompleted(url, user, account) {
  const callback = await consent(url, user, account);
  const started = performance.now();
  const headers = { ...json, authorization: `Bearer ${user.token}` };
  const finish = await fetch(`${url}/functions/ig-connectFinish`, {
    method: 'POST',
    headers,
    body: JSON.stringify(callback),
  });
  if (finish.status !== 200) throw new Error(`Connect failed: ${finish.status} ${await finish.text()}`);
  for (;;) {
    const profile = await fetch(`${url}/functions/ig-getProfileData`, { method: 'POST', headers });
    if (profile.ok && (await profile.json())._insights.status === 'completed') return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const stack = await startBenchStack('instagram');
try {
  console.log(
    `Instagram connect -> completed analytics on the local stack (${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'}), ${ROUNDS} rounds each`,
  );
  for (const account of ['small', 'mid']) {
    const times = [];
    let calls;
    for (let round = 0; round < ROUNDS; round++) {
      const user = await signUp(stack.authEmulatorHost, `bench-${account}-${round}-${Date.now()}@demo.test`);
      times.push(await connectToCompleted(stack.url, user, account));
      const { runs } = await (await fetch(`${stack.url}/dev/instagram-sync-runs?uid=${user.uid}`)).json();
      calls = runs[0].calls;
    }
    // A sync a day, a token refresh about once a month, and at most 24 "Refresh now" syncs.
    const usual = calls + 1 / 30;
    console.log(
      `${account.padEnd(5)} connect -> completed: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); ` +
        `Graph calls per sync ${calls}; per account per day: ${usual.toFixed(1)} usually, at most ${(calls * 25 + 1).toFixed(0)} with a refresh every hour`,
    );
  }
  console.log(
    `(a day is ${DAY_MS / 3_600_000} h; Meta's budget is 4,800 x impressions calls per app-user pair per rolling 24 h)`,
  );
} finally {
  await stack.stop();
}
