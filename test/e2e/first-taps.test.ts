/**
 * A returning subscriber's pages show before the app has them (the dashboard and the
 * course painted from the page, My Plan and Analytics rendered with their records), and nothing
 * pressed there is lost: a button shows pressed and its press is replayed once the app has the
 * page, files chosen are the app's chosen files, and a link works by itself. Every script file
 * is held back, so each press lands on the page as the server sent it, before any of them has come.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXPORT_UPLOAD_COPY } from '../../content/export-upload';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages';
import { DEMO_PASSWORD } from '../server/helpers';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';
import { cookieNamed, hold, renderedByTheApp, WITHOUT_SERVICE_WORKER } from './first-paint';

const tab = pagePerTest({}, WITHOUT_SERVICE_WORKER);

/** The page's script files: its after-paint module, the entry and every chunk. */
const SCRIPTS = /\/assets\/[^/]+\.js$/;

/** Signs `email` in, then opens `path` as the server sends it, with its scripts held back until released. */
async function openBeforeTheApp(email: string, path: string) {
  const { page } = tab;
  await signInToDashboard(page, email, DEMO_PASSWORD);
  // The cookies that make the server paint or render the page.
  for (const name of [FIRST_SCREEN_COOKIE, PAGE_SESSION_COOKIE])
    await expect.poll(async () => (await cookieNamed(page, name)) !== undefined).toBe(true);
  const scripts = hold(page, SCRIPTS);
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'commit' });
  return scripts;
}

/** How the element looks, as far as a pressed state shows. */
const lookOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.opacity, style.cursor, style.filter, style.transform].join(' ');
  });

/** Taps `control` on the page as the server sent it (as a finger would, whatever state it shows) and expects it to look pressed. */
async function tapBeforeTheApp(control: Locator) {
  await control.waitFor({ timeout: 10_000 });
  const look = await lookOf(control);
  await control.tap({ force: true });
  expect(await renderedByTheApp(control)).toBe(false);
  await expect.poll(() => lookOf(control)).not.toBe(look);
}

describe('a press before the app has the page', () => {
  it.each(['premium@demo.test', 'x@demo.test', 'y@demo.test'])(
    "opens the menu of the painted dashboard once the app has it, in the brand's page (%s)",
    async (email) => {
      const { page } = tab;
      const scripts = await openBeforeTheApp(email, '/dashboard');
      await tapBeforeTheApp(page.getByRole('button', { name: 'Open menu' }));
      await scripts.release();
      await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count(), { timeout: 20_000 }).toBe(1);
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    },
  );

  it('follows a link of the painted course by itself', async () => {
    const { page } = tab;
    const scripts = await openBeforeTheApp('premium@demo.test', '/dashboard/course');
    const back = page.getByRole('link', { name: 'Back' });
    await back.waitFor({ timeout: 10_000 });
    expect(await renderedByTheApp(back)).toBe(false);
    await back.tap();
    await page.waitForURL('**/dashboard', { timeout: 15_000, waitUntil: 'commit' });
    await scripts.release();
  });

  it("opens the cancel modal from My Plan's rendered button once the app has the page", async () => {
    const { page } = tab;
    const scripts = await openBeforeTheApp('y@demo.test', '/dashboard/my-plan');
    await tapBeforeTheApp(page.getByRole('button', { name: 'Cancel subscription' }));
    await scripts.release();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'We are sorry to see you go' }).count(), { timeout: 20_000 })
      .toBe(1);
  });

  it('keeps the export chosen on the rendered Analytics page for the app to upload', async () => {
    const { page } = tab;
    const scripts = await openBeforeTheApp('y@demo.test', '/dashboard/analytics');
    const choose = page.getByText(EXPORT_UPLOAD_COPY.choose, { exact: true });
    await choose.waitFor({ timeout: 10_000 });
    const look = await lookOf(choose);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'instagram-export.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
    expect(await renderedByTheApp(choose)).toBe(false);
    await expect.poll(() => lookOf(choose)).not.toBe(look);
    await scripts.release();
    const chosen = page.getByRole('list', { name: EXPORT_UPLOAD_COPY.chosenFiles });
    await expect
      .poll(() => chosen.textContent({ timeout: 1000 }).catch(() => null), { timeout: 20_000 })
      .toBe('instagram-export.zip');
    expect(await page.getByRole('button', { name: EXPORT_UPLOAD_COPY.upload, exact: true }).isEnabled()).toBe(true);
  });
});
