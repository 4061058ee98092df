/**
 * The browser paths' real subscribers and buyers, made through the stack's own calls (the Auth
 * emulator's REST API, the web checkout paid at the Stripe stand-in), and what is done to their plans and
 * accounts from outside the page, as another device or time would do it; the server's development
 * clock, which moves time for them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, emulatorToken, postJson, type Subscriber } from '../faults/client';
import { buyAtCheckout } from '../harness/web-checkout';
import { baseUrl } from './browser-paths';

export interface Buyer {
  email: string;
  subscriptionId: string;
}

export const emulator = { authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099' };
/** One password for this run's accounts; never printed. */
export const PASSWORD = `Bp-${randomBytes(12).toString('base64url')}`;
/** My Plan's cancel button stays 'Fetching plans' for 10 hours after a plan starts (spec 2.13). */
const STARTED_AGO_MS = 11 * 3_600_000;
const WEEK_MS = 7 * 24 * 3_600_000;

export const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@demo.test`;

/** The arranging calls come from their own address, so they count against no path's limits. */
export const fromAnotherClient = () => ({ 'x-forwarded-for': `127.30.0.${Math.floor(Math.random() * 250) + 1}` });

/** Moves the server's development clock (`{ advanceMs }`) or puts it back (`{ reset: true }`). */
export const moveServerClock = (body: { advanceMs: number } | { reset: true }) =>
  postJson(baseUrl, '/dev/clock', body).then((response) => expect(response.status, '/dev/clock').toBe(200));

/** A new account whose plan started 11 hours ago (the server's clock set back while it is bought). */
export async function newSubscriber(planId: string): Promise<Subscriber> {
  const email = uniqueEmail('subscriber');
  const { token, uid } = await emulatorToken(emulator, 'signUp', email, PASSWORD);
  await moveServerClock({ advanceMs: -STARTED_AGO_MS });
  let subscriptionId: string;
  try {
    subscriptionId = (await buyAtCheckout(baseUrl, email, { planCode: planId })).id;
  } finally {
    await moveServerClock({ reset: true });
  }
  const response = await postJson(
    baseUrl,
    '/rec/subscription-finalize',
    { plan_id: planId, subscription_id: subscriptionId, email, firebase_id: uid },
    bearer(token),
  );
  expect(response.status).toBe(200);
  return { email, uid, token, subscriptionId };
}

/** A buyer who paid at the web checkout and has no account yet. */
export async function newBuyer(): Promise<Buyer> {
  const email = uniqueEmail('buyer');
  return { email, subscriptionId: (await buyAtCheckout(baseUrl, email)).id };
}

/** Cancels the plan behind the page's back, as another device would. */
export async function cancelElsewhere(subscriber: Subscriber) {
  const response = await postJson(baseUrl, '/api/cancel', { id: subscriber.subscriptionId }, bearer(subscriber.token));
  expect(await response.json()).toEqual({ success: true });
}

/**
 * Expires the subscriber's weekly plan as time would: canceled now, then the server's clock (which
 * the Stripe stand-in's customers live on) moved past the week's end. Stripe's event that the plan
 * ended may arrive first, else the renewals job, run over this plan alone, reads the plan back.
 */
export async function expireElsewhere(subscriber: Subscriber) {
  await cancelElsewhere(subscriber);
  await moveServerClock({ advanceMs: WEEK_MS + 3_600_000 });
  try {
    const response = await postJson(baseUrl, '/dev/jobs/renewals', { ids: [subscriber.subscriptionId] });
    expect(response.status, '/dev/jobs/renewals').toBe(200);
    const read = await postJson(baseUrl, `/rec/subscriptions/${subscriber.subscriptionId}`, undefined);
    expect(((await read.json()) as { subscriptions: { status: string }[] }).subscriptions[0].status).toBe('expired');
  } finally {
    await moveServerClock({ reset: true });
  }
}

/** Deletes the account the ID token is for, as its owner could from another device: a stored login on this one then finds no user. */
export async function deleteAccount(idToken: string) {
  const response = await fetch(
    `http://${emulator.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:delete?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken }),
    },
  );
  expect(response.status, 'accounts:delete').toBe(200);
}
