/** Subscription rows: reads as the subscription service answers them, and the state changes on them. */
import { randomBytes } from 'node:crypto';
import type { BillingSource, Subscription, SubscriptionStatus } from '../contracts/subscriptions.ts';
import type { Queryable } from './db/adapter.ts';
import { cancellationEffectiveAt, canTransition, termEndAfter } from './terms.ts';

/** A row as stored, for decisions on the server. */
export interface SubscriptionRecord {
  id: string;
  uid: string | null;
  status: SubscriptionStatus;
  bundle: string;
  plan_code: string;
  started_at: Date;
  main_plan: boolean;
  emails: string[];
  term_anchor: Date;
  current_period_end: Date | null;
  cancel_effective_at: Date | null;
  billing_source: BillingSource;
  /** The payment provider's ids, when it bills this row (server/billing/). */
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  /** For an extra: the one-time payment that bought it. */
  provider_payment_id: string | null;
  price_amount: number | null;
  price_currency: string | null;
  price_interval: 'day' | 'week' | 'month' | 'year' | null;
  price_interval_count: number | null;
  past_due: boolean;
  cancel_after_renewal: boolean;
  [key: string]: unknown;
}

/** The answer's shape: the contract's, with every field this server always sends. */
export type PublicSubscription = Required<Subscription>;

const COLUMNS =
  'id, uid, status, bundle, plan_code, started_at, main_plan, emails, term_anchor, current_period_end, cancel_effective_at, billing_source, ' +
  'provider_customer_id, provider_subscription_id, provider_payment_id, price_amount, price_currency, price_interval, price_interval_count, past_due, cancel_after_renewal';

const isoOrNull = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function toSubscription(row: SubscriptionRecord): PublicSubscription {
  return {
    id: row.id,
    status: row.status,
    bundle: row.bundle,
    plan_code: row.plan_code,
    started_at: new Date(row.started_at).toISOString(),
    main_plan: row.main_plan,
    emails: row.emails,
    current_period_end: isoOrNull(row.current_period_end),
    cancel_effective_at: isoOrNull(row.cancel_effective_at),
    billing_source: row.billing_source,
    price:
      row.price_amount === null || row.price_currency === null
        ? null
        : {
            amount: row.price_amount,
            currency: row.price_currency,
            interval: row.price_interval,
            interval_count: row.price_interval_count,
          },
    past_due: row.past_due,
  };
}

export async function subscriptionRecord(q: Queryable, id: string): Promise<SubscriptionRecord | undefined> {
  const rows = await q.query<SubscriptionRecord>(`SELECT ${COLUMNS} FROM subscriptions WHERE id = $1`, [id]);
  return rows[0];
}

export async function subscriptionById(q: Queryable, id: string) {
  const record = await subscriptionRecord(q, id);
  return record && toSubscription(record);
}

/** fetch-subscriptions' one query (also run by the bare reference of `npm run bench:server`). */
export const SUBSCRIPTIONS_OF_USER_SQL = `SELECT ${COLUMNS} FROM subscriptions WHERE uid = $1 ORDER BY started_at`;

export async function subscriptionsOfUser(q: Queryable, uid: string) {
  const rows = await q.query<SubscriptionRecord>(SUBSCRIPTIONS_OF_USER_SQL, [uid]);
  return rows.map(toSubscription);
}

/** Subscriptions of a bundle that still grant access (active or canceled) for an email. */
export async function accessSubscriptionsOfEmail(q: Queryable, bundle: string, email: string) {
  const rows = await q.query<SubscriptionRecord>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE bundle = $1 AND emails @> ARRAY[$2::text] AND status IN ('active', 'canceled')`,
    [bundle, email],
  );
  return rows.map(toSubscription);
}

/** Real subscription ids are 128 random bits: fetching one by id needs no token, so it must be unguessable. */
const newSubscriptionId = () => randomBytes(16).toString('hex');

export interface NewSubscription {
  id?: string;
  uid: string | null;
  bundle: string;
  plan_code: string;
  status: SubscriptionStatus;
  started_at: Date;
  main_plan: boolean;
  email: string;
  billing_source?: BillingSource;
  /** When the row is written (default: started_at). Terms that ran out before it count as renewed; a canceled row is canceled then. */
  now?: Date;
  /** The payment provider's ids, when it bills the row (demo seeding; checkouts record their own, server/billing/records.ts). */
  provider?: { customerId: string; subscriptionId?: string; paymentId?: string };
}

export async function insertSubscription(q: Queryable, s: NewSubscription): Promise<string> {
  const id = s.id ?? newSubscriptionId();
  const now = s.now ?? s.started_at;
  const terms = { plan_code: s.plan_code, term_anchor: s.started_at };
  const canceled = s.status === 'canceled';
  await q.query(
    `INSERT INTO subscriptions (id, uid, bundle, plan_code, status, started_at, main_plan, emails, term_anchor, current_period_end,
       canceled_at, cancel_effective_at, billing_source, provider_customer_id, provider_subscription_id, provider_payment_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6, $9, $10, $11, $12, $13, $14, $15)`,
    [
      id,
      s.uid,
      s.bundle,
      s.plan_code,
      s.status,
      s.started_at,
      s.main_plan,
      [s.email],
      termEndAfter(s.plan_code, s.started_at, now) ?? null,
      canceled ? now : null,
      (canceled && cancellationEffectiveAt(terms, now)) || null,
      s.billing_source ?? 'web',
      s.provider?.customerId ?? null,
      s.provider?.subscriptionId ?? null,
      s.provider?.paymentId ?? null,
    ],
  );
  return id;
}

/** Serialises changes to one account's subscriptions (check-then-write) across connections and instances. */
export async function lockAccount(tx: Queryable, uid: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(4173, hashtext($1))', [uid]);
}

export type CancelOutcome = { canceled: true } | { canceled: false; reason: string };

/**
 * Cancels per the terms (server/terms.ts). Idempotent: an already canceled subscription keeps its
 * effective time. The conditional UPDATE makes a concurrent second call a no-op.
 */
export async function cancelSubscription(
  q: Queryable,
  subscription: SubscriptionRecord,
  now: Date,
): Promise<CancelOutcome> {
  if (subscription.status === 'canceled') return { canceled: true };
  if (!canTransition(subscription.status, 'canceled'))
    return { canceled: false, reason: `A subscription that is ${subscription.status} cannot be canceled` };
  if (subscription.billing_source !== 'web')
    return { canceled: false, reason: 'This plan is billed by the mobile app store: cancel it there' };
  const effectiveAt = cancellationEffectiveAt(subscription, now);
  if (!effectiveAt) return { canceled: false, reason: 'A one-time purchase cannot be canceled' };
  const updated = await q.query(
    `UPDATE subscriptions SET status = 'canceled', canceled_at = $2, cancel_effective_at = $3 WHERE id = $1 AND status = 'active' RETURNING id`,
    [subscription.id, now, effectiveAt],
  );
  if (updated.length) return { canceled: true };
  const current = await subscriptionRecord(q, subscription.id);
  return current?.status === 'canceled'
    ? { canceled: true }
    : { canceled: false, reason: 'The subscription changed meanwhile' };
}

/** Attaches an unowned subscription to an account; false when another account owns it. */
export async function attachToUser(q: Queryable, id: string, uid: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE subscriptions SET uid = $2 WHERE id = $1 AND (uid IS NULL OR uid = $2) RETURNING id',
    [id, uid],
  );
  return rows.length > 0;
}
