/**
 * A returning subscriber's dashboard paints from the page itself: the server picks the
 * prerendered dashboard by the first-screen cookie the app keeps with the session, and the app
 * replaces it with the router's screen once the session is confirmed, never with the loader.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages';
import { DEMO_PASSWORD } from '../server/helpers';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';
import { subscriberOfItsOwn } from './own-account';
import { APP_CHUNK, cookieNamed, hold, watchForLoader, WITHOUT_SERVICE_WORKER } from './first-paint';

const tab = pagePerTest({}, WITHOUT_SERVICE_WORKER);

const firstScreenCookie = (page: Page) => cookieNamed(page, FIRST_SCREEN_COOKIE);

describe('the first screen of a returning subscriber', () => {
  it('is the dashboard painted from the page, handed to the router once the session is confirmed', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    const cookie = await firstScreenCookie(page);
    expect(cookie?.value).toBe('default.course'); // this subscriber owns the course
    // It ends with the 5-hour session: it cannot outlive the stored login time.
    const loginAt = Number(await page.evaluate(() => localStorage.getItem('loginTimestamp')));
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 4.9 * 3600_000);
    expect(cookie!.expires * 1000).toBeLessThanOrEqual(loginAt + 5 * 3600_000 + 1000);

    // Hold back the app chunk (router, session services), then the subscription check: the dashboard
    // shows without the first and stays, with no loader over it, while the second is on its way.
    const appChunk = hold(page, APP_CHUNK);
    const subscriptionCheck = hold(page, /\/rec\/subscriptions\//);
    const loaderSeen = await watchForLoader(page);
    await page.goto(new URL('/dashboard', baseUrl).href, { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('heading', { name: 'Tips & Insights' }).count()).toBe(1);
    await appChunk.release();
    await subscriptionCheck.reached;
    await page.waitForTimeout(500); // longer than the router's pending time (150 ms) before it shows its loader
    expect(await page.getByRole('heading', { name: 'Tips & Insights' }).count()).toBe(1);
    await subscriptionCheck.release();
    // The router's screen: the course card says what this subscriber may do, and the menu opens.
    await expect.poll(() => page.getByRole('link', { name: 'Open the course' }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    expect(await loaderSeen()).toBe(false);
  });

  it("is the brand's own dashboard for a subscriber of another brand", async () => {
    const { page } = tab;
    await signInToDashboard(page, 'x@demo.test', 'demo1234');
    await expect.poll(async () => (await firstScreenCookie(page))?.value).toMatch(/^x(\.course)?$/);
    const html = await (await page.request.get(new URL('/dashboard', baseUrl).href)).text();
    expect(html).toContain('>Orbit</span>');
  });

  it("is the course painted from the page for the course's owner, and the loader for anyone else", async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    // The course is painted for its owner's page session, which the app opens once it lets them in.
    await expect.poll(async () => (await cookieNamed(page, PAGE_SESSION_COOKIE)) !== undefined).toBe(true);
    const appChunk = hold(page, APP_CHUNK);
    await page.goto(new URL('/dashboard/course', baseUrl).href, { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('list', { name: 'Lessons' }).getByRole('listitem').count()).toBe(10);
    await appChunk.release();
    await expect.poll(() => page.getByRole('link', { name: 'Back' }).count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });

    const courseFor = async (cookie: string) => {
      await page.context().addCookies([{ name: FIRST_SCREEN_COOKIE, value: cookie, url: baseUrl }]);
      return (await page.request.get(new URL('/dashboard/course', baseUrl).href)).text();
    };
    expect(await courseFor('default.course')).toContain('aria-label="Lessons"');
    expect(await courseFor('default')).not.toContain('aria-label="Lessons"');
  });

  it('is the loader again once the subscriber has logged out', async () => {
    const { page } = tab;
    await signInToDashboard(page, await subscriberOfItsOwn('logs-out'), DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, log out' }).click();
    await page.waitForURL('**/sign-in', { timeout: 15_000 });
    expect(await firstScreenCookie(page)).toBeUndefined();
    const html = await (await page.request.get(new URL('/dashboard', baseUrl).href)).text();
    expect(html).not.toContain('href="/dashboard/analytics"');
  });
});
