// The purchase helper (spec 7): one-time extras and plan changes, each charged through Stripe (its
// stand-in on the stack) before anything is granted, one charge however often it is pressed.
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  answerKey,
  completeAuthentication,
  TEST_CARDS,
  answerOf,
  bearer,
  idTokenFor,
  inParallel,
  PARALLEL,
  post,
  stackDbReadable,
  tally,
} from './helpers.ts';
import {
  newAccount,
  newSubscriber,
  queuedEmailSubjects,
  subscription,
  subscriptionsOf,
  type TestAccount,
} from './membership-fixtures.ts';
import { eventually, stripe, stripeSubscriptionOf } from './stripe-stand-in.ts';

type Subscriber = TestAccount & { subscriptionId: string; checkoutSessionId?: string };

const purchase = (
  account: Subscriber,
  planId: string,
  overrides: Record<string, unknown> = {},
  token = account.token,
) =>
  post(
    '/api/purchase',
    {
      plan_id: planId,
      email: account.email,
      firebase_id: account.uid,
      mainPlanId: account.subscriptionId,
      ...overrides,
    },
    bearer(token),
  );

/** The subscriber's succeeded charges at the stand-in (payment_intent.succeeded events name them). */
async function chargesOf(account: Subscriber) {
  const { customer } = await stripeSubscriptionOf(account.checkoutSessionId!);
  const events = await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
  return events.data
    .map((event) => event.data.object as Stripe.PaymentIntent)
    .filter((intent) => intent.customer === customer);
}

/**
 * A press whose card asks the bank (3-D Secure): the answer is the bank's page, a second press
 * meanwhile answers the same page; the bank says `outcome`, and My Plan, where the provider sends
 * the buyer back, confirms the payment.
 */
async function throughTheBank(account: Subscriber, planId: string, outcome: 'complete' | 'fail' = 'complete') {
  const { authenticate } = (await (await purchase(account, planId)).json()) as { authenticate: string };
  expect(authenticate).toMatch(/^http/);
  expect(await (await purchase(account, planId)).json()).toEqual({ authenticate });
  const back = await completeAuthentication(await (await fetch(authenticate)).text(), authenticate, outcome);
  const returned = new URL(back.headers.get('location')!);
  expect(returned.pathname).toBe('/dashboard/my-plan');
  expect(returned.searchParams.get('purchase')).toBe(planId);
  const paymentIntent = returned.searchParams.get('payment_intent')!;
  const confirmed = await post('/api/purchase/confirm', { payment_intent: paymentIntent }, bearer(account.token));
  return { authenticate, paymentIntent, confirmed };
}

