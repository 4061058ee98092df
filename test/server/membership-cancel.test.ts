// Cancelling (spec 7): the cancel request that emails a single-use link, the link itself, and
// cancel by subscription id. Fresh accounts only: trial@ and premium@ are signed in by e2e tests.
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerKey,
  bearer,
  confirmAddress,
  idTokenFor,
  inParallel,
  mailsTo,
  mailsWithSubject,
  PARALLEL,
  post,
  stackDbReadable,
  tally,
} from './helpers.ts';
import {
  advanceClock,
  advanceToWindowStart,
  DAY,
  HOUR,
  newAccount,
  newSubscriber,
  queuedEmailSubjects,
  resetClock,
  subscription,
  type TestAccount,
} from './membership-fixtures.ts';

const cancelRequest = (account: TestAccount, overrides: Record<string, unknown> = {}) =>
  post(
    '/api/cancel-request',
    {
      email: account.email,
      code: 'profile-analyzer-web',
      host: 'localhost',
      emailing: true,
      inAppUnsubscribe: true,
      ...overrides,
    },
    bearer(account.token),
  );

const cancelByLink = (token: string) => post(`/api/cancel-subscription/${token}`);

/** Requests a cancel link and reads its `from` token out of the mailbox. */
async function cancelLinkToken(account: TestAccount): Promise<string> {
  expect(await (await cancelRequest(account)).json()).toEqual({ success: true });
  const [mail] = await mailsTo(account.email);
  const link = /(https?:\/\/\S+\/unsubscription\?from=\S+)/.exec(mail.body)?.[1];
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('from')!;
}

const cancel = (account: TestAccount, id: unknown, token = account.token) =>
  post('/api/cancel', { id }, { 'content-type': 'application/json', ...bearer(token) });

afterEach(async () => {
  await resetClock();
});

