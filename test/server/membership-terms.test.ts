// Subscription terms over time (spec 4), as Stripe drives them: each subscriber lives on a Stripe
// test clock of the stand-in, which the test advances; renewals, failed renewals, retries and the
// end of a cancelled term arrive as Stripe's webhooks and the rows follow. Where the server itself
// decides by time (a cancellation inside a term's final 24 hours), it reads the time of the plan's
// test clock, as it would in Stripe's test mode; the server's own clock never moves here, so the
// demo accounts, which live on it in the stand-in, never age.
import { afterEach, describe, expect, it } from 'vitest';
import { authorisingSubscription } from '../../domain/plans.ts';
import { bearer, post, TEST_CARDS } from './helpers.ts';
import {
  advanceClock,
  DAY,
  HOUR,
  newSubscriber,
  resetClock,
  subscription,
  subscriptionsOf,
  type StoredSubscription,
} from './membership-fixtures.ts';
import { advanceTestClock, eventually, stripeSubscriptionOf, testClockAt } from './stripe-stand-in.ts';

const MINUTE = 60_000;
const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

const cancel = (account: { token: string; subscriptionId: string }) =>
  post('/api/cancel', { id: account.subscriptionId }, bearer(account.token));

const authorises = async (account: Parameters<typeof subscriptionsOf>[0]) =>
  authorisingSubscription(await subscriptionsOf(account), 'profile-analyzer');

/** A subscriber on a test clock of their own, frozen now. */
async function subscriberOnClock(planId: string, card: string = TEST_CARDS.succeeds) {
  const clock = await testClockAt(new Date());
  const account = await newSubscriber(planId, { card, testClock: clock.id });
  return { ...account, clock: clock.id };
}

const until = (id: string, done: (s: StoredSubscription) => boolean) => eventually(() => subscription(id), done);

afterEach(async () => {
  await resetClock();
});

