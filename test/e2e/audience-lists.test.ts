/**
 * Who is in an audience category, end to end in Debian's Chromium at phone size against the
 * running stack: a demo account opens its fans from the Analytics card, pages, searches and
 * downloads them as CSV; a new subscriber uploads two exports and reads who was lost, and why.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_LIST_COPY, LEFT_TEXT, LOST_REASON_TEXT } from '../../content/audience-lists';
import { signUpSubscriber, uniqueEmail } from '../server/helpers';
import { expectAccessible } from './accessibility';
import { listRows, listUsernames } from './audience-list';
import { pagePerTest, signInToDashboard } from './browser';
import { exportList, uploadExportFiles } from './export-upload';

const tab = pagePerTest();
const PASSWORD = 'audience-pass-1';

async function openAnalytics(page: Page) {
  await page.getByRole('link', { name: 'Open Analytics' }).click();
  await page.waitForURL('**/dashboard/analytics');
}

describe('audience lists in the browser', () => {
  it('premium@demo.test opens its fans from the card: pages, searches and downloads them as CSV', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await openAnalytics(page);
    await page.getByRole('link', { name: /Your fans/ }).click();
    await page.waitForURL('**/dashboard/analytics/audience/fans');
    await expect.poll(() => listRows(page).count(), { timeout: 15_000 }).toBe(50);
    expect(await page.getByRole('heading', { level: 1, name: 'Your fans' }).count()).toBe(1);
    const first = await listUsernames(page);
    expect(first.map((name) => name.toLowerCase())).toEqual([...first].map((name) => name.toLowerCase()).sort());
    const link = listRows(page).first().getByRole('link');
    expect(await link.getAttribute('href')).toBe(`https://www.instagram.com/${first[0]}/`);
    expect(await link.getAttribute('rel')).toContain('noopener');
    await expectAccessible(page, 'audience-list');

    await page.getByRole('button', { name: AUDIENCE_LIST_COPY.showMore }).click();
    await expect.poll(() => listRows(page).count(), { timeout: 15_000 }).toBe(100);

    // Part of a username from within it, not its start.
    const part = first[0]!.slice(1, 4);
    await page.getByLabel(AUDIENCE_LIST_COPY.searchLabel).fill(part);
    const matching = async () => {
      const found = await listUsernames(page);
      return found.length > 0 && found.every((name) => name.toLowerCase().includes(part.toLowerCase()));
    };
    await expect.poll(matching, { timeout: 15_000 }).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: AUDIENCE_LIST_COPY.downloadCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`fans-matching-${part}.csv`);
    const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(csv[0]).toBe('username,profile,followed_at,reason');
    expect(csv.slice(1, -1).every((line) => line.split(',')[0]!.toLowerCase().includes(part.toLowerCase()))).toBe(true);

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/dashboard/analytics');
  });

  it('a subscriber uploads two exports and reads who was lost, and why where the export tells', async () => {
    const { page } = tab;
    const email = uniqueEmail('audience-e2e');
    await signUpSubscriber(email, PASSWORD);
    await signInToDashboard(page, email, PASSWORD);
    await openAnalytics(page);
    const following = exportList(['anna.bakes'], 'relationships_following');
    await uploadExportFiles(page, {
      'followers_1.json': exportList(['anna.bakes', 'ben_runs', 'cara.photo', 'dan.travels']),
      'following.json': following,
    });
    await uploadExportFiles(page, {
      'followers_1.json': exportList(['anna.bakes', 'eli.draws']),
      'following.json': following,
      'blocked_profiles.json': exportList(['ben_runs'], 'relationships_blocked_users'),
      'recently_unfollowed_profiles.json': exportList(['cara.photo'], 'relationships_unfollowed_users'),
    });
    await page.getByRole('link', { name: /Lost followers/ }).click();
    await page.waitForURL('**/dashboard/analytics/audience/lost-followers');
    await expect.poll(() => listRows(page).count(), { timeout: 15_000 }).toBe(3);
    expect(await listUsernames(page)).toEqual(['ben_runs', 'cara.photo', 'dan.travels']);
    expect(await listRows(page).nth(0).textContent()).toContain(LOST_REASON_TEXT.blocked);
    expect(await listRows(page).nth(1).textContent()).toContain(LOST_REASON_TEXT['you-unfollowed']);
    expect(await listRows(page).nth(2).textContent()).toContain(LEFT_TEXT);
    await expectAccessible(page, 'audience-list-lost');
  });
});