describe('POST /api/purchase: one-time extras, charged to the card on file', () => {
  it('charges the extra once off-session and grants it only then: an active non-main subscription', async () => {
    const account = await newSubscriber();
    const response = await purchase(account, 'ig_course_pack');
    expect(response.status).toBe(200);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await subscription(id)).toMatchObject({
      status: 'active',
      plan_code: 'ig_course_pack',
      main_plan: false,
      current_period_end: null,
      price: { amount: 2899, currency: 'usd', interval: null },
    });
    const charges = await chargesOf(account);
    expect(charges.map((charge) => [charge.amount, charge.metadata.plan_code])).toEqual([[2899, 'ig_course_pack']]);
  });

  it(`makes one charge and one extra for ${PARALLEL} concurrent presses and one more`, async () => {
    const account = await newSubscriber();
    const buy = () => purchase(account, 'ig_profile_report');
    const answers = [...(await inParallel(buy)), await answerOf(buy())];
    const { id } = answers[0].body as { id: string };
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(tally(answers)).toEqual({ [answerKey(200, { id })]: PARALLEL + 1 });
    expect((await subscriptionsOf(account)).filter((s) => s.plan_code === 'ig_profile_report')).toHaveLength(1);
    expect(await chargesOf(account)).toHaveLength(1);
    if (stackDbReadable) expect(await queuedEmailSubjects(account.email)).toEqual([]);
  });

  it('grants nothing when the card is declined: 402 with the decline, and the next press is a new charge', async () => {
    const account = await newSubscriber('ig_weekly_trial', { card: TEST_CARDS.failsLater });
    for (const _press of [1, 2]) {
      const refused = await purchase(account, 'ig_course_pack');
      expect(refused.status).toBe(402);
      expect((await refused.json()).error).toMatch(/declined/i);
    }
    expect((await subscriptionsOf(account)).map((s) => s.plan_code)).toEqual(['ig_weekly_trial']);
    expect(await chargesOf(account)).toHaveLength(0);
  });

  it('sends the buyer to their bank when the card asks, grants nothing meanwhile, and completes after', async () => {
    const account = await newSubscriber('ig_weekly_trial', { card: TEST_CARDS.alwaysAuthenticates });
    const { paymentIntent, confirmed } = await throughTheBank(account, 'ig_course_pack');
    expect(confirmed.status).toBe(200);
    const { id } = await confirmed.json();
    expect(await subscription(id)).toMatchObject({ plan_code: 'ig_course_pack', status: 'active' });
    // Only the buyer may confirm it.
    const stranger = await newSubscriber();
    expect(
      (await post('/api/purchase/confirm', { payment_intent: paymentIntent }, bearer(stranger.token))).status,
    ).toBe(404);
  });

  it('shows why not when the bank refuses the authentication, and grants nothing', async () => {
    const account = await newSubscriber('ig_weekly_trial', { card: TEST_CARDS.alwaysAuthenticates });
    const { confirmed: refused } = await throughTheBank(account, 'ig_profile_report', 'fail');
    expect(refused.status).toBe(402);
    expect((await refused.json()).error).toMatch(/authentication/i);
    expect((await subscriptionsOf(account)).map((s) => s.plan_code)).toEqual(['ig_weekly_trial']);
  });

  it('removes the extra when its charge is refunded in Stripe', async () => {
    const account = await newSubscriber();
    const { id } = await (await purchase(account, 'ig_course_pack')).json();
    const [charge] = await chargesOf(account);
    await stripe.refunds.create({ payment_intent: charge.id });
    expect(
      (
        await eventually(
          () => subscription(id),
          (s) => s.status === 'expired',
        )
      ).status,
    ).toBe('expired');
    expect((await subscriptionsOf(account)).filter((s) => s.status !== 'expired').map((s) => s.plan_code)).toEqual([
      'ig_weekly_trial',
    ]);
  });
});

