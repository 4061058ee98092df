/**
 * A real subscriber's own analysis end to end in Chromium against the running
 * stack and its Instagram stand-in: a buyer from the checkout (plan, email, card on the Stripe
 * stand-in's page) creates the account, starts from an Analytics with no source, connects the
 * mid-size test account, sees every section filled with that account's numbers, uploads its export
 * ZIP and sees the audience, uploads the newer one and reads who was lost (and downloads them as
 * CSV), sees the growth chart reach back through the export's past insights and the best time to
 * post, then disconnects.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_LIST_COPY } from '../../content/audience-lists';
import { EXPORT_UPLOAD_COPY } from '../../content/export-upload';
import { GROWTH_COPY, tableDate } from '../../content/growth';
import { INSTAGRAM_COPY, INSTAGRAM_SCREEN_COPY, UNLOCK_TEXT } from '../../content/instagram-connection';
import {
  SNAPSHOT_DATES,
  standInAccount,
  standInComments,
  standInFollowers,
  standInFollowing,
  standInMedia,
} from '../../server/dev/instagram/accounts';
import { api } from '../server/helpers';
import { expectAccessible, expectModalTrapsFocus } from './accessibility';
import { listRows, listUsernames } from './audience-list';
import { pagePerTest } from './browser';
import { subscribeInBrowser } from './checkout';

const tab = pagePerTest();
const count = (value: number) => value.toLocaleString('en-US');
const DAY_MS = 86_400_000;

/** The mid-size account's figures as the sync should find them: its latest 50 posts, up to 100 commenters each. */
function expectedMid() {
  const posts = standInMedia('mid').slice(0, 50);
  const followers = new Set(standInFollowers('mid', 1).map((user) => user.username));
  const commenters = new Set(
    posts.flatMap((post) =>
      standInComments('mid', post.id)
        .slice(0, 100)
        .map((comment) => comment.username),
    ),
  );
  const friends = friendsIn(1);
  return {
    likes: posts.reduce((sum, post) => sum + (post.likeCount ?? 0), 0),
    comments: posts.reduce((sum, post) => sum + post.commentsCount, 0),
    bestLikes: Math.max(...posts.map((post) => post.likeCount ?? 0)),
    friends,
    fans: followers.size - friends,
    secretFans: [...commenters].filter((username) => !followers.has(username)).length,
    inactive: [...followers].filter((username) => !commenters.has(username)).length,
  };
}

/**
 * The growth table's date and followers over the last 30 days, newest first: today's sync (the API's
 * count goes before an export's) and the counts both exports' past insights date. The stand-in's
 * exports are dated (November 2026): as time passes, their counts leave the month.
 */
function expectedMonthOfGrowth(): string[][] {
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10);
  const past = [...expectedPastFollowers(1), ...expectedPastFollowers(2)].filter(
    ({ date }) => date > monthAgo && date < today,
  );
  return [{ date: today, followers: standInAccount('mid').followersCount }, ...past.reverse()].map(
    ({ date, followers }) => [tableDate(date), count(followers)],
  );
}

/** The tile of `label`: its total, or the line saying what unlocks it. */
async function tile(page: Page, label: string) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  return (await item.locator('strong, p').first().textContent())?.trim();
}

const buyAndCreateAccount = (page: Page, email: string) => subscribeInBrowser(page, email, 'own-analysis-1');

/** The mid-size account's export (1, or 2: the newer) as the stand-in offers it for download, chosen and uploaded. */
async function uploadStandInExport(page: Page, snapshot: 1 | 2) {
  const zip = Buffer.from(await (await api(`/dev/instagram/exports/mid.zip?snapshot=${snapshot}`)).arrayBuffer());
  await page
    .locator('input[type=file]')
    .setInputFiles([{ name: 'instagram-wanderlight.studio.zip', mimeType: 'application/zip', buffer: zip }]);
  await page.getByRole('button', { name: 'Upload' }).click();
}

/** The accounts both following and followed in an export. */
function friendsIn(snapshot: 1 | 2) {
  const followers = new Set(standInFollowers('mid', snapshot).map((user) => user.username));
  return standInFollowing('mid').filter((user) => followers.has(user.username)).length;
}

