/**
 * End to end in Debian's Chromium at phone size, against the stack as `npm start` runs it:
 * built SPA, real server, PGlite, Auth emulator.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectModalTrapsFocus } from './accessibility';
import { DEMO_PASSWORD } from '../server/helpers';
import { baseUrl, pagePerTest, signIn as signInPage } from './browser';
import { subscriberOfItsOwn } from './own-account';
import { CHECKOUT_PATH } from './checkout';

const tab = pagePerTest();

const signIn = (email: string, password: string) => signInPage(tab.page, email, password);

describe('session in the browser', () => {
  it('shows the mapped error for a wrong password and stays on sign-in', async () => {
    await signIn('trial@demo.test', 'wrong-password');
    await expect
      .poll(
        () =>
          tab.page
            .getByRole('alert')
            .filter({ hasText: /incorrect|invalid/i })
            .count(),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(new URL(tab.page.url()).pathname).toBe('/sign-in');
    await expectAccessible(tab.page, 'sign-in-wrong-password');
  });

  it('signs a subscriber in to the dashboard, then logs out through the confirmation', async () => {
    await signIn(await subscriberOfItsOwn('logs-out'), DEMO_PASSWORD);
    await tab.page.waitForURL('**/dashboard', { timeout: 20_000 });
    await expect.poll(() => tab.page.getByRole('heading', { name: 'Tips & Insights' }).count()).toBe(1);
    await expectAccessible(tab.page, 'dashboard');

    await tab.page.getByRole('button', { name: 'Open menu' }).click();
    await expectAccessible(tab.page, 'dashboard-menu');
    await tab.page.getByRole('button', { name: 'Log out' }).click();
    const dialog = tab.page.getByRole('dialog', { name: 'Are you sure?' });
    await expectAccessible(tab.page, 'log-out-modal');
    await expectModalTrapsFocus(tab.page, 'Are you sure?');
    await tab.page.getByRole('button', { name: 'Open menu' }).click();
    await tab.page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await tab.page.getByRole('button', { name: 'Open menu' }).click();
    await tab.page.getByRole('button', { name: 'Log out' }).click();
    await tab.page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, log out' }).click();
    await tab.page.waitForURL('**/sign-in', { timeout: 15_000 });
  });

  it('sends a signed-out visitor of a protected path to sign-in', async () => {
    await tab.page.goto(new URL('/dashboard/analytics', baseUrl).href);
    await tab.page.waitForURL('**/sign-in', { timeout: 20_000 });
    await expect
      .poll(() =>
        tab.page.getByRole('heading', { name: 'Analyze your Instagram account and gain valuable insights' }).count(),
      )
      .toBe(1);
    await expectAccessible(tab.page, 'sign-in');
  });

  it('opens the subscription-not-found dialog for an account without a subscription; Continue leads to the billing quiz', async () => {
    await signIn('nosub@demo.test', 'demo1234');
    const dialog = tab.page.getByRole('dialog', { name: 'Something went wrong...' });
    await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(tab.page.url()).pathname).toBe('/sign-in');
    await expectAccessible(tab.page, 'subscription-not-found-modal');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await tab.page.waitForURL(`**${CHECKOUT_PATH}`, { timeout: 15_000 });
    await tab.page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
  });

  const openLoginLink = (email: string) => {
    const creds = Buffer.from(JSON.stringify({ email, password: 'demo1234' })).toString('base64');
    return tab.page.goto(new URL(`/?creds=${encodeURIComponent(creds)}`, baseUrl).href);
  };
  const linkNotice = () => tab.page.getByRole('status', { name: 'Signed in as' });

  it('signs in from a login link, removes the password from the address at once, and names the account until dismissed', async () => {
    await openLoginLink('premium@demo.test');
    expect(tab.page.url()).not.toContain('creds');
    await tab.page.waitForURL('**/dashboard', { timeout: 20_000 });
    await expect.poll(() => linkNotice().textContent()).toContain('Signed in as premium@demo.test.');
    await expectAccessible(tab.page, 'dashboard-login-link-notice');
    await linkNotice().getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => linkNotice().count()).toBe(0);
  });

  it('asks before a login link for another account switches from the one signed in', async () => {
    // Switching signs the first account out, everywhere.
    const email = await subscriberOfItsOwn('switches');
    await signIn(email, DEMO_PASSWORD);
    await tab.page.waitForURL('**/dashboard', { timeout: 20_000 });
    await openLoginLink('premium@demo.test');
    const question = tab.page.getByRole('dialog', { name: 'Switch account?' });
    await expect
      .poll(() => question.textContent(), { timeout: 20_000 })
      .toContain(`You are signed in as ${email}. This login link is for premium@demo.test.`);
    await expectAccessible(tab.page, 'switch-account-modal');
    await question.getByRole('button', { name: 'Stay signed in' }).click();
    await tab.page.waitForURL('**/dashboard', { timeout: 20_000 });
    expect(await linkNotice().count()).toBe(0);

    await openLoginLink('premium@demo.test');
    await question.getByRole('button', { name: 'Switch account' }).click({ timeout: 20_000 });
    await tab.page.waitForURL('**/dashboard', { timeout: 20_000 });
    await expect.poll(() => linkNotice().textContent(), { timeout: 20_000 }).toContain('premium@demo.test');
  }, 90_000);

  it('sends any unknown path home, and home sends a signed-out visitor to sign-in', async () => {
    await tab.page.goto(new URL('/no/such/page', baseUrl).href);
    await tab.page.waitForURL('**/sign-in', { timeout: 20_000 });
  });

  it('paints the sign-in screen before the router and Firebase Auth arrive', async () => {
    // Hold back the lazily loaded app chunk (the router with the app's wiring): the screen must still show and take input.
    const heldBack: string[] = [];
    await tab.page.route(/\/assets\/app-[^/]+\.js$/, (route) => {
      heldBack.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
    await tab.page.goto(new URL('/sign-in', baseUrl).href);
    await expect
      .poll(() =>
        tab.page.getByRole('heading', { name: 'Analyze your Instagram account and gain valuable insights' }).count(),
      )
      .toBe(1);
    await tab.page.getByLabel('Email').fill('bad');
    await tab.page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => tab.page.getByText('Wrong email format').count()).toBe(1);
    // The app chunk is asked for after the libraries and the kit have been evaluated, each in a task of its own.
    await expect.poll(() => heldBack.some((pathname) => pathname.includes('/app-'))).toBe(true);
  });

  it('serves the sign-in screen prerendered, hydrates it cleanly, and loads the rest of the app on the first interaction', async () => {
    const { page } = tab;
    const html = await (await page.request.get(new URL('/sign-in', baseUrl).href)).text();
    expect(html).toContain('Analyze your Instagram account and gain valuable insights</h1>');
    expect(html).toMatch(/<input[^>]+name="password"/);
    // Until the script owns the form, pressing it must not submit natively (a GET with the password in the address).
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
    // The script that hydrates it is asked for only once the page has painted.
    expect(html).toMatch(/<script type="module" src="\/assets\/hydrate-after-paint-[^"]+\.js"><\/script>/);
    expect(html).not.toMatch(/src="\/assets\/index-/);

    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)),
    );
    await page.goto(new URL('/sign-in', baseUrl).href, { waitUntil: 'networkidle' });
    // A signed-out visitor (no stored login time) needs neither the router nor Firebase to see and fill the form.
    // They come in the shared chunks (vite.config.ts groups the chunks), which the entry never imports.
    const shared = /\/assets\/(libs|kit|app|firebase)-/;
    expect(scripts.filter((pathname) => shared.test(pathname))).toEqual([]);

    await page.getByLabel('Email').focus();
    await expect.poll(() => scripts.some((pathname) => pathname.includes('/app-'))).toBe(true);
    expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  it('takes input in the prerendered form only once its script owns it, then signs in', async () => {
    const { page } = tab;
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto(new URL('/sign-in', baseUrl).href, { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.waitFor();
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    releaseEntry();
    // fill and click wait until the field is editable and the button enabled.
    await email.fill('trial@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
  });

  it('turns the dashboard header white once scrolled, and lands at the top after back and forward', async () => {
    await signIn('premium@demo.test', 'demo1234');
    await tab.page.waitForURL('**/dashboard', { timeout: 20_000 });
    const headerBackground = () =>
      tab.page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundColor);
    await expect.poll(headerBackground).not.toBe('rgb(255, 255, 255)');
    await tab.page.mouse.wheel(0, 600);
    await expect.poll(() => tab.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(headerBackground).toBe('rgb(255, 255, 255)');

    await tab.page.getByRole('link', { name: 'Open News' }).click();
    await tab.page.waitForURL('**/dashboard/news');
    await tab.page.goBack();
    await tab.page.waitForURL('**/dashboard');
    await expect.poll(() => tab.page.evaluate(() => window.scrollY)).toBe(0);
  });
});
