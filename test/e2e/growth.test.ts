/**
 * Analytics' growth chart end to end in Debian's Chromium at phone size against the running stack:
 * a demo account sees its followers over the last 30 days as a chart and a table, the change since
 * last week as the table's own figures give it, and another range changes the table.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GROWTH_COPY } from '../../content/growth';
import { expectAccessible } from './accessibility';
import { pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest();

const growth = (page: Page) => page.getByRole('region', { name: GROWTH_COPY.title });
/** The table's rows, newest first: date, followers, change. */
const tableRows = (page: Page) =>
  growth(page)
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
const count = (text: string) => Number(text.replaceAll(',', ''));
/** '+12' → 12, '−3' → -3 (a true minus sign). */
const signed = (text: string) => Number(text.replace('\u2212', '-').replaceAll(',', ''));

describe('growth chart in the browser', () => {
  it('premium@demo.test sees its followers over 30 days, the change since last week, and other ranges', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await page.getByRole('link', { name: 'Open Analytics' }).click();
    await page.waitForURL('**/dashboard/analytics');
    await growth(page).scrollIntoViewIfNeeded();
    await growth(page).getByRole('table').waitFor({ timeout: 15_000 });
    expect(await growth(page).getByRole('button', { pressed: true }).textContent()).toBe('30 days');
    expect(await growth(page).getByRole('img').getAttribute('aria-label')).toMatch(
      /^Followers from [\d,]+ on \w{3} \d{1,2}, \d{4} to [\d,]+ on \w{3} \d{1,2}, \d{4}$/,
    );

    // The demo account has a count every day: 30 rows, each change the day's count minus the day before's.
    const month = await tableRows(page);
    expect(month).toHaveLength(30);
    for (let row = 0; row < 29; row++)
      expect(signed(month[row][2]), `change on ${month[row][0]}`).toBe(count(month[row][1]) - count(month[row + 1][1]));
    const sinceLastWeek = growth(page).getByText(GROWTH_COPY.sinceLastWeek).locator('xpath=following-sibling::dd');
    expect(signed((await sinceLastWeek.textContent()) ?? '')).toBe(count(month[0][1]) - count(month[7][1]));
    const sinceLastMonth = growth(page).getByText(GROWTH_COPY.sinceLastMonth).locator('xpath=following-sibling::dd');
    expect(await sinceLastMonth.textContent()).toMatch(/^([+\u2212][\d,]+|0)$/);
    await expectAccessible(page, 'analytics-growth');

    await growth(page).getByRole('button', { name: '7 days' }).click();
    await expect.poll(async () => (await tableRows(page)).length, { timeout: 15_000 }).toBe(7);
    // The same days; the oldest has nothing before it in the range to change from.
    const [date, followers] = month[6];
    expect(await tableRows(page)).toEqual([...month.slice(0, 6), [date, followers, GROWTH_COPY.noChange]]);

    // Beyond 30 days the table goes week by week: 90 days back from today are 13 weeks.
    await growth(page).getByRole('button', { name: '90 days' }).click();
    await expect.poll(async () => (await tableRows(page)).length, { timeout: 15_000 }).toBe(13);
    const quarter = await tableRows(page);
    expect(quarter.map((row) => row[1]).slice(0, 2)).toEqual([month[0][1], month[7][1]]);
    expect(await growth(page).locator('caption').textContent()).toBe('Followers and change per week, the last 90 days');
  });
});
