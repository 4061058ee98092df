// /dashboard/my-plan and /dashboard/analytics rendered with the subscriber's own records (contracts/rendered-pages.ts): the
// page-session cookie made from their ID token names them; only while their 5-hour session lasts,
// a subscription lets them in and the device's first-screen cookie is there. Anyone else gets the
// loader, as before.
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../content/constants.ts';
import { EXPORT_UPLOAD_COPY } from '../../content/export-upload.ts';
import { MY_PLAN_OFFERS } from '../../content/offers.ts';
import { DEMO_DATA_NOTE } from '../../content/profile-data.ts';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import type { ProfileDocument } from '../../contracts/profile.ts';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages.ts';
import { ENDPOINTS } from '../../contracts/endpoints.ts';
import { planFromCode } from '../../domain/plans.ts';
import { PAST_DUE_COPY } from '../../content/membership.ts';
import { api, bearer, idTokenFor, post, TEST_CARDS } from './helpers.ts';
import { newSubscriber, subscription } from './membership-fixtures.ts';
import { advanceTestClock, eventually, testClockAt } from './stripe-stand-in.ts';
import { pageAt, pageSessionOf } from './pages.ts';

const MY_PLAN = '/dashboard/my-plan';
/** What only the rendered page has: the loader has no screen's text. */
const RENDERED = '>My active plan</h2>';

const myPlan = (cookies: Record<string, string>) => pageAt(MY_PLAN, cookies);

const moveClock = (body: Record<string, unknown>) => post('/dev/clock', body, { 'content-type': 'application/json' });
afterEach(async () => void (await moveClock({ reset: true })));

