/**
 * Buying a plan in the browser as a buyer does (docs/billing.md): the plan and email at /checkout,
 * the card on the Stripe stand-in's hosted checkout page (and its 3-D Secure step when the card
 * asks for one), back through /checkout/complete to Create Your Account, and the account created
 * there with a password.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_CARDS } from '../harness/web-checkout';
import { baseUrl } from './browser';

export { TEST_CARDS };

/** The checkout's plan choices, by the start of their radio buttons' labels ('Weekly Plan: $1 every week …'). */
type CheckoutPlan = 'Weekly Plan' | 'Premium Plan' | 'Gift Plan' | '3-Month Plan';

export interface BrowserCheckoutOptions {
  plan?: CheckoutPlan;
  /** A test card's number as a buyer types it (spaces are fine); 4242 4242 4242 4242 by default. */
  card?: string;
  /** A Stripe test clock's id for the checkout page's "Test clock" field. */
  testClock?: string;
}

/** Where the billing quiz ends: the plan and email form. */
export const CHECKOUT_PATH = '/checkout';

/** Fills a card form of the stand-in's pages (hosted checkout, portal): the number, any future expiry, any CVC. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** Where the press on the stand-in's Pay led: Create Your Account, the bank's step, or the page's error. */
async function afterPaying(page: Page): Promise<string> {
  if (new URL(page.url()).pathname === '/access-recovery') return 'create account';
  if (await page.getByRole('button', { name: 'Complete authentication' }).count()) return 'authenticate';
  const alert = page.getByRole('alert');
  return (await alert.count()) ? `error: ${await alert.first().textContent()}` : `waiting at ${page.url()}`;
}

/**
 * Buys a plan for `email` through the pages and lands on Create Your Account; our subscription id
 * (the `id` of /access-recovery?id=…).
 */
export async function buyInBrowser(page: Page, email: string, options: BrowserCheckoutOptions = {}): Promise<string> {
  const { plan = 'Weekly Plan', card = TEST_CARDS.succeeds, testClock } = options;
  await page.goto(new URL(CHECKOUT_PATH, baseUrl).href);
  await page.getByRole('radio', { name: new RegExp(`^${plan.replace(/[-]/g, '\\$&')}: `) }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/dev/stripe/checkout/*', { timeout: 20_000 });

  // The stand-in's hosted checkout: the card, and the customer's test clock if any.
  await fillCard(page, card);
  if (testClock) await page.getByLabel('Test clock').fill(testClock);
  // A trial starts; any other plan is paid now.
  await page.getByRole('button', { name: /^(Start trial|Pay)$/ }).click();
  // A card that asks for 3-D Secure on this payment: the bank's step (the same address, answered to the post).
  await expect.poll(() => afterPaying(page), { timeout: 20_000 }).toMatch(/^(create account|authenticate)$/);
  if ((await afterPaying(page)) === 'authenticate')
    await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL('**/access-recovery?id=*', { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('id');
  expect(id).toBeTruthy();
  return id!;
}

/** On Create Your Account (opened by the checkout): sets the first password and waits for the dashboard. */
export async function createAccount(page: Page, password: string) {
  await expect
    .poll(() => page.getByRole('heading', { name: 'Create Your Account' }).count(), { timeout: 20_000 })
    .toBe(1);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
}

/** A new subscriber: buys at the checkout in the browser and creates the account; our subscription id. */
export async function subscribeInBrowser(
  page: Page,
  email: string,
  password: string,
  options: BrowserCheckoutOptions = {},
): Promise<string> {
  const id = await buyInBrowser(page, email, options);
  await createAccount(page, password);
  return id;
}
