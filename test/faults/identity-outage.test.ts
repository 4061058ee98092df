/**
 * The identity service (the Auth emulator) stopped: sign-in in the browser shows the network
 * message, the server answers a token it cannot check with 503 rather than 401 (which would sign the
 * user out), and both work again once it is back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../content/auth-errors.ts';
import { launchBrowser, newPhonePage } from '../e2e/browser.ts';
import { bearer, emulatorToken, newSubscriber, postJson } from './client.ts';
import { seconds, startFaultStack, type FaultStack } from './fault-stack.ts';
import { recordFault } from './report.ts';

// The built SPA talks to the emulator at this address (VITE_FIREBASE_AUTH_EMULATOR_URL's default).
const SPA_EMULATOR = 'http://127.0.0.1:9099';

async function signInPage(browser: Browser, stack: FaultStack): Promise<Page> {
  // Point the page's identity calls at this stack's emulator, whose port is its own (the page's CSP
  // names this stack's emulator, not the build's: it is set aside for the redirect).
  const page = await newPhonePage(browser, { bypassCSP: true });
  await page
    .context()
    .route(`${SPA_EMULATOR}/**`, (route) =>
      route.continue({ url: route.request().url().replace(SPA_EMULATOR, `http://${stack.authEmulatorHost}`) }),
    );
  await page.goto(new URL('/sign-in', stack.url).href);
  await page.getByLabel('Email').fill('premium@demo.test');
  await page.getByLabel('Password').fill('demo1234');
  return page;
}

describe('the identity service stopped', () => {
  let stack: FaultStack;
  let browser: Browser;
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startFaultStack({ engine: 'pglite', slot: 3 }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('shows the network message, answers 503 rather than 401, and recovers when it returns', async () => {
    const account = await newSubscriber(stack); // its token was just checked by the server
    // A token the server has not checked yet (the emulator's tokens are the same within a second).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { token: unchecked } = await emulatorToken(stack, 'signInWithPassword', account.email);
    expect(unchecked).not.toBe(account.token);
    const readSubscriptions = (idToken: string) =>
      postJson(stack.url, `/rec/subscriptions/${account.uid}`, undefined, bearer(idToken));
    const page = await signInPage(browser, stack);

    await stack.faults.stopAuthEmulator();
    const refused = await readSubscriptions(unchecked);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ unavailable: 'identity' });
    // A token checked within the last minute still passes: a blink goes unnoticed by a busy user.
    expect((await readSubscriptions(account.token)).status).toBe(200);
    // A token that is no token at all is still refused: that needs no identity service.
    expect((await readSubscriptions('not-a-token')).status).toBe(401);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const networkMessage = authErrorMessage('auth/network-request-failed');
    await expect.poll(() => page.getByText(networkMessage).count(), { timeout: 15_000 }).toBe(1);
    expect(page.url()).toMatch(/\/sign-in$/);

    const restartingAt = performance.now();
    await stack.faults.startAuthEmulator();
    // The emulator's restart revokes the tokens it issued before (its import stamps every account's
    // validSince): a real identity service keeps them, so recovery is shown with a new sign-in.
    const { token: fresh } = await emulatorToken(stack, 'signInWithPassword', account.email);
    expect((await readSubscriptions(fresh)).status).toBe(200);
    const serverBackMs = performance.now() - restartingAt;
    // The form empties the password after a failed sign-in: the user types it again.
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    const signInBackMs = performance.now() - restartingAt;
    console.log(
      `identity outage: tokens checked again ${seconds(serverBackMs)} and sign-in works ${seconds(signInBackMs)} after the emulator was started`,
    );

    recordFault({
      fault: 'Auth emulator stopped',
      userSaw: `sign-in: "${networkMessage}"; API: 503 with Retry-After, never 401`,
      dataLost: 0,
      recovery: `${seconds(signInBackMs)} from the emulator's start`,
    });
  });
});