/** Who the newer export lost, counted by hand from the stand-in's lists, in username order. */
function expectedLost() {
  const staying = new Set(standInFollowers('mid', 2).map((user) => user.username));
  return standInFollowers('mid', 1)
    .map((user) => user.username)
    .filter((username) => !staying.has(username))
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
}

/**
 * The followers an export's past insights date, counted by hand from the stand-in's list: its 90
 * days before the export was made, the day before them and their last day.
 */
function expectedPastFollowers(snapshot: 1 | 2) {
  const followers = standInFollowers('mid', snapshot);
  const made = SNAPSHOT_DATES[snapshot];
  const after = Date.UTC(made.getUTCFullYear(), made.getUTCMonth(), made.getUTCDate());
  const follows = followers.filter(({ at }) => at.getTime() >= after - 90 * DAY_MS && at.getTime() < after).length;
  const net = follows - Math.round(follows / 4);
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return [
    { date: day(after - 91 * DAY_MS), followers: followers.length - net },
    { date: day(after - DAY_MS), followers: followers.length },
  ];
}

describe('a subscriber’s own Instagram analysis in the browser', () => {
  it(
    'connects, sees its numbers, adds two exports, reads who left, its growth and best time, disconnects',
    { timeout: 180_000 },
    async () => {
      const { page } = tab;
      const mid = expectedMid();
      const lost = expectedLost();
      const pastFollowers = (snapshot: 1 | 2) =>
        page.getByText(EXPORT_UPLOAD_COPY.pastFollowers(expectedPastFollowers(snapshot)));
      await buyAndCreateAccount(page, `own-analysis-${Date.now()}@demo.test`);
      await expect.poll(() => page.getByText(INSTAGRAM_SCREEN_COPY.sourceNone).count(), { timeout: 15_000 }).toBe(1);

      // No source: a clear start, and no promise of an analysis that nothing would run.
      await page.getByRole('link', { name: 'Open Analytics' }).click();
      await expect
        .poll(() => page.getByRole('heading', { name: INSTAGRAM_COPY.startTitle }).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await page.getByText(/has not been analysed yet/).count()).toBe(0);
      await expectAccessible(page, 'analytics-start');

      // Instagram Login through the stand-in: consent as the mid-size account, back to our callback.
      await page.getByRole('button', { name: INSTAGRAM_COPY.connect }).first().click();
      await page.waitForURL('**/dev/instagram/oauth/authorize?**', { timeout: 15_000 });
      await page.getByRole('link', { name: new RegExp(`@${standInAccount('mid').username}`) }).click();
      await page.waitForURL('**/dashboard/analytics', { timeout: 20_000 });
      expect(page.url()).not.toMatch(/code=|state=/);

      await expect.poll(() => page.getByText('Overall Engagement Rate').count(), { timeout: 30_000 }).toBe(1);
      // Opened while the first analysis was still pending or processing, Analytics said so in a modal (spec 2.16).
      if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect
        .poll(() => page.getByText(INSTAGRAM_COPY.connectedAs('wanderlight.studio')).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await page.getByText('Analysis of your Instagram account based on 50 latest posts').count()).toBe(1);
      expect(await tile(page, 'Likes')).toBe(count(mid.likes));
      expect(await tile(page, 'Comments')).toBe(count(mid.comments));
      const mostLiked = page.getByRole('region', { name: 'Most Liked Posts' });
      expect(await mostLiked.getByText(`${count(mid.bestLikes)} likes`).count()).toBeGreaterThan(0);
      const image = mostLiked.locator('img').first();
      await image.scrollIntoViewIfNeeded();
      // The real picture, through the image proxy.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await image.getAttribute('src')).toMatch(/^\/functions\/image-proxy\?url=/);
      expect(await tile(page, 'Your friends')).toBe(UNLOCK_TEXT.export);
      expect(await page.getByText('1st recommendation').count()).toBe(1);
      // Instagram's insights: engagement per reach on the card, and when the 4,812 followers are online.
      expect(await page.getByRole('heading', { name: 'Engagement per reach' }).count()).toBe(1);
      expect(await page.getByText(/% median interactions per account reached \(latest posts\)$/).count()).toBe(1);
      const online = page.getByRole('region', { name: 'When your followers are online' });
      expect(await online.getByText(/^Most online at /).count()).toBe(1);
      await expectAccessible(page, 'analytics-instagram');

      // Its export ZIP, as the stand-in offers it for download: the audience fills.
      await uploadStandInExport(page, 1);
      await expect.poll(() => tile(page, 'Your friends'), { timeout: 20_000 }).toBe(count(mid.friends));
      expect(await pastFollowers(1).count()).toBe(1);
      expect(await tile(page, 'Your fans')).toBe(count(mid.fans));
      expect(await tile(page, 'Secret fans')).toBe(count(mid.secretFans));
      expect(await tile(page, 'Inactive followers')).toBe(count(mid.inactive));
      expect(await tile(page, 'New followers')).toBe(UNLOCK_TEXT['second-export']);

      // Its newer export: who left, by name, and a CSV of them; its past insights date counts from before it connected.
      await uploadStandInExport(page, 2);
      await expect.poll(() => tile(page, 'Lost followers'), { timeout: 20_000 }).toBe(count(lost.length));
      expect(await pastFollowers(2).count()).toBe(1);
      // The growth chart, loaded again after the upload: the last 30 days' counts, a row a day, newest first.
      const growth = page.getByRole('region', { name: GROWTH_COPY.title });
      const expectedMonth = expectedMonthOfGrowth();
      await expect
        .poll(() => growth.textContent(), { timeout: 15_000 })
        .toContain(expectedMonth.length < 2 ? GROWTH_COPY.empty : GROWTH_COPY.followersColumn);
      if (expectedMonth.length >= 2)
        expect(
          await growth
            .locator('tbody tr')
            .evaluateAll((rows) => rows.map((row) => [...row.children].slice(0, 2).map((cell) => cell.textContent))),
        ).toEqual(expectedMonth);
      await page.getByRole('link', { name: /Lost followers/ }).click();
      await page.waitForURL('**/dashboard/analytics/audience/lost-followers');
      await expect.poll(() => listRows(page).count(), { timeout: 15_000 }).toBe(lost.length);
      expect(await listUsernames(page)).toEqual(lost);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 15_000 }),
        page.getByRole('button', { name: AUDIENCE_LIST_COPY.downloadCsv }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('lost-followers.csv');
      const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
      expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(lost);
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await page.waitForURL('**/dashboard/analytics');

      // The best time to post, from the account's own posts.
      const whenToPost = page.getByRole('region', { name: 'When to post' });
      await whenToPost.scrollIntoViewIfNeeded();
      await expect.poll(() => whenToPost.textContent(), { timeout: 15_000 }).toMatch(/Best time\d{2}:00–\d{2}:00/);

      // Disconnect: the token and everything fetched go; the export stays.
      await page.getByRole('button', { name: INSTAGRAM_COPY.disconnect }).click();
      const dialog = page.getByRole('dialog', { name: INSTAGRAM_COPY.disconnectConfirmTitle });
      await dialog.waitFor();
      await expectAccessible(page, 'analytics-disconnect');
      // Escape closes it as 'Keep connected' does; then the user disconnects after all.
      await expectModalTrapsFocus(page, INSTAGRAM_COPY.disconnectConfirmTitle);
      await page.getByRole('button', { name: INSTAGRAM_COPY.disconnect }).click();
      await dialog.getByRole('button', { name: INSTAGRAM_COPY.disconnectConfirm }).click();
      await expect.poll(() => page.getByText(INSTAGRAM_COPY.disconnected).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByText('Overall Engagement Rate').count(), { timeout: 15_000 }).toBe(0);
      expect(await tile(page, 'Secret fans')).toBe(UNLOCK_TEXT.instagram);
      expect(await tile(page, 'Your friends')).toBe(count(friendsIn(2)));
      expect(await page.getByRole('button', { name: INSTAGRAM_COPY.connect }).count()).toBeGreaterThan(0);
    },
  );
});
