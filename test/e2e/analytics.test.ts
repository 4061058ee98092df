/**
 * Profile analytics end to end in Debian's Chromium against the running stack: a demo
 * account's completed analytics from the demo source, two uploaded Instagram exports giving new
 * and lost followers, the emailed PDF report, and fresh@demo.test's first analysis.
 */
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import type { ProfileDocument } from '../../contracts/profile';
import { afterAll, describe, expect, it } from 'vitest';
import { INSIGHT_POLL_DELAY_MS } from '../../content/insights-status';
import { UNLOCK_TEXT } from '../../content/instagram-connection';
import { AUDIENCE_LABELS } from '../../content/profile-data';
import { api, mailsWithSubject, post } from '../server/helpers';
import { expectAccessible, expectModalTrapsFocus } from './accessibility';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';
import { exportList, uploadExportFiles } from './export-upload';

const tab = pagePerTest();

async function openAnalytics(page: Page) {
  await page.getByRole('link', { name: 'Open Analytics' }).click();
  await page.waitForURL('**/dashboard/analytics');
}

/** The Audience tile of `label`: its total as shown, 'clock' while it is still counting, or the line saying what unlocks it. */
async function tile(page: Page, label: string) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  return (await item.getByRole('img', { name: 'Still counting' }).count())
    ? 'clock'
    : (await item.locator('strong, p').first().textContent())?.trim();
}

const uploadExport = (page: Page, followers: string[], following: string[]) =>
  uploadExportFiles(page, {
    'followers_1.json': exportList(followers),
    'following.json': exportList(following, 'relationships_following'),
  });

describe('analytics in the browser', () => {
  it('premium@demo.test opens its completed analytics from the dashboard: audiences in the thousands, post images, recommendations', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await openAnalytics(page);
    await expect.poll(() => page.getByText('Overall Engagement Rate').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expectAccessible(page, 'analytics');
    expect(await page.getByText(/^Analysis of your Instagram account based on \d+ latest posts$/).count()).toBe(1);
    for (const label of Object.values(AUDIENCE_LABELS)) expect(await tile(page, label)).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(await tile(page, 'Your fans')).toMatch(/^\d{1,3},\d{3}$/);
    expect(await page.getByText('1st recommendation').count()).toBe(1);

    const image = page.getByRole('region', { name: 'Most Liked Posts' }).locator('img').first();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^\/media\/posts\/[a-z0-9._-]+\.svg$/);
  });

  it('threemonth@demo.test uploads two exports: the second gives new and lost followers', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'threemonth@demo.test', 'demo1234');
    await openAnalytics(page);
    await page.getByRole('heading', { name: 'Analyse your own followers' }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'analytics-upload-card');
    await uploadExport(page, ['anna.bakes', 'ben_runs', 'cara.photo'], ['anna.bakes']);
    await expect.poll(() => tile(page, 'Your friends'), { timeout: 15_000 }).toBe('1');
    await expectAccessible(page, 'analytics-upload-card-analysed');
    expect(await tile(page, 'New followers')).toBe(UNLOCK_TEXT['second-export']);
    expect(await tile(page, 'Lost followers')).toBe(UNLOCK_TEXT['second-export']);

    await uploadExport(page, ['anna.bakes', 'cara.photo', 'dan.travels', 'eli.draws'], ['anna.bakes']);
    await expect.poll(() => tile(page, 'New followers'), { timeout: 15_000 }).toBe('2');
    expect(await tile(page, 'Lost followers')).toBe('1');
    expect(await tile(page, 'Your fans')).toBe('3');
  });

  it('gift@demo.test buys the profile report and receives it by email as a multi-page PDF', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'gift@demo.test', 'demo1234');
    await page.goto(new URL('/dashboard/my-plan', baseUrl).href);
    await page.getByRole('button', { name: 'Get my report' }).waitFor();
    await expectAccessible(page, 'my-plan-report-offer');
    await page.getByRole('button', { name: 'Get my report' }).click();
    await expect.poll(() => page.getByText('Report is on the Way').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'my-plan-report-on-the-way');

    const [mail] = await mailsWithSubject('gift@demo.test', /profile report/, 20_000);
    const link = mail?.body.match(/https?:\/\/\S+\/reports\/[0-9a-f]{32}\.pdf/)?.[0];
    expect(link).toBeTruthy();
    const response = await api(new URL(link!).pathname);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getPageCount()).toBeGreaterThan(2);
  });

  describe("fresh@demo.test's first analysis", () => {
    afterAll(() => post('/dev/clock', { reset: true }, { 'content-type': 'application/json' }));

    it('waits idle with the countdown, then tells the user the insights are almost ready', async () => {
      const { page } = tab;
      // The page's timers on a clock the test can move (until it does, time passes as usual).
      await page.clock.install();
      await post('/dev/first-analysis/restart');
      await signInToDashboard(page, 'fresh@demo.test', 'demo1234');
      await expect.poll(() => page.getByText('Next update in').count(), { timeout: 15_000 }).toBe(1);
      await expectAccessible(page, 'dashboard-first-analysis-countdown');
      await openAnalytics(page);
      await expect.poll(() => page.getByText(/has not been analysed yet/).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expectAccessible(page, 'analytics-not-analysed-yet');

      await post('/dev/clock', { advanceMs: 30_000 }, { 'content-type': 'application/json' });
      // The app's own poll of the insight status (every 15 s) reads pending: the page's clock moves past it.
      const pendingRead = page.waitForResponse(
        async (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname.endsWith('/functions/ig-getProfileData') &&
          response.ok() &&
          ((await response.json()) as ProfileDocument)._insights.status === 'pending',
      );
      await page.clock.fastForward(INSIGHT_POLL_DELAY_MS);
      await pendingRead;
      await page.goBack();
      await openAnalytics(page);
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Insights are almost ready' }).count(), { timeout: 10_000 })
        .toBe(1);
      await expectAccessible(page, 'insights-almost-ready-modal');
      // Escape dismisses it as its 'Got it' does (one handler).
      await expectModalTrapsFocus(page, 'Insights are almost ready');
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
  });
});
