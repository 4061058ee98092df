/**
 * Installability and offline use in the full Chromium (whose reading of installability the
 * headless shell lacks) against the running stack: the
 * brand's manifest and icons, the service worker taking the page and serving it offline (the app
 * shell, a course PDF, the offline notice, for Firebase's calls too), and a new version offered by
 * the update modal.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { startThrowawayStack } from '../../scripts/stack.mjs';
import { OFFLINE_NOTICE, UPDATE_MODAL } from '../../content/app-shell';
import { authErrorMessage } from '../../content/auth-errors';
import { lessonPdfPath } from '../../content/course';
import { expectAccessible } from './accessibility';
import { baseUrl, pagePerTest, signInToDashboard } from './browser';

const tab = pagePerTest({ full: true });
const LESSON = lessonPdfPath(1);
const CACHE_PREFIX = 'profile-analyzer-';

const headValue = (page: Page, selector: string, attribute: string) =>
  page.evaluate(([s, a]) => document.head.querySelector(s)?.getAttribute(a), [selector, attribute]);

/** Waits until the service worker is active and controls the page; answers its script URL. */
async function controlledBy(page: Page): Promise<string> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), { timeout: 20_000 })
    .toBeTruthy();
  return (await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL))!;
}

/** The server's API and the logging call: what a lost signal stops while the cache still answers. */
const isBackendCall = (url: URL) =>
  /^\/(rec|subs|api|functions|event)(\/|$)/.test(url.pathname) || url.searchParams.has('source');

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });

describe('installable app', () => {
  it("links the brand's manifest, valid with real PNG icons, and follows the brand once the plan is known", async () => {
    const { page } = tab;
    // Home (it sends a signed-out visitor on to sign-in): the app shell starts with the app.
    await page.goto(baseUrl);
    await expect
      .poll(() => headValue(page, 'link[rel="manifest"]', 'href'), { timeout: 15_000 })
      .toBe('/manifests/default.webmanifest');
    expect(await headValue(page, 'meta[name="theme-color"]', 'content')).toBe('#7C3AED');

    for (const [brand, name, themeColor] of [
      ['default', 'Reach', '#7C3AED'],
      ['x', 'Orbit', '#2563EB'],
      ['y', 'Pulse', '#0D9488'],
    ]) {
      const response = await page.request.get(new URL(`/manifests/${brand}.webmanifest`, baseUrl).href);
      expect(response.headers()['content-type']).toBe('application/manifest+json');
      const manifest = await response.json();
      expect(manifest).toMatchObject({
        name: `${name} Profile Analyzer`,
        short_name: name,
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: themeColor,
      });
      expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
      for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
        const png = await page.request.get(new URL(icon.src, baseUrl).href);
        expect(png.headers()['content-type']).toBe('image/png');
        const bytes = await png.body();
        expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes); // IHDR width × height
      }
    }

    // Chromium's own reading: the linked manifest parses without errors and the app is installable.
    await controlledBy(page);
    const cdp = await page.context().newCDPSession(page);
    const { errors, url } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect([url, errors]).toEqual([new URL('/manifests/default.webmanifest', baseUrl).href, []]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // A test browser context is incognito, where Chromium never offers installation: nothing else may stand in the way.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

    const worker = await page.request.get(new URL('/sw.js', baseUrl).href);
    expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await signInToDashboard(page, 'x@demo.test', 'demo1234');
    await expect
      .poll(() => headValue(page, 'link[rel="manifest"]', 'href'), { timeout: 15_000 })
      .toBe('/manifests/x.webmanifest');
    expect(await headValue(page, 'meta[name="theme-color"]', 'content')).toBe('#2563EB');
  });

  it('shows the offline notice when a call gets no answer, and opens from the cache offline: the app shell, a course PDF', async () => {
    const { page } = tab;
    const context = page.context();
    await signInToDashboard(page, 'premium@demo.test', 'demo1234');
    expect(await controlledBy(page)).toBe(new URL('/sw.js', baseUrl).href);
    expect(await offlineNotice(page).count()).toBe(0);

    // Calls that get no answer (the signal drops in a tunnel): the notice shows; an answer hides it.
    await context.route(isBackendCall, (route) => route.abort('internetdisconnected'));
    await page
      .getByRole('link', { name: /Password safety/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard/password-safety');
    await expect.poll(() => offlineNotice(page).count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'offline-notice');
    await context.unrouteAll();
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Good news!' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await offlineNotice(page).count()).toBe(0);

    // A lesson the owner opened is kept for offline (its page session's files).
    await expect
      .poll(() => page.evaluate(async (lesson) => (await fetch(lesson)).status, LESSON), { timeout: 10_000 })
      .toBe(200);
    await context.setOffline(true);
    try {
      const response = await page.goto(new URL('/dashboard', baseUrl).href);
      expect(response?.fromServiceWorker()).toBe(true);
      expect(await page.title()).toBe('Profile Analyzer');
      await expect.poll(() => offlineNotice(page).count(), { timeout: 15_000 }).toBe(1);
      const pdf = await page.evaluate(async (lesson) => {
        const answer = await fetch(lesson);
        return {
          type: answer.headers.get('content-type'),
          head: new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5)),
        };
      }, LESSON);
      expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF-' });
    } finally {
      await context.setOffline(false);
    }
  });

  it('shows the offline notice when a sign-in gets no answer from the identity service, until a call is answered again', async () => {
    const { page } = tab;
    const context = page.context();
    await context.route(/identitytoolkit\.googleapis\.com/, (route) => route.abort('internetdisconnected'));
    // The failed sign-in then asks our server about activation (spec 8): held until the notice was seen.
    let noticeSeen = () => {};
    const seen = new Promise<void>((resolve) => (noticeSeen = resolve));
    await context.route(isBackendCall, async (route) => {
      await seen;
      await route.continue();
    });
    await page.goto(new URL('/sign-in', baseUrl).href);
    await page.getByLabel('Email').fill('premium@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => offlineNotice(page).count(), { timeout: 15_000 }).toBe(1);
    noticeSeen();
    await expect.poll(() => page.getByText(authErrorMessage('auth/network-request-failed')).count()).toBe(1);
    await expect.poll(() => offlineNotice(page).count(), { timeout: 15_000 }).toBe(0);
  });

  it('offers a new version in the update modal and reloads into it on Update', async () => {
    // A server of its own, serving a copy of the build: the version published there reaches no
    // other file's browser, whose service workers would find it as this one does.
    const build = await fs.mkdtemp(path.join(os.tmpdir(), 'app-update-'));
    await fs.cp('dist', build, { recursive: true, preserveTimestamps: true });
    const stack = await startThrowawayStack({
      port: 0,
      staticDir: build,
      authEmulatorHost: inject('authEmulatorHost'),
    });
    try {
      const { page } = tab;
      await signInToDashboard(page, 'premium@demo.test', 'demo1234', stack.url);
      await controlledBy(page);
      const [current] = await page.evaluate(() => caches.keys());
      expect(current).toMatch(new RegExp(`^${CACHE_PREFIX}[0-9a-f]{16}$`));
      const version = current.slice(CACHE_PREFIX.length);

      // Publish a changed worker (and its compressed copies).
      const workerFile = path.join(build, 'sw.js');
      const next = Buffer.from((await fs.readFile(workerFile, 'utf8')).replaceAll(version, `${version}e2e`));
      await fs.writeFile(workerFile, next);
      await fs.writeFile(`${workerFile}.br`, brotliCompressSync(next));
      await fs.writeFile(`${workerFile}.gz`, gzipSync(next));

      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      const modal = page.getByRole('dialog', { name: UPDATE_MODAL.title });
      await modal.waitFor({ timeout: 20_000 });
      expect(await modal.getByText(UPDATE_MODAL.text).count()).toBe(1);
      await expectAccessible(page, 'update-modal');

      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await modal.getByRole('button', { name: UPDATE_MODAL.update }).click();
      await reloaded;
      await controlledBy(page);
      // The new version controls the page and the old one's cache is gone.
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([`${CACHE_PREFIX}${version}e2e`]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
      expect(await page.getByRole('dialog', { name: UPDATE_MODAL.title }).count()).toBe(0);
    } finally {
      await stack.stop();
      await fs.rm(build, { recursive: true, force: true });
    }
  });
});
