/** What the first-paint tests watch and hold back in the page (first-screen, rendered pages). */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';

/**
 * The first-paint tests' pages: without the service worker, which would answer the scripts from
 * its cache once it controls the page (the app registers it after sign-in), out of `hold`'s reach.
 */
export const WITHOUT_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'block' };

/** The page's cookie of that name, whatever its path. */
export const cookieNamed = async (page: Page, name: string) =>
  (await page.context().cookies()).find((cookie) => cookie.name === name);

/** The app's chunk with the router and the session's services. */
export const APP_CHUNK = /\/assets\/app-[^/]+\.js$/;

/** Whether the page ever showed a loader (the full-screen one, or a screen's 'Loading …' spinner), from its first byte on. */
export async function watchForLoader(page: Page) {
  await page.addInitScript(() => {
    const loading = (status: Element) =>
      /^Loading/.test(status.getAttribute('aria-label') ?? status.textContent?.trim() ?? '');
    new MutationObserver(() => {
      if ([...document.querySelectorAll('[role="status"]')].some(loading))
        (window as { loaderSeen?: boolean }).loaderSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { loaderSeen?: boolean }).loaderSeen === true);
}

/** Whether React renders the element: one the server sent has none of React's keys until the app replaces it. */
export const renderedByTheApp = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')));

/** Requests matching `url` wait until released; `reached` resolves when the first arrives. */
export function hold(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const routed = page.route(url, async (route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { reached, release: async () => (await routed, release()) };
}