describe('POST /api/cancel-request and POST /api/cancel-subscription/:from', () => {
  it('emails a link whose token cancels the main plan once and only once', async () => {
    const account = await newSubscriber();
    const token = await cancelLinkToken(account);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const first = await cancelByLink(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const canceled = await subscription(account.subscriptionId);
    expect(canceled.status).toBe('canceled');
    expect(canceled.cancel_effective_at).toBe(canceled.current_period_end);
    // Confirmed by email, saying when access ends.
    const [confirmation] = await mailsWithSubject(account.email, /^Your membership is canceled$/);
    expect(confirmation.body).toContain(
      `You keep access until ${new Date(canceled.cancel_effective_at!).toUTCString()}`,
    );

    expect(await (await cancelByLink(token)).json()).toEqual({ success: false });
  });

  it(`lets only one of ${PARALLEL} concurrent uses of a link succeed`, async () => {
    const account = await newSubscriber();
    const token = await cancelLinkToken(account);
    const answers = await inParallel(() => cancelByLink(token));
    expect(tally(answers)).toEqual({
      [answerKey(200, { success: true })]: 1,
      [answerKey(200, { success: false })]: PARALLEL - 1,
    });
    const canceled = await subscription(account.subscriptionId);
    expect(canceled).toMatchObject({ status: 'canceled', cancel_effective_at: canceled.current_period_end });
    // The link's own email and one confirmation, nothing more.
    if (stackDbReadable)
      expect(await queuedEmailSubjects(account.email)).toEqual([
        'Confirm the cancellation of your membership',
        'Your membership is canceled',
      ]);
  });

  it('fails for a link older than 24 hours, an unknown token, and an account without a subscription', async () => {
    const account = await newSubscriber();
    const token = await cancelLinkToken(account);
    await advanceClock(DAY + 60_000);
    expect(await (await cancelByLink(token)).json()).toEqual({ success: false });
    await resetClock();
    expect((await subscription(account.subscriptionId)).status).toBe('active');

    expect(await (await cancelByLink('A'.repeat(22))).json()).toEqual({ success: false });
    const malformed = await cancelByLink('short');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty('error');

    const withoutPlan = await newAccount();
    await confirmAddress(withoutPlan);
    expect(await (await cancelByLink(await cancelLinkToken(withoutPlan))).json()).toEqual({ success: false });
  });

  it('answers 400 for a missing field or a wrong type, 413 for an oversized body, 403 for another address', async () => {
    const account = await newAccount();
    const missing = await post(
      '/api/cancel-request',
      { code: 'profile-analyzer-web', host: 'h', emailing: true, inAppUnsubscribe: true },
      bearer(account.token),
    );
    expect(missing.status).toBe(400);
    expect(await missing.json()).toHaveProperty('error');
    expect((await cancelRequest(account, { emailing: 'yes' })).status).toBe(400);
    expect((await cancelRequest(account, { host: 'x'.repeat(17_000) })).status).toBe(413);
    expect((await cancelRequest(account, { email: 'premium@demo.test' })).status).toBe(403);
  });

  it('answers 401 without a token or with a garbage one', async () => {
    const account = await newAccount();
    expect(
      (
        await post('/api/cancel-request', {
          email: account.email,
          code: 'c',
          host: 'h',
          emailing: true,
          inAppUnsubscribe: true,
        })
      ).status,
    ).toBe(401);
    expect((await cancelRequest({ ...account, token: 'garbage' })).status).toBe(401);
  });

  it('limits cancel requests per account to 5 an hour (429 with Retry-After)', async () => {
    const account = await newAccount();
    await advanceToWindowStart(HOUR);
    for (let i = 0; i < 5; i += 1) expect((await cancelRequest(account)).status).toBe(200);
    const limited = await cancelRequest(account);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toHaveProperty('error');
  });
});

describe('POST /api/cancel', () => {
  it(`cancels the caller’s subscription per the terms; ${PARALLEL} times concurrently, or again later, keeps its effective time`, async () => {
    // Started 6 days 1 hour ago: cancelled then, it ends with this term; cancelled again now, inside
    // the final 24 hours, it must not move to the end of the next term.
    await advanceClock(-(6 * DAY + HOUR));
    const account = await newSubscriber();
    const answers = await inParallel(() => cancel(account, account.subscriptionId));
    expect(tally(answers)).toEqual({ [answerKey(200, { success: true })]: PARALLEL });
    if (stackDbReadable) expect(await queuedEmailSubjects(account.email)).toEqual(['Your membership is canceled']);
    const canceled = await subscription(account.subscriptionId);
    expect(canceled).toMatchObject({ status: 'canceled', cancel_effective_at: canceled.current_period_end });

    await resetClock();
    expect(await (await cancel(account, account.subscriptionId)).json()).toEqual({ success: true });
    expect((await subscription(account.subscriptionId)).cancel_effective_at).toBe(canceled.cancel_effective_at);
  });

  it('answers 404 for another user’s or an unknown subscription, leaving it untouched', async () => {
    const [owner, stranger] = await Promise.all([newSubscriber(), newAccount()]);
    for (const id of [owner.subscriptionId, '0123456789abcdef0123456789abcdef']) {
      const response = await cancel(stranger, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toHaveProperty('error');
    }
    expect((await subscription(owner.subscriptionId)).status).toBe('active');
  });

  it('answers 409 for a one-time extra and for a plan billed by the mobile app store', async () => {
    const account = await newSubscriber();
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
    expect((await cancel(account, extraId)).status).toBe(409);

    const storeToken = await idTokenFor('store@demo.test');
    const { subscriptions } = await (await post('/rec/subscriptions/demo-store', undefined, bearer(storeToken))).json();
    expect(subscriptions[0]).toMatchObject({ billing_source: 'app_store', status: 'active' });
    const refused = await post('/api/cancel', { id: subscriptions[0].id }, bearer(storeToken));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toHaveProperty('error');
  });

  it('answers 400 for a missing or mistyped id and 401 without a valid token', async () => {
    const account = await newSubscriber();
    expect((await post('/api/cancel', {}, bearer(account.token))).status).toBe(400);
    expect((await cancel(account, 12345)).status).toBe(400);
    expect((await post('/api/cancel', { id: account.subscriptionId })).status).toBe(401);
    expect((await cancel(account, account.subscriptionId, 'garbage')).status).toBe(401);
    expect((await subscription(account.subscriptionId)).status).toBe('active');
  });
});
