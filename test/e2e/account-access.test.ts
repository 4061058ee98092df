/**
 * Account access end to end (spec 2.17) in Debian's Chromium against the running stack: create an
 * account from a bought subscription, restore a password through the emailed link, activate a
 * buyer's account, and the already-activated answer.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type Mail } from '../server/helpers';
import { expectAccessible } from './accessibility';
import { baseUrl, newPhonePage, pagePerTest, signIn, signInToDashboard } from './browser';
import { subscriberOfItsOwn } from './own-account';
import { buyInBrowser } from './checkout';

const tab = pagePerTest();

/** The newest mail to `email` whose subject matches, as the local mailbox shows it (newest first). */
async function newestMail(email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(new URL('/dev/mailbox.json', baseUrl))).json()) as { emails: Mail[] };
        found = emails.find((mail) => mail.to === email && subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

const linkIn = (mail: Mail) => mail.body.match(/https?:\/\/\S+/)![0];

/** Follows an emailed password link and sets `password` on the screen it opens. */
async function setPasswordFromMail(page: Page, mail: Mail, password: string) {
  const link = new URL(linkIn(mail));
  expect(`${link.origin}${link.pathname}`).toBe(new URL('/set-password', baseUrl).href);
  await page.goto(link.href);
  await page.getByLabel('New password').waitFor();
  await expectAccessible(page, 'set-password');
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Your password has been set' }).count(), { timeout: 15_000 })
    .toBe(1);
  await expectAccessible(page, 'set-password-done');
}

const dashboardShown = (page: Page) =>
  expect.poll(() => page.getByRole('heading', { name: 'Tips & Insights' }).count(), { timeout: 20_000 }).toBe(1);

describe('account access in the browser', () => {
  it('new@demo.test creates the account from /access-recovery?id=web-checkout-demo, lands on the dashboard, and signs in again later', async () => {
    const { page } = tab;
    await page.goto(new URL('/access-recovery?id=web-checkout-demo', baseUrl).href);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Create Your Account' }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByText('You need to set up an account to access the application').count()).toBe(1);
    const email = page.getByLabel('Email', { exact: true });
    expect(await email.inputValue()).toBe('new@demo.test');
    expect(await email.isDisabled()).toBe(true);
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('text');
    await expectAccessible(page, 'create-account');

    await password.fill('new-buyer-pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard', { timeout: 30_000 });
    await dashboardShown(page);

    const later = await newPhonePage(tab.browser);
    await signInToDashboard(later, 'new@demo.test', 'new-buyer-pass');
    await later.context().close();
  });

  describe('a subscriber restores the password', () => {
    const NEW_PASSWORD = 'restored-pass-7';
    let email: string;
    beforeAll(async () => {
      email = await subscriberOfItsOwn('restores');
    });

    it('gets the email in the local mailbox, sets a new password with its link, signs in with it, and the old one fails', async () => {
      const { page } = tab;
      await page.goto(new URL('/password-recovery', baseUrl).href);
      await page.getByLabel('Email').waitFor();
      await expectAccessible(page, 'restore-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Restore password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Check your email' });
      await dialog.waitFor({ timeout: 15_000 });
      await expectAccessible(page, 'restore-password-check-email-modal');
      await dialog.getByRole('button', { name: 'Got it' }).click();
      await page.waitForURL('**/sign-in', { timeout: 15_000 });

      await setPasswordFromMail(page, await newestMail(email, /reset/i), NEW_PASSWORD);
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/sign-in', { timeout: 15_000 });

      const withOld = await newPhonePage(tab.browser);
      await signIn(withOld, email, DEMO_PASSWORD);
      await expect
        .poll(
          () =>
            withOld
              .getByRole('alert')
              .filter({ hasText: /incorrect|invalid/i })
              .count(),
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      expect(new URL(withOld.url()).pathname).toBe('/sign-in');
      await withOld.context().close();

      await signInToDashboard(page, email, NEW_PASSWORD);
      await dashboardShown(page);
    });
  });

  it('says an existing account is already activated', async () => {
    const { page } = tab;
    await page.goto(new URL('/access-recovery', baseUrl).href);
    await page.getByLabel('Email').waitFor();
    await expectAccessible(page, 'access-recovery');
    await page.getByLabel('Email').fill('premium@demo.test');
    await page.getByRole('button', { name: 'Send email' }).click();
    await expect
      .poll(() => page.getByText('Your account has already been activated').count(), { timeout: 15_000 })
      .toBe(1);
    await expectAccessible(page, 'access-recovery-already-activated');
  });

  it('activates a buyer from the checkout: the activation email sets the first password, then sign-in reaches the dashboard', async () => {
    const { page } = tab;
    const buyer = `buyer-${Date.now()}@demo.test`;
    await buyInBrowser(page, buyer);

    await page.goto(new URL('/access-recovery', baseUrl).href);
    await page.getByLabel('Email').fill(buyer);
    await page.getByRole('button', { name: 'Send email' }).click();
    const dialog = page.getByRole('dialog', { name: "First, let's activate your account!" });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.textContent()).toContain(buyer);
    await expectAccessible(page, 'activation-modal');
    await dialog.getByRole('button', { name: 'Ok' }).click();

    await setPasswordFromMail(page, await newestMail(buyer, /activate/i), 'first-pass-1');
    await signInToDashboard(page, buyer, 'first-pass-1');
    await dashboardShown(page);
  });
});
