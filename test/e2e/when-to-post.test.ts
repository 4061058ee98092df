/**
 * When to post end to end in Debian's Chromium: premium@demo.test, on a phone whose
 * time zone is Asia/Kolkata, opens Analytics; the app reports the zone, and the card shows the
 * account's best time in it (the demo's hits were published 18:00–21:00 UTC, 23:30–02:30 in
 * Kolkata) over its 36 posts, and a recommendation naming it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { launchBrowser, newPhonePage, signInToDashboard } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it("premium@demo.test sees its best time to post in its phone's time zone, and a recommendation naming it", async () => {
  const page = await newPhonePage(browser, { timezoneId: 'Asia/Kolkata' });
  await signInToDashboard(page, 'premium@demo.test', 'demo1234');
  await page.getByRole('link', { name: 'Open Analytics' }).click();
  await page.waitForURL('**/dashboard/analytics');

  // The card loads after the first paint, below the fold: once the app has reported the zone (as
  // the phone's Intl names it: Chromium says Asia/Calcutta), it says so.
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(['Asia/Kolkata', 'Asia/Calcutta']).toContain(zone);
  const card = page.getByRole('region', { name: 'When to post' });
  await expect
    .poll(() => card.textContent(), { timeout: 15_000 })
    .toContain(`Times in ${zone}, from 36 posts that show their likes.`);
  await card.scrollIntoViewIfNeeded();
  /** What the card says under a label: the value, and its figures where it names one. */
  const under = (label: string) =>
    card
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('dd')
      .allTextContents();
  const [bestDay] = await under('Best day');
  const [bestTime, bestTimeFigures] = await under('Best time');
  expect(bestDay).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|No day stands out yet)$/);
  // A window of three hours around the demo's evening as Kolkata sees it (it starts at most two hours off).
  expect(bestTime).toMatch(/^(21|22|23|00|01):00–(00|01|02|03|04):00$/);
  expect(bestTimeFigures).toMatch(/^\d+(\.\d+)?× your median engagement \(\d+ posts\)$/);
  expect(await card.getByRole('table', { name: 'Median likes + comments by weekday' }).getByRole('row').count()).toBe(
    8,
  );

  const recommendations = await page.getByRole('region', { name: 'Recommendations' }).textContent();
  expect(recommendations).toContain(`${bestTime} (${zone} time)`);
  await expectAccessible(page, 'analytics-when-to-post');
});
