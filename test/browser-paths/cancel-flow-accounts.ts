/**
 * The cancellation flow's real subscribers: a fresh account per path, made through the stack's own
 * calls (the Auth emulator's REST API, then /rec/create-subscription), signed in at /sign-in and
 * brought to the flow from My Plan; and what the real server is arranged to refuse.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CancelFlowInput } from '../../machines/cancel-flow.machine';
import { bearer, emulatorToken, postJson, type Subscriber } from '../faults/client';
import { baseUrl, liveValue } from './browser-paths';

const emulator = { authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099' };
/** One password for this run's accounts; never printed. */
const PASSWORD = `Cf-${randomBytes(12).toString('base64url')}`;
/** My Plan's cancel button stays 'Fetching plans' for 10 hours after a plan starts (spec 2.13). */
const STARTED_AGO_MS = 11 * 3_600_000;

/** The main plan whose code gives the model input's entitlements (content/plans.ts). */
export const planFor = (input: CancelFlowInput) =>
  input.hasPremiumOneMonth ? 'ig_premium_one_month' : input.hasGiftOneMonth ? 'ig_gift_one_month' : 'ig_weekly_trial';

const moveClock = (body: object) => postJson(baseUrl, '/dev/clock', body).then((response) => expect(response.status).toBe(200));

/** A new account whose plan started 11 hours ago (the server's clock set back while it is bought). */
export async function newSubscriber(planId: string): Promise<Subscriber> {
  const email = `cancel-flow-${randomUUID().slice(0, 8)}@demo.test`;
  const { token, uid } = await emulatorToken(emulator, 'signUp', email, PASSWORD);
  await moveClock({ advanceMs: -STARTED_AGO_MS });
  try {
    const response = await postJson(baseUrl, '/rec/create-subscription', { plan_id: planId, email, firebase_id: uid }, bearer(token));
    expect(response.status).toBe(200);
    return { email, uid, token, subscriptionId: ((await response.json()) as { id: string }).id };
  } finally {
    await moveClock({ reset: true });
  }
}

/** Signs in through the form, opens My Plan and presses 'Cancel subscription' (the default brand's flow). */
export async function openCancelFlow(page: Page, subscriber: Subscriber) {
  await page.goto(new URL('/sign-in', baseUrl).href);
  await page.getByLabel('Email').fill(subscriber.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await page.goto(new URL('/dashboard/my-plan', baseUrl).href);
  await page.getByRole('button', { name: 'Cancel subscription', exact: true }).click({ timeout: 30_000 });
  await expect.poll(() => liveValue(page, 'cancelFlow'), { timeout: 20_000 }).toBe('myActivePlan');
}

/**
 * Cancels the plan behind the page's back, as another device would: the flow still offers its
 * purchases, and the real server refuses them (409, a canceled plan cannot change plan).
 */
export async function cancelElsewhere(subscriber: Subscriber) {
  const response = await postJson(baseUrl, '/api/cancel', { id: subscriber.subscriptionId }, bearer(subscriber.token));
  expect(await response.json()).toEqual({ success: true });
}
