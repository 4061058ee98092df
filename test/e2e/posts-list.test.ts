/**
 * Every analysed post, end to end in Debian's Chromium at phone size against the running stack:
 * premium@demo.test sees which format works best on Analytics, opens 'See all posts', sorts by
 * comments and sees the order of its own document's posts change to most commented first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatName, formatVerdict, ratioText } from '../../content/post-formats';
import { POSTS_LIST_COPY as COPY, SORT_LABELS } from '../../content/posts-list';
import type { AnalysedPostView, ProfileDocument } from '../../contracts/profile';
import { api, bearer, idTokenFor } from '../server/helpers';
import { expectAccessible } from './accessibility';
import { pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest();

/** The document the server answers the account, as the app reads it. */
async function profileOf(email: string): Promise<ProfileDocument> {
  const answer = await api('/functions/ig-getProfileData', {
    method: 'POST',
    headers: bearer(await idTokenFor(email)),
  });
  return (await answer.json()) as ProfileDocument;
}

const rows = (page: Page) => page.getByRole('list', { name: COPY.listName }).getByRole('listitem');
/** Each row's date and comments as shown. */
const shown = (page: Page) =>
  rows(page).evaluateAll((items) =>
    items.map((item) => {
      const figures = Object.fromEntries(
        [...item.querySelectorAll('dl > div')].map((pair) => [
          pair.querySelector('dt')!.textContent,
          pair.querySelector('dd')!.textContent,
        ]),
      );
      return { date: item.querySelector('time')!.getAttribute('datetime'), comments: figures.Comments };
    }),
  );
const asShown = (posts: AnalysedPostView[]) =>
  posts.map((post) => ({ date: post.takenAt, comments: post.comments.toLocaleString('en-US') }));

describe('posts list in the browser', () => {
  it('premium@demo.test sees its best format on Analytics, opens every post and sorts them by comments', async () => {
    const { page } = tab;
    const { posts, formats } = (await profileOf('premium@demo.test'))._calculatedData!;
    expect(posts!.length).toBeGreaterThan(10);
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await page.getByRole('link', { name: 'Open Analytics' }).click();
    await page.waitForURL('**/dashboard/analytics');

    const card = page.getByRole('region', { name: 'Post formats' });
    await card.scrollIntoViewIfNeeded({ timeout: 15_000 });
    await expectAccessible(page, 'analytics-post-formats');
    expect(await card.locator('p').first().textContent()).toBe(formatVerdict(formats!).headline);
    const table = await card
      .getByRole('row')
      .evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(table.map(([name, count, , ratio]) => [name, count, ratio])).toEqual(
      formats!.map((format) => [formatName(format.format), String(format.posts), ratioText(format.ratio)]),
    );

    await page.getByRole('link', { name: COPY.seeAll }).click();
    await page.waitForURL('**/dashboard/analytics/posts');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(posts!.length);
    expect(await page.getByRole('heading', { level: 1, name: COPY.title }).count()).toBe(1);
    expect(await shown(page)).toEqual(asShown(posts!));
    await expectAccessible(page, 'posts-list');

    await page.getByLabel(COPY.sortLabel).selectOption({ label: SORT_LABELS.comments });
    const mostCommented = [...posts!].sort((a, b) => b.comments - a.comments);
    await expect.poll(() => shown(page)).toEqual(asShown(mostCommented));
    expect(asShown(mostCommented)).not.toEqual(asShown(posts!));

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/dashboard/analytics');
  });
});
