/**
 * My Plan and Analytics come from the server with the subscriber's own records in them:
 * the app opens a page session once the session lets them in, the server renders the page with
 * their records, and the app takes it over once its screen shows the same, never showing a loader
 * in between.
 */
import { describe, expect, it } from 'vitest';
import { MY_PLAN_OFFERS } from '../../content/offers';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages';
import { planFromCode } from '../../domain/plans';
import { DEMO_PASSWORD } from '../server/helpers';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';
import { subscriberOfItsOwn } from './own-account';
import { APP_CHUNK, cookieNamed, hold, renderedByTheApp, watchForLoader, WITHOUT_SERVICE_WORKER } from './first-paint';

const tab = pagePerTest({}, WITHOUT_SERVICE_WORKER);
const MY_PLAN = new URL('/dashboard/my-plan', baseUrl).href;
const ANALYTICS = new URL('/dashboard/analytics', baseUrl).href;
const REPORT = MY_PLAN_OFFERS.find((offer) => offer.id === 'report')!;

describe('My Plan rendered by the server', () => {
  it("shows the subscriber's plan from the page, and is handed to the router once the session is confirmed", async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await expect
      .poll(() => cookieNamed(page, PAGE_SESSION_COOKIE))
      .toMatchObject({ httpOnly: true, path: '/dashboard', sameSite: 'Lax' });

    const appChunk = hold(page, APP_CHUNK);
    const loaderSeen = await watchForLoader(page);
    await page.goto(MY_PLAN, { waitUntil: 'commit' });
    // From the page alone: the plan, and the emailed report's line with the subscriber's address.
    await expect.poll(() => page.getByText(planFromCode('ig_premium_one_month').name, { exact: true }).count()).toBe(1);
    const emailed = REPORT.purchased.description.replace('{email}', 'premium@demo.test');
    expect(await page.getByText(emailed).count()).toBe(1);
    // Whatever the plan's state (the cancel-flow test may have canceled it), the active plan has its button.
    const planButton = page.getByRole('region', { name: 'My active plan' }).getByRole('button');
    expect(await renderedByTheApp(planButton)).toBe(false);

    await appChunk.release();
    await expect.poll(() => renderedByTheApp(planButton), { timeout: 20_000 }).toBe(true);
    expect(await page.getByText(emailed).count()).toBe(1);
    // The router has the page: Back navigates within the app, not as a new page load.
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect(await loaderSeen()).toBe(false);
  });

  it("shows the subscriber's analysis from the page, and is handed over only once the screen has the same", async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await expect.poll(async () => (await cookieNamed(page, PAGE_SESSION_COOKIE)) !== undefined).toBe(true);

    const appChunk = hold(page, APP_CHUNK);
    const profileCall = hold(page, /\/functions\/ig-getProfileData$/);
    const loaderSeen = await watchForLoader(page);
    await page.goto(ANALYTICS, { waitUntil: 'commit' });
    const summary = page.getByText(/^Analysis of your Instagram account based on \d+ latest posts$/);
    await expect.poll(() => summary.count()).toBe(1);
    const insights = page.getByRole('link', { name: 'Tips & Insights' });
    await appChunk.release();
    // The session is confirmed, but the screen would show its spinner until the profile comes: the page stays.
    await profileCall.reached;
    await page.waitForTimeout(500); // the page staying is what is proved: longer than the router's pending time (150 ms)
    expect(await renderedByTheApp(insights)).toBe(false);
    await profileCall.release();
    await expect.poll(() => renderedByTheApp(insights), { timeout: 20_000 }).toBe(true);
    expect(await summary.count()).toBe(1);
    expect(await loaderSeen()).toBe(false);
  });

  it('is the loader again once the subscriber has logged out', async () => {
    const { page } = tab;
    await signInToDashboard(page, await subscriberOfItsOwn('logs-out'), DEMO_PASSWORD);
    await expect.poll(async () => (await cookieNamed(page, PAGE_SESSION_COOKIE)) !== undefined).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, log out' }).click();
    await page.waitForURL('**/sign-in', { timeout: 15_000 });
    await expect.poll(() => cookieNamed(page, PAGE_SESSION_COOKIE)).toBeUndefined();
    const html = await (await page.request.get(MY_PLAN)).text();
    expect(html).not.toContain('My active plan');
  });
});
