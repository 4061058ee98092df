/**
 * The cancellation flow's subscribers: the plan that gives a model input's entitlements, signed in
 * at /sign-in and brought to the flow from My Plan.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CancelFlowInput } from '../../machines/cancel-flow.machine';
import type { Subscriber } from '../faults/client';
import { signIn } from '../e2e/browser';
import { baseUrl, liveValue } from './browser-paths';
import { PASSWORD } from './subscribers';

/** The main plan whose code gives the model input's entitlements (domain/plans.ts). */
export const planFor = (input: CancelFlowInput) =>
  input.hasPremiumOneMonth ? 'ig_premium_one_month' : input.hasGiftOneMonth ? 'ig_gift_one_month' : 'ig_weekly_trial';

/** Signs in through the form, opens My Plan and presses 'Cancel subscription' (the default brand's flow). */
export async function openCancelFlow(page: Page, subscriber: Subscriber) {
  await signIn(page, subscriber.email, PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  await page.goto(new URL('/dashboard/my-plan', baseUrl).href);
  await page.getByRole('button', { name: 'Cancel subscription', exact: true }).click({ timeout: 30_000 });
  await expect.poll(() => liveValue(page, 'cancelFlow'), { timeout: 20_000 }).toEqual({ steps: 'myActivePlan' });
}
