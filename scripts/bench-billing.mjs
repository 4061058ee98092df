// `npm run bench:billing`: billing on the local stack (PGlite, or Postgres with DATABASE_URL), loopback
// only, against the Stripe stand-in:
// - the webhook under 50 concurrent deliveries: each a new event, signed as Stripe signs it, about a
//   real subscription (so each is recorded and applied): answer latency p50/p99 and deliveries per
//   second, then how long until every event was applied;
// - a buyer's way from "Continue to payment" to a signed-in account whose subscription check
//   authorises (checkout, the stand-in's payment page, the return, the account's sign-up and the
//   finalise call, then fetch-subscriptions): median and max of BENCH_BUYERS runs.
// The browser's own part (pages, scripts) is measured by `npm run bench:web`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startBenchStack } from './bench-stack.mjs';
import { textTable } from './text-table.mjs';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2000);
const CONCURRENCY = 50;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const SECRET_FILE = 'stripe-stand-in-webhook.secret'; // server/billing/config.ts STAND_IN_WEBHOOK_SECRET_FILE

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1)} ms`;

async function post(url, body, headers = {}) {
  return fetch(url, { method: 'POST', body, headers, redirect: 'manual' });
}

/** A buyer's way, timed: our subscription id, and the milliseconds it took. */
async function buyAndSignIn(base, authEmulatorHost) {
  const email = `bench-${randomUUID().slice(0, 8)}@demo.test`;
  const started = performance.now();
  const start = await post(new URL('/checkout', base), new URLSearchParams({ plan_code: 'ig_weekly_trial', email }));
  const payPage = start.headers.get('location');
  await (await fetch(payPage)).text();
  const paid = await post(payPage, new URLSearchParams({ number: '4242424242424242', expiry: '12/34', cvc: '123' }));
  const landed = await fetch(paid.headers.get('location'), { redirect: 'manual' });
  const id = new URL(landed.headers.get('location'), base).searchParams.get('id');
  const signUp = await post(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    JSON.stringify({ email, password: 'bench-pass-1', returnSecureToken: true }),
    { 'content-type': 'application/json' },
  );
  const { idToken, localId } = await signUp.json();
  const auth = { authorization: `Bearer ${idToken}`, 'content-type': 'text/plain' };
  const body = { plan_id: 'ig_weekly_trial', subscription_id: id, email, firebase_id: localId };
  const finalized = await post(new URL('/rec/subscription-finalize', base), JSON.stringify(body), auth);
  const check = await post(new URL(`/rec/subscriptions/${localId}`, base), undefined, auth);
  const { subscriptions } = await check.json();
  if (finalized.status !== 200 || subscriptions[0]?.status !== 'active') throw new Error(`Buyer ${email} failed`);
  return {
    id,
    elapsed: performance.now() - started,
    checkoutSessionId: new URL(paid.headers.get('location')).searchParams.get('session_id'),
  };
}

async function main() {
  const stack = await startBenchStack('billing');
  try {
    const base = stack.url;
    const stripe = new Stripe('sk_test_bench', {
      apiVersion: '2026-10-28.endive',
      httpClient: Stripe.createFetchHttpClient((url, init) => {
        const target = new URL(String(url));
        return fetch(new URL(`/dev/stripe${target.pathname}${target.search}`, base), init);
      }),
    });
    const secret = `whsec_${(await fs.readFile(path.join(stack.dataDir, SECRET_FILE), 'utf8')).trim()}`;

    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await buyAndSignIn(base, stack.authEmulatorHost));
    const journeys = buyers.map((buyer) => buyer.elapsed).sort((a, b) => a - b);

    const subscriptionIds = await Promise.all(
      buyers.slice(0, 5).map(async ({ checkoutSessionId }) => {
        const session = await stripe.checkout.sessions.retrieve(checkoutSessionId);
        return session.subscription;
      }),
    );
    const latencies = [];
    let next = 0;
    const deliver = async () => {
      while (next < DELIVERIES) {
        const n = next++;
        const payload = JSON.stringify({
          id: `evt_bench_${randomUUID().replaceAll('-', '')}`,
          object: 'event',
          api_version: '2026-10-28.endive',
          created: Math.floor(Date.now() / 1000),
          data: { object: { id: subscriptionIds[n % subscriptionIds.length], object: 'subscription' } },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type: 'customer.subscription.updated',
        });
        const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
        const sent = performance.now();
        const answer = await post(new URL('/api/billing/webhook', base), payload, {
          'content-type': 'application/json',
          'stripe-signature': header,
        });
        latencies.push(performance.now() - sent);
        if (answer.status !== 200) throw new Error(`Delivery answered ${answer.status}`);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, deliver));
    const seconds = (performance.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    // Events are applied in the order received: once a change made after the burst, about a
    // subscription the burst never named, shows in its row, the burst was applied before it.
    const drained = performance.now();
    const marker = buyers[subscriptionIds.length];
    const markerSession = await stripe.checkout.sessions.retrieve(marker.checkoutSessionId);
    await stripe.subscriptions.update(markerSession.subscription, { cancel_at_period_end: true });
    await waitUntilCanceled(base, marker.id);
    const drainSeconds = (performance.now() - drained) / 1000;

    console.log(`\nbilling on ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, ${os.cpus().length} cores`);
    console.log(
      textTable([
        ['measure', 'figure'],
        [`webhook answer p50 (${CONCURRENCY} concurrent, ${DELIVERIES} deliveries)`, ms(percentile(latencies, 50))],
        ['webhook answer p99', ms(percentile(latencies, 99))],
        ['webhook deliveries per second', (DELIVERIES / seconds).toFixed(0)],
        ['all applied after the burst', `${drainSeconds.toFixed(1)} s`],
        [`checkout → account → subscription check (median of ${BUYERS})`, ms(percentile(journeys, 50))],
        ['checkout → account → subscription check (max)', ms(journeys.at(-1))],
      ]),
    );
  } finally {
    await stack.stop();
  }
}

async function waitUntilCanceled(base, id) {
  for (;;) {
    const { subscriptions } = await (await post(new URL(`/rec/subscriptions/${id}`, base))).json();
    if (subscriptions[0].status === 'canceled') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

await main();
