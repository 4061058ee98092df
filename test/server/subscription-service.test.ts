// Subscription service: create-subscription (which refuses: a plan starts only with a payment, at the
// checkout) and subscription-finalize, and their billing-service twins /subs/create and /subs/finalize, over real HTTP.
import { describe, expect, it } from 'vitest';
import {
  answerKey,
  answerOf,
  bearer,
  inParallel,
  PARALLEL,
  post,
  stackDbReadable,
  tally,
  webCheckout,
} from './helpers.ts';
import {
  createSubscription,
  deleteAccount,
  newAccount,
  queuedEmailSubjects,
  subscriptionsOf,
  type TestAccount,
} from './membership-fixtures.ts';

describe.each(['/rec/create-subscription', '/subs/create'])('POST %s', (path) => {
  it('starts no plan without a payment: 402 with the way to the checkout, for every plan, however often', async () => {
    const account = await newAccount();
    for (const plan of ['ig_weekly_trial', 'ig_premium_one_month', 'ig_course_pack']) {
      const response = await createSubscription(account, plan, path);
      expect(response.status).toBe(402);
      expect((await response.json()).error).toMatch(/checkout/);
    }
    const answers = await inParallel(() => createSubscription(account, 'ig_weekly_trial', path));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([402]));
    expect(await subscriptionsOf(account)).toHaveLength(0);
    if (stackDbReadable) expect(await queuedEmailSubjects(account.email)).toEqual([]);
  });

  it('answers 400 for a missing field, a wrong type or a body that is not JSON, and 413 for an oversized body', async () => {
    const account = await newAccount();
    const auth = bearer(account.token);
    const bad = [
      { email: account.email, firebase_id: account.uid },
      { plan_id: 7, email: account.email, firebase_id: account.uid },
      { plan_id: 'ig_weekly_trial', email: 'not-an-email', firebase_id: account.uid },
      'not json',
    ];
    for (const body of bad) {
      const response = await post(path, body, auth);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    const oversized = await post(
      path,
      { plan_id: 'ig_weekly_trial', email: account.email, firebase_id: account.uid, pad: 'x'.repeat(17_000) },
      auth,
    );
    expect(oversized.status).toBe(413);
    expect(await subscriptionsOf(account)).toHaveLength(0);
  });

  it('answers 401 without a token or with a garbage one, 403 for another user’s firebase_id or email', async () => {
    const [account, other] = await Promise.all([newAccount(), newAccount()]);
    const body = { plan_id: 'ig_weekly_trial', email: account.email, firebase_id: account.uid };
    expect((await post(path, body)).status).toBe(401);
    expect((await post(path, body, bearer('garbage'))).status).toBe(401);
    expect((await post(path, body, bearer(other.token))).status).toBe(403);
    expect((await post(path, { ...body, email: other.email }, bearer(account.token))).status).toBe(403);
    expect(await subscriptionsOf(account)).toHaveLength(0);
  });
});

const finalizeBody = (account: TestAccount, subscriptionId: string, planId = 'ig_weekly_trial') => ({
  plan_id: planId,
  subscription_id: subscriptionId,
  email: account.email,
  firebase_id: account.uid,
});

describe.each(['/rec/subscription-finalize', '/subs/finalize'])('POST %s', (path) => {
  it(`attaches a web purchase to the signed-in account; ${PARALLEL} times concurrently, or again, is still a success`, async () => {
    const account = await newAccount();
    const id = await webCheckout(account.email);
    const finalize = () => post(path, finalizeBody(account, id), bearer(account.token));
    const answers = [...(await inParallel(finalize)), await answerOf(finalize())];
    expect(tally(answers)).toEqual({ [answerKey(200, { success: true, id })]: PARALLEL + 1 });
    expect((await subscriptionsOf(account)).map((s) => s.id)).toEqual([id]);
    if (stackDbReadable) expect(await queuedEmailSubjects(account.email)).toEqual([]);
  });

  it('answers 409 when the subscription belongs to another account or the plan differs', async () => {
    const first = await newAccount();
    const id = await webCheckout(first.email);
    expect((await post(path, finalizeBody(first, id, 'ig_premium_one_month'), bearer(first.token))).status).toBe(409);
    expect((await post(path, finalizeBody(first, id), bearer(first.token))).status).toBe(200);
    // The address moves to a new account: the subscription stays with the first one.
    await deleteAccount(first);
    const second = await newAccount(first.email);
    const conflict = await post(path, finalizeBody(second, id), bearer(second.token));
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toHaveProperty('error');
  });

  it('answers 404 for an unknown id or a subscription that does not carry the caller’s email', async () => {
    const [account, stranger] = await Promise.all([newAccount(), newAccount()]);
    const id = await webCheckout(account.email);
    expect(
      (await post(path, finalizeBody(account, '0123456789abcdef0123456789abcdef'), bearer(account.token))).status,
    ).toBe(404);
    expect((await post(path, finalizeBody(stranger, id), bearer(stranger.token))).status).toBe(404);
  });

  it('answers 400 for bad input, 401 without a valid token and 403 for another user’s firebase_id', async () => {
    const [account, other] = await Promise.all([newAccount(), newAccount()]);
    const id = await webCheckout(account.email);
    const auth = bearer(account.token);
    expect((await post(path, { ...finalizeBody(account, id), subscription_id: undefined }, auth)).status).toBe(400);
    expect((await post(path, { ...finalizeBody(account, id), subscription_id: 42 }, auth)).status).toBe(400);
    expect((await post(path, { ...finalizeBody(account, id), pad: 'x'.repeat(17_000) }, auth)).status).toBe(413);
    expect((await post(path, finalizeBody(account, id))).status).toBe(401);
    expect((await post(path, finalizeBody(account, id), bearer('garbage'))).status).toBe(401);
    expect((await post(path, finalizeBody(account, id), bearer(other.token))).status).toBe(403);
    expect(await subscriptionsOf(account)).toHaveLength(0);
  });
});
