// Subscription terms over time (spec 4): the clock is moved with /dev/clock and the renewals job
// run with /dev/jobs/renewals, limited to this file's subscriptions so the demo accounts never age.
// Assertions are on state, not on a run's counts: the server's own minute tick may run the job
// while the clock is moved and do the work first.
import { afterEach, describe, expect, it } from 'vitest';
import { authorisingSubscription } from '../../domain/plans.ts';
import { bearer, post } from './helpers.ts';
import {
  advanceClock,
  DAY,
  HOUR,
  newSubscriber,
  resetClock,
  runRenewals,
  subscription,
  subscriptionsOf,
} from './membership-fixtures.ts';

const MINUTE = 60_000;
const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

const cancel = (account: { token: string; subscriptionId: string }) =>
  post('/api/cancel', { id: account.subscriptionId }, bearer(account.token));

/** Moves the server clock to `ms` after `from` (the clock is reset after each test). */
async function moveClockTo(from: string, ms: number) {
  const { now } = await (await post('/dev/clock', { reset: true })).json();
  await advanceClock(Date.parse(from) + ms - Date.parse(now));
}

const authorises = async (account: Parameters<typeof subscriptionsOf>[0]) =>
  authorisingSubscription(await subscriptionsOf(account), 'profile-analyzer');

afterEach(async () => {
  await resetClock();
});

describe('subscription terms over time', () => {
  it('expires a trial cancelled at least 24 hours before its end at that end, and then it no longer authorises', async () => {
    const account = await newSubscriber();
    const trial = await subscription(account.subscriptionId);
    expect(await (await cancel(account)).json()).toEqual({ success: true });
    expect((await subscription(account.subscriptionId)).cancel_effective_at).toBe(trial.current_period_end);

    expect(await authorises(account)).toMatchObject({ id: account.subscriptionId, status: 'canceled' });

    await moveClockTo(trial.current_period_end!, -MINUTE);
    await runRenewals([account.subscriptionId]);
    expect((await subscription(account.subscriptionId)).status).toBe('canceled');

    await moveClockTo(trial.current_period_end!, MINUTE);
    await runRenewals([account.subscriptionId]);
    expect(await runRenewals([account.subscriptionId])).toEqual({ renewed: 0, expired: 0 });
    await resetClock();
    expect((await subscription(account.subscriptionId)).status).toBe('expired');
    expect(await authorises(account)).toBeUndefined();
  });

  it('keeps a subscription cancelled inside the final 24 hours active through the next term', async () => {
    // The trial starts 6 days 1 hour ago, so now is inside its final 24 hours (and the token's sign-in is fresh).
    await advanceClock(-(6 * DAY + HOUR));
    const account = await newSubscriber();
    await resetClock();
    const trial = await subscription(account.subscriptionId);
    const nextTermEnd = plus(trial.current_period_end!, 7 * DAY);

    expect(await (await cancel(account)).json()).toEqual({ success: true });
    expect((await subscription(account.subscriptionId)).cancel_effective_at).toBe(nextTermEnd);
    expect(await authorises(account)).toMatchObject({ id: account.subscriptionId, status: 'canceled' });

    await moveClockTo(trial.current_period_end!, MINUTE);
    await runRenewals([account.subscriptionId]);
    expect(await subscription(account.subscriptionId)).toMatchObject({
      status: 'canceled',
      current_period_end: nextTermEnd,
    });

    await moveClockTo(nextTermEnd, MINUTE);
    await runRenewals([account.subscriptionId]);
    expect((await subscription(account.subscriptionId)).status).toBe('expired');
  });

  it('renews an active plan for the same period, once per passed term end, and leaves one-time extras alone', async () => {
    const account = await newSubscriber('ig_3month');
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

    await moveClockTo(first.current_period_end!, MINUTE);
    const ids = [account.subscriptionId, extraId];
    await runRenewals(ids);
    expect(await runRenewals(ids)).toEqual({ renewed: 0, expired: 0 });
    expect(await subscription(account.subscriptionId)).toMatchObject({
      status: 'active',
      current_period_end: plus(first.current_period_end!, 84 * DAY),
    });
    expect(await subscription(extraId)).toMatchObject({ status: 'active', current_period_end: null });

    // After a long pause the term running now is reached in one run.
    await moveClockTo(first.current_period_end!, 3 * 84 * DAY + MINUTE);
    await runRenewals(ids);
    expect((await subscription(account.subscriptionId)).current_period_end).toBe(
      plus(first.current_period_end!, 4 * 84 * DAY),
    );
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
