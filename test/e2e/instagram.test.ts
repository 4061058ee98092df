/**
 * A real subscriber's own analysis end to end (issue 16) in Chromium against the running stack and
 * its Instagram stand-in: a buyer from the checkout (plan, email, card on the Stripe stand-in's page) creates the account, starts from an Analytics
 * with no source, connects the mid-size test account, sees every section filled with that
 * account's numbers, uploads its export ZIP and sees the audience, then disconnects.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INSTAGRAM_COPY, INSTAGRAM_SCREEN_COPY, UNLOCK_TEXT } from '../../content/instagram-connection';
import {
  standInAccount,
  standInComments,
  standInFollowers,
  standInFollowing,
  standInMedia,
} from '../../server/dev-instagram/accounts';
import { api } from '../server/helpers';
import { expectAccessible, expectModalTrapsFocus } from './accessibility';
import { pagePerTest } from './browser';
import { subscribeInBrowser } from './checkout';

const tab = pagePerTest();
const count = (value: number) => value.toLocaleString('en-US');

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
  const friends = standInFollowing('mid').filter((user) => followers.has(user.username)).length;
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

/** The tile of `label`: its total, or the line saying what unlocks it. */
async function tile(page: Page, label: string) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  return (await item.locator('strong, p').first().textContent())?.trim();
}

const buyAndCreateAccount = (page: Page, email: string) => subscribeInBrowser(page, email, 'own-analysis-1');

describe('a subscriber’s own Instagram analysis in the browser', () => {
  it('connects, sees its numbers, adds its export, disconnects', { timeout: 120_000 }, async () => {
    const { page } = tab;
    const mid = expectedMid();
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
    const zip = Buffer.from(await (await api('/dev/instagram/exports/mid.zip')).arrayBuffer());
    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'instagram-wanderlight.studio.zip', mimeType: 'application/zip', buffer: zip }]);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => tile(page, 'Your friends'), { timeout: 20_000 }).toBe(count(mid.friends));
    expect(await tile(page, 'Your fans')).toBe(count(mid.fans));
    expect(await tile(page, 'Secret fans')).toBe(count(mid.secretFans));
    expect(await tile(page, 'Inactive followers')).toBe(count(mid.inactive));
    expect(await tile(page, 'New followers')).toBe(UNLOCK_TEXT['second-export']);

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
    expect(await tile(page, 'Your friends')).toBe(count(mid.friends));
    expect(await page.getByRole('button', { name: INSTAGRAM_COPY.connect }).count()).toBeGreaterThan(0);
  });
});
