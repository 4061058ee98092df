// Fresh accounts, subscriptions, the server clock and the mailbox for the membership and
// subscription-service tests. State-changing tests use accounts of their own, never the demo ones.
import {
  api,
  bearer,
  confirmAddress,
  identityToolkit,
  post,
  queryStackDb,
  signUp,
  buyAtCheckout,
  finalizeSubscription,
  type CheckoutOptions,
  type TestAccount,
} from './helpers.ts';
import type { SubscriptionPrice } from '../../contracts/subscriptions.ts';
export type { TestAccount };

let accounts = 0;

/** A new Firebase user (a fresh address unless told), signed up through the emulator's REST API as the JS SDK would. */
export function newAccount(email = `member-${Date.now().toString(36)}-${++accounts}@demo.test`): Promise<TestAccount> {
  return signUp(email);
}

export async function deleteAccount(account: TestAccount): Promise<void> {
  const { response } = await identityToolkit('delete', { idToken: account.token });
  if (!response.ok) throw new Error(`Deleting ${account.email} failed: ${await response.text()}`);
}

export const createSubscription = (account: TestAccount, planId: string, path = '/rec/create-subscription') =>
  post(path, { plan_id: planId, email: account.email, firebase_id: account.uid }, bearer(account.token));

/** A new account holding a new main plan bought at the checkout (a weekly trial and a working card unless told). */
export async function newSubscriber(
  planId = 'ig_weekly_trial',
  options: Omit<CheckoutOptions, 'planCode'> = {},
): Promise<TestAccount & { subscriptionId: string; checkoutSessionId: string }> {
  const account = await newAccount();
  await confirmAddress(account);
  const { id, checkoutSessionId } = await buyAtCheckout(account.email, { ...options, planCode: planId });
  await finalizeSubscription(account, id, planId);
  return { ...account, subscriptionId: id, checkoutSessionId };
}

export interface StoredSubscription {
  id: string;
  status: 'active' | 'canceled' | 'expired';
  bundle: string;
  plan_code: string;
  main_plan: boolean;
  started_at: string;
  emails: string[];
  current_period_end: string | null;
  cancel_effective_at: string | null;
  billing_source: 'web' | 'app_store' | 'google_play';
  price: SubscriptionPrice | null;
  past_due: boolean;
}

/** The subjects of every email queued for `to`, delivered or not (the outbox table: stack-pg only). */
export async function queuedEmailSubjects(to: string): Promise<string[]> {
  return (await queryStackDb('SELECT subject FROM outbox WHERE to_email = $1 ORDER BY id', [to])).map((row) =>
    String(row.subject),
  );
}

export async function subscriptionsOf(account: TestAccount): Promise<StoredSubscription[]> {
  const response = await post(`/rec/subscriptions/${account.uid}`, undefined, bearer(account.token));
  return ((await response.json()) as { subscriptions: StoredSubscription[] }).subscriptions;
}

/** Read by id: needs no token, so it works while the clock is moved. */
export async function subscription(id: string): Promise<StoredSubscription> {
  const { subscriptions } = (await (await post(`/rec/subscriptions/${id}`)).json()) as {
    subscriptions: StoredSubscription[];
  };
  return subscriptions[0];
}

export async function advanceClock(ms: number): Promise<Date> {
  const response = await post('/dev/clock', { advanceMs: ms }, { 'content-type': 'application/json' });
  return new Date(((await response.json()) as { now: string }).now);
}

export const resetClock = () => post('/dev/clock', { reset: true });

/**
 * Moves the server clock to the start of the next window of `windowMs`: a fixed-window rate limit
 * then counts from zero, and calls taking less than a window share one.
 */
export async function advanceToWindowStart(windowMs: number): Promise<Date> {
  const { now } = (await (await api('/dev/clock')).json()) as { now: string };
  return advanceClock(windowMs - (Date.parse(now) % windowMs));
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
