// The web checkout (the billing quiz ends in it): a plan starts only once the payment provider
// (Stripe's stand-in on the stack) confirms the payment, and the buyer lands on Create Your Account.
import { afterEach, describe, expect, it } from 'vitest';
import { anotherLoopbackAddress } from '../harness/loopback.ts';
import { startCheckout } from '../harness/web-checkout.ts';
import { api, baseUrl, buyAtCheckout, TEST_CARDS, uniqueEmail, webCheckout } from './helpers.ts';
import { advanceToWindowStart, DAY, resetClock, subscription } from './membership-fixtures.ts';
import { stripe, stripeSubscriptionOf } from './stripe-stand-in.ts';

const checkout = (fields: Record<string, string>) =>
  api('/checkout', { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('GET /checkout', () => {
  it('offers the four main plans with their prices, the weekly one with its trial', async () => {
    const page = await (await api('/checkout')).text();
    for (const line of [
      'Weekly Plan: $1 every week (the first 7 days are a trial)',
      'Premium Plan: $13.99',
      'Gift Plan: $19.99',
      '3-Month Plan: $49 every 12 weeks',
    ])
      expect(page).toContain(line);
  });
});

describe('POST /checkout → the provider → GET /checkout/complete', () => {
  afterEach(resetClock);

  it('records the weekly trial Stripe started and opens Create Your Account with its id', async () => {
    const email = uniqueEmail('buyer');
    const { id, checkoutSessionId } = await buyAtCheckout(email);
    const stored = await subscription(id);
    expect(stored).toMatchObject({
      status: 'active',
      plan_code: 'ig_weekly_trial',
      main_plan: true,
      emails: [email],
      billing_source: 'web',
      price: { amount: 100, currency: 'usd', interval: 'week', interval_count: 1 },
      past_due: false,
    });
    const stripeSubscription = await stripeSubscriptionOf(checkoutSessionId);
    expect(stripeSubscription.status).toBe('trialing');
    expect(Date.parse(stored.current_period_end!)).toBe(stripeSubscription.items.data[0].current_period_end * 1000);
    expect(Date.parse(stored.current_period_end!) - Date.parse(stored.started_at)).toBeCloseTo(7 * DAY, -5);
  });

  it('charges a plan without a trial at once, and the buyer returning twice finds one subscription', async () => {
    const email = uniqueEmail('premium-buyer');
    const { id, checkoutSessionId } = await buyAtCheckout(email, { planCode: 'ig_premium_one_month' });
    expect(await subscription(id)).toMatchObject({
      plan_code: 'ig_premium_one_month',
      price: { amount: 1399, interval: 'month' },
    });
    expect((await stripeSubscriptionOf(checkoutSessionId)).status).toBe('active');
    const again = await api(`/checkout/complete?session_id=${checkoutSessionId}`, { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!, baseUrl).searchParams.get('id')).toBe(id);
  });

  it('gives a buyer who leaves the checkout, or whose card is declined, no subscription', async () => {
    const email = uniqueEmail('leaver');
    const start = await checkout({ plan_code: 'ig_weekly_trial', email });
    expect(start.status).toBe(303);
    const paymentPage = start.headers.get('location')!;
    const sessionId = paymentPage.split('/').pop()!;
    const left = await api(`/checkout/complete?session_id=${sessionId}`, { redirect: 'manual' });
    expect(left.status).toBe(404);
    const declined = await fetch(paymentPage, {
      method: 'POST',
      body: new URLSearchParams({ number: TEST_CARDS.declined, expiry: '12/34', cvc: '123' }),
      redirect: 'manual',
    });
    expect(declined.status).not.toBe(303);
    expect(await declined.text()).toMatch(/declined/i);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe('open');
    expect((await api(`/checkout/complete?session_id=${sessionId}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('refuses a plan it does not sell, an extra, a bad email or session id with 400', async () => {
    for (const plan_code of ['ig_course_pack', 'ig_anything', 'ig_premium_one_month_x'])
      expect((await checkout({ plan_code, email: uniqueEmail('x') })).status).toBe(400);
    expect((await checkout({ plan_code: 'ig_weekly_trial', email: 'not-an-email' })).status).toBe(400);
    expect((await api('/checkout/complete?session_id=nope')).status).toBe(400);
  });

  it('starts at most 60 checkouts a minute from one address (429 with Retry-After beyond)', async () => {
    // From an address of its own on loopback, so the other tests' checkouts keep their quota, and
    // from the start of a minute, so all 61 fall in one window of the limit.
    const statuses = [];
    const address = anotherLoopbackAddress();
    await advanceToWindowStart(60_000);
    for (let i = 0; i < 61; i++)
      statuses.push(
        await startCheckout(baseUrl, { plan_code: 'ig_weekly_trial', email: uniqueEmail('many') }, address),
      );
    expect(statuses.slice(0, 60).every(({ status }) => status === 303)).toBe(true);
    expect(statuses[60].status).toBe(429);
    expect(Number(statuses[60].retryAfter)).toBeGreaterThan(0);
  });

  it('sells each brand its own plan codes', async () => {
    const id = await webCheckout(uniqueEmail('x-buyer'), { planCode: 'ig_x_3month' });
    expect(await subscription(id)).toMatchObject({
      plan_code: 'ig_x_3month',
      price: { amount: 4900, interval: 'week', interval_count: 12 },
    });
  });
});
