// The purchase helper (spec 7): one-time extras and plan changes, idempotent and atomic.
import { describe, expect, it } from 'vitest';
import {
  answerKey,
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

type Subscriber = TestAccount & { subscriptionId: string };

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

describe('POST /api/purchase: one-time extras', () => {
  it('creates an active non-main subscription of the bundle and answers its id', async () => {
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
    });
  });

  it(`yields one subscription and the same id for ${PARALLEL} concurrent purchases and one more`, async () => {
    const account = await newSubscriber();
    const buy = () => purchase(account, 'ig_profile_report');
    const answers = [...(await inParallel(buy)), await answerOf(buy())];
    const { id } = answers[0].body as { id: string };
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(tally(answers)).toEqual({ [answerKey(200, { id })]: PARALLEL + 1 });
    expect((await subscriptionsOf(account)).filter((s) => s.plan_code === 'ig_profile_report')).toHaveLength(1);
    if (stackDbReadable) expect(await queuedEmailSubjects(account.email)).toEqual([]);
  });
});

describe('POST /api/purchase: plan changes', () => {
  it('replaces the plan of the main subscription and starts a new term', async () => {
    const account = await newSubscriber();
    const before = await subscription(account.subscriptionId);
    const response = await purchase(account, 'ig_premium_one_month');
    expect(await response.json()).toEqual({ id: account.subscriptionId });
    const after = await subscription(account.subscriptionId);
    expect(after).toMatchObject({ plan_code: 'ig_premium_one_month', status: 'active', main_plan: true });
    const termDays = (Date.parse(after.current_period_end!) - Date.parse(before.started_at)) / 86_400_000;
    expect(termDays).toBeGreaterThanOrEqual(28);
    expect(termDays).toBeLessThanOrEqual(31.01);
  });

  it(`changes the plan once for ${PARALLEL} concurrent purchases; again, it answers the same id without a new term`, async () => {
    const account = await newSubscriber();
    const change = () => purchase(account, 'ig_gift_one_month');
    const first = await inParallel(change);
    const changed = await subscription(account.subscriptionId);
    expect(changed.plan_code).toBe('ig_gift_one_month');
    const again = await answerOf(change());
    expect(tally([...first, again])).toEqual({ [answerKey(200, { id: account.subscriptionId })]: PARALLEL + 1 });
    expect(await subscription(account.subscriptionId)).toEqual(changed);
    expect(await subscriptionsOf(account)).toHaveLength(1);
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
