// `npm run bench:web`: Lighthouse, mobile preset (phone emulation, simulated slow 4G and 4x slower
// CPU), on the built SPA served by its own stack: /sign-in signed out, then the signed-in pages as
// a demo subscriber, each a cold load (empty HTTP cache, no service worker), then a repeat visit of
// each (cache and service worker kept from a load just before). Prints a table, checks the budgets
// (exit 1 when missed) and writes the median run of every route to reports/web/.
// The built SPA talks to the Auth emulator on 9099, so run it as `flock /tmp/e2e.lock npm run bench:web`.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { startThrowawayStack } from './stack.mjs';

// Five: the stack shares the two cores with the browser, so single runs swing by a few points.
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const ACCOUNT = { email: 'premium@demo.test', password: 'demo1234' };
const REPORT_DIR = path.resolve('reports/web');
/** Signed-out routes first, while the fresh profile has no session. */
/** The goal for every page: as fast as the sign-in page (docs/performance.md). */
const PAGE_BUDGET = { performance: 99, lcpMs: 1200, tbtMs: 50, cls: 0 };
const ROUTES = [
  { path: '/sign-in', signedIn: false, budget: { ...PAGE_BUDGET, performance: 100, jsKb: 95 } },
  ...['/dashboard', '/dashboard/analytics', '/dashboard/my-plan', '/dashboard/course'].map((path) => ({
    path,
    signedIn: true,
    budget: PAGE_BUDGET,
  })),
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Signs in through the real form in the same browser profile: Firebase Auth keeps the session in its IndexedDB. */
async function signIn(chromePort, baseUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/sign-in', baseUrl).href);
    await page.getByLabel('Email').fill(ACCOUNT.email);
    await page.getByLabel('Password').fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    // The app opens its page session just after (PAGE_SESSION_COOKIE of contracts/rendered-pages.ts):
    // the pages the server renders with the subscriber's records need it.
    const pageSession = async () => (await page.context().cookies()).some(({ name }) => name === 'page-session');
    for (let tries = 0; !(await pageSession()); tries += 1) {
      if (tries === 100) throw new Error('The app opened no page session within 10 s of signing in');
      await page.waitForTimeout(100);
    }
    await page.close();
  } finally {
    await browser.close(); // connected over CDP: disconnects, the browser stays up for Lighthouse
  }
}

/**
 * Loads `url` once and waits until the service worker it installed, if any, is active: what a
 * repeat visit finds. (A signed-out visitor's sign-in page installs none until they touch it.)
 */
async function visitBefore(chromePort, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      if (await navigator.serviceWorker.getRegistration()) await navigator.serviceWorker.ready;
    });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse navigation. A cold one resets storage: it empties the HTTP cache and service
 * workers but not IndexedDB, so the session survives (the final-URL check proves it). A repeat
 * visit keeps them all.
 */
async function audit(chromePort, url, { repeat = false } = {}, attemptsLeft = 2) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: repeat,
  });
  // A trace that failed to record (NO_NAVSTART, say) is Lighthouse's own hiccup: it asks to run again.
  if (lhr.runtimeError && attemptsLeft > 1) return audit(chromePort, url, { repeat }, attemptsLeft - 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
  if (landedOn !== new URL(url).pathname)
    throw new Error(`Lighthouse on ${url} ended on ${landedOn}: not the page to measure`);
  return lhr;
}

function figures(lhr) {
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: scripts.reduce((total, item) => total + item.transferSize, 0) / 1024,
  };
}

function overBudget({ performance, lcpMs, tbtMs, cls, jsKb }, budget) {
  return [
    performance < budget.performance && `Performance ${performance} < ${budget.performance}`,
    lcpMs > budget.lcpMs && `LCP ${(lcpMs / 1000).toFixed(2)} s > ${budget.lcpMs / 1000} s`,
    tbtMs > budget.tbtMs && `TBT ${tbtMs.toFixed(0)} ms > ${budget.tbtMs} ms`,
    cls > budget.cls && `CLS ${cls.toFixed(3)} > ${budget.cls}`,
    budget.jsKb !== undefined && jsKb > budget.jsKb && `JS ${jsKb.toFixed(1)} kB > ${budget.jsKb} kB`,
  ].filter(Boolean);
}

/** What Lighthouse says would help most, for a route over budget. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 1)
    .sort((a, b) => (b.metricSavings?.LCP ?? 0) - (a.metricSavings?.LCP ?? 0))
    .slice(0, 5)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const stack = await startThrowawayStack({ port: Number(process.env.BENCH_WEB_PORT ?? 4198) });
let chrome;
try {
  if (stack.build === 'failed') throw new Error('The SPA build failed: nothing to measure');
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  await fs.mkdir(REPORT_DIR, { recursive: true });
  const results = [];
  let lighthouseVersion;
  const only = process.env.BENCH_WEB_ROUTES?.split(',');
  for (const route of ROUTES.filter((route) => !only || only.includes(route.path))) {
    if (route.signedIn && !results.some((result) => result.signedIn)) await signIn(chrome.port, stack.url);
    const url = new URL(route.path, stack.url).href;
    for (const visit of ['cold', 'repeat']) {
      const repeat = visit === 'repeat';
      if (repeat) await visitBefore(chrome.port, url);
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, url, { repeat }));
      const median = computeMedianRun(runs);
      lighthouseVersion = median.lighthouseVersion;
      const result = { path: route.path, visit, signedIn: route.signedIn, ...figures(median) };
      // The goals are for a first visit; a repeat visit is reported beside it.
      result.overBudget = repeat ? [] : overBudget(result, route.budget);
      results.push(result);
      const slug = `${route.path.slice(1).replaceAll('/', '-')}${repeat ? '-repeat' : ''}`;
      await fs.writeFile(path.join(REPORT_DIR, `${slug}.json`), JSON.stringify(median));
      if (result.overBudget.length) result.opportunities = opportunities(median);
    }
  }
  await fs.writeFile(
    path.join(REPORT_DIR, 'summary.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, results }, null, 2),
  );

  console.log(`\nLighthouse ${lighthouseVersion}, mobile preset, median of ${RUNS} runs`);
  console.log(
    `${'route'.padEnd(22)} ${'visit'.padEnd(6)} ${'perf'.padStart(4)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'JS kB'.padStart(7)}`,
  );
  for (const { path: route, visit, performance, lcpMs, tbtMs, cls, jsKb } of results) {
    const cells = [
      String(performance).padStart(4),
      (lcpMs / 1000).toFixed(2).padStart(6),
      tbtMs.toFixed(0).padStart(7),
      cls.toFixed(3).padStart(6),
      jsKb.toFixed(1).padStart(7),
    ];
    console.log(`${route.padEnd(22)} ${visit.padEnd(6)} ${cells.join(' ')}`);
  }
  const missed = results.filter((result) => result.overBudget.length);
  for (const result of missed) {
    console.log(`\n${result.path} over budget: ${result.overBudget.join(', ')}`);
    for (const line of result.opportunities) console.log(`  - ${line}`);
  }
  console.log(missed.length ? '\nBudget MISSED' : '\nAll budgets met');
  console.log(`Reports: ${path.relative(process.cwd(), REPORT_DIR)}/`);
  process.exitCode = missed.length ? 1 : 0;
} finally {
  await chrome?.kill();
  await stack.stop();
}
