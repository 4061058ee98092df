/**
 * The PDF course end to end (spec 2.12) in the full Chromium (its PDF viewer opens a lesson in the
 * tab, where the headless shell would download it) against the running stack: the ten lessons,
 * each a real PDF served to its owner only, and the offer for a visitor who does not own it.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { lessonPdfPath } from '../../content/course';
import { expectAccessible } from './accessibility';
import { baseUrl, expectHeading, pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest({ full: true });

describe('the PDF course in the browser', () => {
  it('shows the ten lessons to an owner; View lesson 3 opens its PDF in the same tab', async () => {
    const { page } = tab;
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    await page.getByRole('link', { name: 'Open the course' }).click();
    await page.waitForURL('**/dashboard/course');
    await expectHeading(page, 'Strategies to Boost Engagement on Your Instagram Profile');
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
