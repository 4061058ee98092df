/**
 * The library end to end (spec 2.5, 2.8–2.11, 2.17 legal) in Chromium against the running stack:
 * every screen opens from the dashboard, news comes from the server, and the breach check answers
 * per account. The course is course.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { NEWS } from '../../content/news';
import { expectAccessible } from './accessibility';
import { baseUrl, expectHeading, pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest();

describe('password safety in the browser', () => {
  it('shows the breaches of trial@demo.test, each with what to do', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'trial@demo.test', 'demo1234');
    await page
      .getByRole('link', { name: /Password safety/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard/password-safety');
    await expectHeading(page, 'EMAIL COMPROMISED!');
    expect(await page.getByText('Your email address was found in 3 data breaches.').count()).toBe(1);
    for (const site of ['Adobe', 'LinkedIn', 'Canva'])
      expect(await page.getByRole('heading', { name: site, exact: true }).count()).toBe(1);
    expect(await page.getByText('October 4, 2013').count()).toBe(1);
    expect(await page.getByText('Change this password, and anywhere you reused it').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'password-safety-breaches');
  });

  it("says 'Good news!' for premium@demo.test, who has none", async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await page.goto(new URL('/dashboard/password-safety', baseUrl).href);
    await expectHeading(page, 'Good news!');
    expect(await page.getByText('No breached accounts').count()).toBe(1);
    await expectAccessible(page, 'password-safety-clear');
  });
});

describe('news in the browser', () => {
  it('lists the news fetched on start, opens a post, goes back with To all news, and sends an unknown post to the list', async () => {
    const { page } = tab;
    const fetchedOnStart = page.waitForRequest((request) => request.url().endsWith('/functions/ig-getNews'), {
      timeout: 20_000,
    });
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await fetchedOnStart;
    await page.getByRole('link', { name: /News/ }).first().click();
    await page.waitForURL('**/dashboard/news');
    await expect
      .poll(() => page.getByRole('link', { name: NEWS[0].title }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    for (const item of NEWS) expect(await page.getByText(item.title, { exact: true }).count()).toBeGreaterThan(0);
    const image = await page.request.get(new URL(NEWS[0].imagePath, baseUrl).href);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    await expectAccessible(page, 'news');

    await page.getByRole('link', { name: NEWS[0].title }).first().click();
    await page.waitForURL(`**/dashboard/news/${NEWS[0].slug}`);
    await expectHeading(page, NEWS[0].title);
    for (const paragraph of NEWS[0].text)
      await expect.poll(() => page.getByText(paragraph, { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'news-post');
    await page.getByRole('link', { name: 'To all news' }).click();
    await page.waitForURL('**/dashboard/news');

    await page.goto(new URL('/dashboard/news/does-not-exist', baseUrl).href);
    await page.waitForURL('**/dashboard/news', { timeout: 15_000 });
  });
});

describe('legal pages in the browser', () => {
  it('open signed out, with every section, the date and the support mailto link', async () => {
    const { page } = tab;
    for (const [path, title, sections, last] of [
      ['/privacy', 'Privacy Policy', 13, 'Contact Us'],
      ['/terms-of-use', 'End User License Agreement', 15, 'Miscellaneous'],
    ] as const) {
      await page.goto(new URL(path, baseUrl).href);
      await expectHeading(page, title);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByText('Last updated: Mar 29, 2024').count()).toBe(1);
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings).toHaveLength(sections);
      expect(headings.at(-1)).toBe(last);
      expect(await page.locator('a[href="mailto:support@reach.example"]').count()).toBeGreaterThan(0);
      await expectAccessible(page, path.slice(1));
    }
  });

  it('opens from a framed page footer in a new tab', async () => {
    const { page } = tab;
    await page.goto(new URL('/password-recovery', baseUrl).href);
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Privacy Policy' }).click(),
    ]);
    await opened.waitForURL('**/privacy');
    await expectHeading(opened, 'Privacy Policy');
  });
});

describe('tips, trends, hacks and articles in the browser', () => {
  it('opens trends, hacks and Tips & Insights from the dashboard, each back to it with To all articles', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    for (const [link, path, title, count] of [
      ['Top 7 Instagram Trends That Will Define 2025', 'top-trends', 'Trends of 2025', 7],
      ['Top 5 Instagram Algorithm Hacks to Grow in 2025', 'top-hacks', 'Algorithm hacks', 5],
      ['Tips & Insights', 'insights', 'Tips & Insights', 17],
    ] as const) {
      await page.getByRole('link', { name: link }).first().click();
      await page.waitForURL(`**/dashboard/${path}`);
      await expectHeading(page, title);
      await expect.poll(() => page.locator('main ol > li').count(), { timeout: 15_000 }).toBe(count);
      await expectAccessible(page, path);
      await page.getByRole('link', { name: 'To all articles' }).click();
      await page.waitForURL('**/dashboard');
    }
  });

  it('opens both topics with their parts, reads an article, and redirects unknown topics and parts', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    for (const [card, slug, parts] of [
      ['Secret Admirers', 'secret-admirers', 4],
      ['Detect Stalkers', 'detect-stalkers', 5],
    ] as const) {
      await page.goto(new URL('/dashboard', baseUrl).href);
      await page.getByRole('link', { name: card }).first().click();
      await page.waitForURL(`**/dashboard/articles/${slug}`);
      await expect
        .poll(() => page.getByRole('link', { name: 'Read article' }).count(), { timeout: 15_000 })
        .toBe(parts);
      await expectAccessible(page, `articles-${slug}`);
    }
    await page.getByRole('link', { name: 'Read article' }).first().click();
    await page.waitForURL('**/dashboard/articles/detect-stalkers/*');
    await expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'article');
    await page.getByRole('link', { name: 'To all articles' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto(new URL('/dashboard/articles/nope', baseUrl).href);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
    await page.goto(new URL('/dashboard/articles/detect-stalkers/nope', baseUrl).href);
    await page.waitForURL('**/dashboard/articles/detect-stalkers', { timeout: 15_000 });
  });
});