describe('POST /api/purchase: plan changes and the free month', () => {
  it('charges the premium plan now and moves the main plan to it, with its price and a new term', async () => {
    const account = await newSubscriber();
    const response = await purchase(account, 'ig_premium_one_month');
    expect(await response.json()).toEqual({ id: account.subscriptionId });
    const after = await subscription(account.subscriptionId);
    expect(after).toMatchObject({
      plan_code: 'ig_premium_one_month',
      status: 'active',
      main_plan: true,
      price: { amount: 1399, interval: 'month', interval_count: 1 },
    });
    const termDays = (Date.parse(after.current_period_end!) - Date.now()) / 86_400_000;
    expect(termDays).toBeGreaterThanOrEqual(27);
    expect(termDays).toBeLessThanOrEqual(31.01);
  });

  it('keeps the plan when the card declines the change (402)', async () => {
    const account = await newSubscriber('ig_weekly_trial', { card: TEST_CARDS.failsLater });
    const refused = await purchase(account, 'ig_premium_one_month');
    expect(refused.status).toBe(402);
    expect(await subscription(account.subscriptionId)).toMatchObject({
      plan_code: 'ig_weekly_trial',
      price: { amount: 100 },
    });
  });

  it('sends the subscriber to their bank when the card asks, keeps the plan meanwhile, and changes it after', async () => {
    const account = await newSubscriber('ig_weekly_trial', { card: TEST_CARDS.alwaysAuthenticates });
    const pressed = purchase(account, 'ig_premium_one_month');
    expect(await (await pressed).json()).toHaveProperty('authenticate');
    expect(await subscription(account.subscriptionId)).toMatchObject({ plan_code: 'ig_weekly_trial' });
    const { confirmed } = await throughTheBank(account, 'ig_premium_one_month');
    expect(await confirmed.json()).toEqual({ id: account.subscriptionId });
    expect(await subscription(account.subscriptionId)).toMatchObject({
      plan_code: 'ig_premium_one_month',
      status: 'active',
      price: { amount: 1399, interval: 'month' },
    });
    expect(await (await purchase(account, 'ig_premium_one_month')).json()).toEqual({ id: account.subscriptionId });
  });

  it('keeps the plan when the bank refuses to confirm the change, and a new press asks again', async () => {
    const account = await newSubscriber('ig_weekly_trial', { card: TEST_CARDS.alwaysAuthenticates });
    const { authenticate, confirmed: refused } = await throughTheBank(account, 'ig_premium_one_month', 'fail');
    expect(refused.status).toBe(402);
    expect((await refused.json()).error).toMatch(/authentication/i);
    expect(await subscription(account.subscriptionId)).toMatchObject({ plan_code: 'ig_weekly_trial' });
    // Discarded at Stripe too: nothing can pay for that change later.
    expect((await stripeSubscriptionOf(account.checkoutSessionId!)).pending_update).toBeNull();
    const again = await (await purchase(account, 'ig_premium_one_month')).json();
    expect(again.authenticate).toMatch(/^http/);
    expect(again.authenticate).not.toBe(authenticate);
  });

  it(`gives the free month once for ${PARALLEL} concurrent presses: the gift plan, nothing charged until a month on`, async () => {
    const account = await newSubscriber();
    const change = () => purchase(account, 'ig_gift_one_month');
    const first = await inParallel(change);
    const changed = await subscription(account.subscriptionId);
    expect(changed).toMatchObject({ plan_code: 'ig_gift_one_month', price: { amount: 1999, interval: 'month' } });
    const again = await answerOf(change());
    expect(tally([...first, again])).toEqual({ [answerKey(200, { id: account.subscriptionId })]: PARALLEL + 1 });
    expect(await subscriptionsOf(account)).toHaveLength(1);
    expect(await chargesOf(account)).toHaveLength(0);
    const stripeSubscription = await stripeSubscriptionOf(account.checkoutSessionId!);
    expect(stripeSubscription.status).toBe('trialing');
    expect(stripeSubscription.trial_end! * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    if (stackDbReadable) expect(await queuedEmailSubjects(account.email)).toEqual([]);
  });

  it('answers 409 for a canceled main plan and for one billed by the mobile app store', async () => {
    const account = await newSubscriber();
    await post('/api/cancel', { id: account.subscriptionId }, bearer(account.token));
    expect((await purchase(account, 'ig_premium_one_month')).status).toBe(409);
    expect((await subscription(account.subscriptionId)).plan_code).toBe('ig_weekly_trial');

    const storeToken = await idTokenFor('store@demo.test');
    const { subscriptions } = await (await post('/rec/subscriptions/demo-store', undefined, bearer(storeToken))).json();
    const store = {
      email: 'store@demo.test',
      password: 'demo1234',
      uid: 'demo-store',
      token: storeToken,
      subscriptionId: subscriptions[0].id,
    };
    const refused = await purchase(store, 'ig_gift_one_month');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toHaveProperty('error');
  });
});

describe('POST /api/purchase: refusals', () => {
  it('answers 400 for an unknown plan id, a missing field or a wrong type, 413 for an oversized body', async () => {
    const account = await newSubscriber();
    for (const response of [
      await purchase(account, 'ig_weekly_trial'),
      await purchase(account, 'no_such_plan'),
      await purchase(account, 'ig_course_pack', { mainPlanId: undefined }),
      await purchase(account, 'ig_course_pack', { firebase_id: 42 }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect((await purchase(account, 'ig_course_pack', { pad: 'x'.repeat(17_000) })).status).toBe(413);
    expect(await subscriptionsOf(account)).toHaveLength(1);
  });

  it('answers 401 without a valid token, 403 for another user’s firebase_id, 404 for another user’s or an unknown main plan', async () => {
    const [account, other] = await Promise.all([newSubscriber(), newSubscriber()]);
    expect(
      (
        await post('/api/purchase', {
          plan_id: 'ig_course_pack',
          email: account.email,
          firebase_id: account.uid,
          mainPlanId: account.subscriptionId,
        })
      ).status,
    ).toBe(401);
    expect((await purchase(account, 'ig_course_pack', {}, 'garbage')).status).toBe(401);
    expect((await purchase(account, 'ig_course_pack', {}, other.token)).status).toBe(403);
    expect((await purchase(account, 'ig_course_pack', { mainPlanId: other.subscriptionId })).status).toBe(404);
    expect(
      (await purchase(account, 'ig_premium_one_month', { mainPlanId: '0123456789abcdef0123456789abcdef' })).status,
    ).toBe(404);
    const withoutPlan = await newAccount();
    expect((await purchase({ ...withoutPlan, subscriptionId: account.subscriptionId }, 'ig_course_pack')).status).toBe(
      404,
    );
    expect(await subscriptionsOf(account)).toHaveLength(1);
    expect((await subscription(other.subscriptionId)).plan_code).toBe('ig_weekly_trial');
  });
});