describe('the page session', () => {
  it('is an HttpOnly cookie for the dashboard pages, ending with the 5-hour session, made only from an ID token', async () => {
    expect((await post(ENDPOINTS.openPageSession.path)).status).toBe(401);
    const { cookie, value } = await pageSessionOf('trial@demo.test');
    expect(value).not.toBe('');
    expect(cookie).toMatch(/; Path=\/dashboard(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(SESSION_LIFETIME_MS / 1000 - 60);
    expect(maxAge).toBeLessThanOrEqual(SESSION_LIFETIME_MS / 1000);
  });

  it('is removed by DELETE', async () => {
    const response = await api(ENDPOINTS.openPageSession.path, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=;.*Max-Age=0`));
  });
});

describe('My Plan rendered by the server', () => {
  it("shows the subscriber's plan and the offers they own, with their email, never cached", async () => {
    const { value } = await pageSessionOf('premium@demo.test');
    const { response, html } = await myPlan({ [PAGE_SESSION_COOKIE]: value, [FIRST_SCREEN_COOKIE]: 'default.course' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/Cookie/i);
    expect(html).toContain(`>${planFromCode('ig_premium_one_month').name}</p>`);
    for (const offer of MY_PLAN_OFFERS)
      expect(html).toContain(offer.purchased.description.replace('{email}', 'premium@demo.test'));
    expect(html).toContain('every other Reach');
  });

  it("is in the brand of the subscriber's plan, with its open offers", async () => {
    const { value } = await pageSessionOf('x@demo.test');
    const { html } = await myPlan({ [PAGE_SESSION_COOKIE]: value, [FIRST_SCREEN_COOKIE]: 'x' });
    expect(html).toContain('every other Orbit');
    for (const offer of MY_PLAN_OFFERS) expect(html).toContain(`>${offer.title}</h3>`);
  });

  it("says a subscriber's renewal failed, with 'Update card', from the first paint", async () => {
    const clock = await testClockAt(new Date());
    const account = await newSubscriber('ig_premium_one_month', { card: TEST_CARDS.failsLater, testClock: clock.id });
    const cookies = async () => ({
      [PAGE_SESSION_COOKIE]: (await pageSessionOf(account.email, account.password)).value,
      [FIRST_SCREEN_COOKIE]: 'default',
    });
    // As React writes text into markup.
    const title = `>${PAST_DUE_COPY.title.replace("'", '&#x27;')}</h2>`;
    expect((await myPlan(await cookies())).html).not.toContain(title);
    const { current_period_end } = await subscription(account.subscriptionId);
    await advanceTestClock(clock.id, new Date(Date.parse(current_period_end!) + 2 * 3_600_000));
    await eventually(
      () => subscription(account.subscriptionId),
      (s) => s.past_due,
    );
    const { html } = await myPlan(await cookies());
    expect(html).toContain(title);
    expect(html).toContain(`>${PAST_DUE_COPY.button}</button>`);
  });

  it('is the loader without a subscription that lets the subscriber in', async () => {
    const { value } = await pageSessionOf('nosub@demo.test');
    const { html } = await myPlan({ [PAGE_SESSION_COOKIE]: value, [FIRST_SCREEN_COOKIE]: 'default' });
    expect(html).not.toContain(RENDERED);
  });

  it('is the loader once the 5-hour session is over', async () => {
    const { value } = await pageSessionOf('trial@demo.test');
    const cookies = { [PAGE_SESSION_COOKIE]: value, [FIRST_SCREEN_COOKIE]: 'default' };
    expect((await myPlan(cookies)).html).toContain(RENDERED);
    await moveClock({ advanceMs: SESSION_LIFETIME_MS + 60_000 });
    expect((await myPlan(cookies)).html).not.toContain(RENDERED);
  });

  it("is the loader without the device's first-screen cookie, or with a cookie Firebase did not make", async () => {
    const { value } = await pageSessionOf('trial@demo.test');
    const refused: Record<string, string>[] = [
      { [PAGE_SESSION_COOKIE]: value },
      { [FIRST_SCREEN_COOKIE]: 'default' },
      { [PAGE_SESSION_COOKIE]: `${value.slice(0, -4)}AAAA`, [FIRST_SCREEN_COOKIE]: 'default' },
      { [PAGE_SESSION_COOKIE]: 'not-a-cookie', [FIRST_SCREEN_COOKIE]: 'default' },
    ];
    for (const cookies of refused) {
      const { response, html } = await myPlan(cookies);
      expect(response.status).toBe(200);
      expect(html, JSON.stringify(cookies)).not.toContain(RENDERED);
    }
  });

  it("keeps the server's render module and templates from the browser", async () => {
    expect((await api('/_render/render-pages.js')).status).toBe(404);
    expect((await api('/_render/my-plan.default.html')).status).toBe(404);
  });
});

describe('Analytics rendered by the server', () => {
  it("shows the subscriber's own analysis, as their profile call gives it, never cached", async () => {
    const document = (await (
      await post('/functions/ig-getProfileData', undefined, bearer(await idTokenFor('premium@demo.test')))
    ).json()) as ProfileDocument;
    const posts = document._calculatedData?.overviewStatistics?.totalPostsAnalyzed;
    expect(posts).toBeGreaterThan(0);
    const { value } = await pageSessionOf('premium@demo.test');
    const cookies = { [PAGE_SESSION_COOKIE]: value, [FIRST_SCREEN_COOKIE]: 'default.course' };
    const { response, html } = await pageAt('/dashboard/analytics', cookies);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/Cookie/i);
    expect(html).toContain(`Analysis of your Instagram account based on ${posts} latest posts`);
    expect(html).toContain(DEMO_DATA_NOTE);
    expect(html).toContain(`>${EXPORT_UPLOAD_COPY.title}<`);
  });

  it('is the loader without a subscription that lets the subscriber in', async () => {
    const { value } = await pageSessionOf('nosub@demo.test');
    const cookies = { [PAGE_SESSION_COOKIE]: value, [FIRST_SCREEN_COOKIE]: 'default' };
    const { html } = await pageAt('/dashboard/analytics', cookies);
    expect(html).not.toContain('Analysis of your Instagram account');
    expect(html).not.toContain(`>${EXPORT_UPLOAD_COPY.title}<`);
  });
});