describe('subscription terms over time, driven by Stripe', () => {
  it('ends a trial cancelled at least 24 hours before its end at that end, and then it no longer authorises', async () => {
    const account = await subscriberOnClock('ig_weekly_trial');
    const trial = await subscription(account.subscriptionId);
    expect(await (await cancel(account)).json()).toEqual({ success: true });
    expect((await subscription(account.subscriptionId)).cancel_effective_at).toBe(trial.current_period_end);
    expect((await stripeSubscriptionOf(account.checkoutSessionId)).cancel_at_period_end).toBe(true);
    expect(await authorises(account)).toMatchObject({ id: account.subscriptionId, status: 'canceled' });

    await advanceTestClock(account.clock, at(trial.current_period_end!, -MINUTE));
    expect((await subscription(account.subscriptionId)).status).toBe('canceled');

    await advanceTestClock(account.clock, at(trial.current_period_end!, MINUTE));
    expect((await until(account.subscriptionId, (s) => s.status === 'expired')).status).toBe('expired');
    expect(await authorises(account)).toBeUndefined();
  });

  it('keeps a subscription cancelled inside the final 24 hours through the next term, then ends it', async () => {
    const account = await subscriberOnClock('ig_weekly_trial');
    const trial = await subscription(account.subscriptionId);
    const nextTermEnd = at(trial.current_period_end!, 7 * DAY).toISOString();
    // Twelve hours before the trial ends on the subscriber's clock, which the server reads with the plan.
    await advanceTestClock(account.clock, at(trial.current_period_end!, -12 * HOUR));

    expect(await (await cancel(account)).json()).toEqual({ success: true });
    expect(await subscription(account.subscriptionId)).toMatchObject({
      status: 'canceled',
      cancel_effective_at: nextTermEnd,
    });
    // The renewal is due: Stripe is told only once it is paid.
    expect((await stripeSubscriptionOf(account.checkoutSessionId)).cancel_at_period_end).toBe(false);

    await advanceTestClock(account.clock, at(trial.current_period_end!, 2 * HOUR));
    await eventually(
      () => stripeSubscriptionOf(account.checkoutSessionId),
      (s) => s.cancel_at_period_end,
    );
    expect(await subscription(account.subscriptionId)).toMatchObject({
      status: 'canceled',
      current_period_end: nextTermEnd,
      cancel_effective_at: nextTermEnd,
    });

    await advanceTestClock(account.clock, at(nextTermEnd, MINUTE));
    expect((await until(account.subscriptionId, (s) => s.status === 'expired')).status).toBe('expired');
  });

  it('renews a paid plan for the same period at each term end, and leaves one-time extras alone', async () => {
    const account = await subscriberOnClock('ig_3month');
    const { id: extraId } = await (
      await post(
        '/api/purchase',
        {
          plan_id: 'ig_course_pack',
          email: account.email,
          firebase_id: account.uid,
          mainPlanId: account.subscriptionId,
        },
        bearer(account.token),
      )
    ).json();
    const first = await subscription(account.subscriptionId);
    const secondEnd = at(first.current_period_end!, 84 * DAY).toISOString();

    await advanceTestClock(account.clock, at(first.current_period_end!, 2 * HOUR));
    expect(await until(account.subscriptionId, (s) => s.current_period_end === secondEnd)).toMatchObject({
      status: 'active',
      past_due: false,
      current_period_end: secondEnd,
    });
    expect(await subscription(extraId)).toMatchObject({ status: 'active', current_period_end: null });

    // Two more terms in one advance: each renewal is paid, the row ends on the term running now.
    const fourthEnd = at(first.current_period_end!, 3 * 84 * DAY).toISOString();
    await advanceTestClock(account.clock, at(first.current_period_end!, 2 * 84 * DAY + 2 * HOUR));
    expect((await until(account.subscriptionId, (s) => s.current_period_end === fourthEnd)).current_period_end).toBe(
      fourthEnd,
    );
  });

  it('keeps access while a failed renewal is retried (past due), and ends it when Stripe gives up', async () => {
    const account = await subscriberOnClock('ig_premium_one_month', TEST_CARDS.failsLater);
    const first = await subscription(account.subscriptionId);

    await advanceTestClock(account.clock, at(first.current_period_end!, 2 * HOUR));
    const pastDue = await until(account.subscriptionId, (s) => s.past_due);
    expect(pastDue).toMatchObject({ status: 'active', past_due: true });
    expect(await authorises(account)).toMatchObject({ id: account.subscriptionId });

    // Stripe's retries (the stand-in's schedule: 3, 5 and 7 days after the first failure) all fail.
    for (const days of [3, 5, 7])
      await advanceTestClock(account.clock, at(first.current_period_end!, days * DAY + 3 * HOUR));
    expect((await until(account.subscriptionId, (s) => s.status === 'expired')).status).toBe('expired');
    expect(await authorises(account)).toBeUndefined();
  });

  it('lets a past-due subscriber update the card, which pays the renewal and clears the notice', async () => {
    const account = await subscriberOnClock('ig_premium_one_month', TEST_CARDS.failsLater);
    const first = await subscription(account.subscriptionId);
    await advanceTestClock(account.clock, at(first.current_period_end!, 2 * HOUR));
    await until(account.subscriptionId, (s) => s.past_due);

    const answer = await post('/api/billing/update-card', undefined, bearer(account.token));
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    const portal = await fetch(url);
    expect(portal.status).toBe(200);
    const updated = await fetch(new URL(/<form[^>]*action="([^"]+)"/.exec(await portal.text())![1], url), {
      method: 'POST',
      body: new URLSearchParams({ number: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' }),
      redirect: 'manual',
    });
    expect(new URL(updated.headers.get('location')!).pathname).toBe('/dashboard/my-plan');
    expect(await until(account.subscriptionId, (s) => !s.past_due)).toMatchObject({
      status: 'active',
      past_due: false,
    });
  });
});

describe('POST /dev/clock and /dev/jobs/renewals', () => {
  it('moves and resets the server clock, and rejects bad input with 400', async () => {
    const { now: start } = await (await post('/dev/clock', { reset: true })).json();
    const moved = await advanceClock(2 * DAY);
    expect(moved.getTime() - Date.parse(start)).toBeGreaterThanOrEqual(2 * DAY);
    const { now: back } = await (await resetClock()).json();
    expect(Date.parse(back) - Date.parse(start)).toBeLessThan(DAY);
    for (const body of [
      {},
      { advanceMs: 10 * 366 * DAY },
      { advanceMs: 'soon' },
      { advanceMs: 1.5 },
      { reset: false },
    ]) {
      expect((await post('/dev/clock', body)).status).toBe(400);
    }
    expect((await post('/dev/jobs/renewals', { ids: 'all' })).status).toBe(400);
  });
});
