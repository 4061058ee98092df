/**
 * End to end in Debian's Chromium at phone size: premium@demo.test walks the full-screen
 * cancellation flow (steps 0 → 1 → 2 → 4 → 5 → 6 → 7 → 8) and cancels; the subscription service
 * then answers the subscription as canceled.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, identityToolkit } from '../server/helpers';
import { expectAccessible } from './accessibility';
import { baseUrl, launchBrowser, newPhonePage, signInToDashboard } from './browser';

const EMAIL = 'premium@demo.test';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPhonePage(browser);
});

afterAll(async () => {
  await browser?.close();
});

const signIn = (email: string) => signInToDashboard(page, email, DEMO_PASSWORD);

/** The subscription service's answer for the account, read with its own ID token. */
async function subscriptionsOf(email: string) {
  const { body } = await identityToolkit('signInWithPassword', {
    email,
    password: DEMO_PASSWORD,
    returnSecureToken: true,
  });
  const response = await fetch(new URL(`/rec/subscriptions/${body.localId}`, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${body.idToken}` },
  });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as { subscriptions: Array<{ status: string; main_plan: boolean; plan_code: string }> }
  ).subscriptions;
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function expectStep(name: string, timeout = 10_000) {
  await heading(name).waitFor({ timeout });
}

describe('full-screen cancellation flow in the browser', () => {
  it('premium@demo.test walks every step of the flow and cancels; the server shows the plan canceled', async () => {
    const before = (await subscriptionsOf(EMAIL)).find((s) => s.main_plan);
    expect(before?.status).toBe('active');

    await signIn(EMAIL);
    // Enter from My Plan when its Cancel button leads here; else open the flow's route directly.
    await page.goto(new URL('/dashboard/my-plan', baseUrl).href);
    const cancelButton = page.getByRole('button', { name: 'Cancel', exact: true });
    if (await cancelButton.isVisible({ timeout: 5_000 }).catch(() => false)) {
      await cancelButton.click();
      await page.waitForURL('**/dashboard/cancel-membership', { timeout: 10_000 }).catch(() => {});
    }
    if (!new URL(page.url()).pathname.endsWith('/dashboard/cancel-membership')) {
      await page.goto(new URL('/dashboard/cancel-membership', baseUrl).href);
    }

    // Step 0.
    await expectStep('My active plan', 20_000);
    await expectAccessible(page, 'cancel-flow-0-active-plan');
    await page.getByRole('button', { name: "I'm ready to let go of my growth" }).click();
    // Step 1 moves on by itself after 2.5 s.
    await expectStep('Please wait');
    await expectAccessible(page, 'cancel-flow-1-please-wait');
    await expectStep('Your Membership');
    // Step 2: the premium one-month plan's summary.
    const summary = page.locator('dl');
    await expect.poll(() => summary.textContent()).toContain('Premium');
    expect(await summary.textContent()).toContain('$13.99');
    await page.getByText('Extras to unlock: 3 extras').waitFor();
    await expectAccessible(page, 'cancel-flow-2-membership');
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    // Step 4.
    await expectStep('Wait! Have you made the most out of it?');
    await expectAccessible(page, 'cancel-flow-4-made-the-most');
    await page.getByRole('button', { name: 'I still want to opt out' }).click();
    // Step 5: continue needs a reason.
    await expectStep('What made you change your mind about the membership?');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    await expectAccessible(page, 'cancel-flow-5-reason');
    await page.getByRole('radio', { name: 'Not seeing immediate results' }).check();
    await continueButton.click();
    // Step 6: continue needs a review.
    await expectStep('Your voice matters');
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'cancel-flow-6-review');
    await page.getByRole('radio', { name: '3 stars' }).check({ force: true });
    await page.getByPlaceholder('Write your review').fill('Results came too slowly for me.');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Step 7.
    await expectStep('One last thing');
    await page.getByText('Exciting new features are coming!').waitFor();
    await expectAccessible(page, 'cancel-flow-7-one-last-thing');
    await page.getByRole('button', { name: "I'm not interested" }).click();
    // Step 8.
    await expectStep("Don't lose");
    await expectAccessible(page, 'cancel-flow-8-dont-lose');
    await page.getByRole('button', { name: 'Give up on my IG & cancel' }).click();
    await expectStep('Your membership has been canceled', 15_000);
    await expectAccessible(page, 'cancel-flow-canceled');
    const contact = page.getByRole('link', { name: 'Contact us' });
    expect(await contact.getAttribute('href')).toMatch(/^mailto:support@/);

    // The server has it canceled (a canceled plan still authorises until its term ends).
    const after = (await subscriptionsOf(EMAIL)).find((s) => s.main_plan);
    expect(after?.status).toBe('canceled');

    await page.getByRole('button', { name: 'Back to home page' }).click();
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
  });
});
