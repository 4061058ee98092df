// The stack's Stripe stand-in as a test reaches it: through the same SDK client the server uses
// (server/billing/stripe-provider.ts), and webhook deliveries signed with the stack's own secret.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Stripe from 'stripe';
import { inject } from 'vitest';
import { STAND_IN_WEBHOOK_SECRET_FILE } from '../../server/billing/config.ts';
import { stripeClient } from '../../server/billing/stripe-provider.ts';
import { api, baseUrl } from './helpers.ts';

export const stripe = stripeClient({ secretKey: 'sk_test_tests', apiUrl: new URL('/dev/stripe', baseUrl).href });

/** The secret the stack's data folder made for the stand-in's webhook signatures. */
export const webhookSecret = `whsec_${readFileSync(path.join(inject('stackDataDir'), STAND_IN_WEBHOOK_SECRET_FILE), 'utf8').trim()}`;

/** Delivers `payload` to the server's webhook as Stripe would, signed at `timestamp` (unix seconds, default now). */
export function deliverWebhook(
  payload: string,
  options: { secret?: string; timestamp?: number; header?: string } = {},
) {
  const header =
    options.header ??
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp,
    });
  return api('/api/billing/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** The Stripe subscription a checkout started. */
export async function stripeSubscriptionOf(checkoutSessionId: string): Promise<Stripe.Subscription> {
  const session = await stripe.checkout.sessions.retrieve(checkoutSessionId, { expand: ['subscription'] });
  return session.subscription as Stripe.Subscription;
}

/** A test clock frozen at `at`, whose customers' subscriptions move only when the test advances it. */
export const testClockAt = (at: Date) =>
  stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(at.getTime() / 1000) });

/** Advances the clock and waits until the stand-in says it is ready. */
export async function advanceTestClock(clockId: string, to: Date) {
  await stripe.testHelpers.testClocks.advance(clockId, { frozen_time: Math.floor(to.getTime() / 1000) });
  for (let tries = 0; tries < 100; tries++) {
    if ((await stripe.testHelpers.testClocks.retrieve(clockId)).status === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Test clock ${clockId} did not get ready`);
}

/** Polls `read` until `done` holds (webhook effects arrive asynchronously); the last value read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
