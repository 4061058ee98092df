/**
 * The library end to end (spec 2.5, 2.8–2.12, 2.17 legal) in Debian's Chromium against the running
 * stack: every screen opens from the dashboard, news comes from the server, the breach check
 * answers per account, and the course PDFs are real.
 */
import type { Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lessonPdfPath } from '../../content/course';
import { NEWS } from '../../content/news';
import { expectAccessible } from './accessibility';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest();

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

describe('password safety in the browser', () => {
  it('shows the breaches of trial@demo.test, each with what to do', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'trial@demo.test', 'demo1234');
    await page
      .getByRole('link', { name: /Password safety/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard/password-safety');
    await heading(page, 'EMAIL COMPROMISED!');
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
    await heading(page, 'Good news!');
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
    await heading(page, NEWS[0].title);
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
      await heading(page, title);
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
    await heading(opened, 'Privacy Policy');
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
      await heading(page, title);
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

describe('the PDF course in the browser', () => {
  it('shows the ten lessons to an owner; View lesson 3 opens its PDF in the same tab', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await page.getByRole('link', { name: 'Open the course' }).click();
    await page.waitForURL('**/dashboard/course');
    await heading(page, 'Strategies to Boost Engagement on Your Instagram Profile');
    expect(await page.getByText('10-lessons pdf course').count()).toBeGreaterThan(0);
    for (let n = 1; n <= 10; n++)
      expect(await page.getByRole('link', { name: `View lesson ${n}`, exact: true }).count()).toBe(1);
    await expectAccessible(page, 'course');
    await page.getByRole('link', { name: 'View lesson 3', exact: true }).click();
    await page.waitForURL('**/dashboard/course/Lesson_n3.pdf');
  });

  it('serves every lesson to its owner (this browser) as a real PDF of several pages, and to no one else', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    for (let n = 1; n <= 10; n++) {
      const url = new URL(lessonPdfPath(n), baseUrl).href;
      // The page session is opened once the session lets the subscriber in: a moment after the dashboard shows.
      await expect.poll(async () => (await page.request.get(url)).status(), { timeout: 10_000 }).toBe(200);
      const response = await page.request.get(url);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const pdf = await PDFDocument.load(await response.body());
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
      expect((await fetch(url)).status).toBe(401);
    }
  });

  it('sends a visitor who does not own the course to the dashboard with the course offer open', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'gift@demo.test', 'demo1234');
    await page.goto(new URL('/dashboard/course', baseUrl).href);
    const offer = page.getByRole('dialog', { name: 'Strategies to Boost Engagement on Your Instagram Profile' });
    await offer.waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
