/**
 * The end-to-end tests' browser at phone size, and the sign-in form filled in as a visitor fills
 * it. The browser is Chromium's headless shell (Debian's chromium-headless-shell;
 * CHROMIUM_HEADLESS_SHELL_PATH overrides), the same engine as Chromium without its windowing, which
 * Playwright itself runs headless: it takes about half the CPU of the full browser. A file on what
 * only the full browser does (installability, the PDF viewer) asks for it: Debian's Chromium
 * (CHROMIUM_PATH overrides).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface BrowserChoice {
  /** The full Chromium instead of its headless shell. */
  full?: boolean;
}

export function launchBrowser({ full = false }: BrowserChoice = {}): Promise<Browser> {
  const executablePath = full
    ? (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
    : (process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell');
  return chromium.launch({ executablePath, args: LAUNCH_ARGS });
}

// A step that waits longer (an action, a navigation, a locator's evaluate) fails naming what it
// waited for, before the test's own timeout would end it without saying.
const STEP_TIMEOUT_MS = 25_000;

/** A fresh context at phone size (390 × 844, touch); `options` add to it. */
export async function newPhoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return context;
}

/** A page in a fresh phone-size context. */
export async function newPhonePage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  return (await newPhoneContext(browser, options)).newPage();
}

/** Fills the sign-in form (of the stack at `origin`) and submits it; does not wait for where it leads. */
export async function signIn(page: Page, email: string, password: string, origin = baseUrl) {
  await page.goto(new URL('/sign-in', origin).href);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the form and waits for the dashboard. */
export async function signInToDashboard(page: Page, email: string, password: string, origin = baseUrl) {
  await signIn(page, email, password, origin);
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
}

/** Waits until the page shows a heading named exactly `name`. */
export const expectHeading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

/** One browser for the file and a fresh phone-size page (its context given `options`) for every test (registers the hooks). */
export function pagePerTest(
  choice: BrowserChoice = {},
  options?: BrowserContextOptions,
): { readonly browser: Browser; readonly page: Page } {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(choice);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await newPhonePage(browser!, options);
  });
  return {
    get browser() {
      return browser!;
    },
    get page() {
      return page!;
    },
  };
}
