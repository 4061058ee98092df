/** Subscription rows as the subscription service answers them (type from content/plans.ts). */
import { randomBytes } from 'node:crypto';
import type { Subscription, SubscriptionStatus } from '../content/plans.ts';
import type { Queryable } from './db/adapter.ts';

interface SubscriptionRow {
  id: string;
  status: SubscriptionStatus;
  bundle: string;
  plan_code: string;
  started_at: Date;
  main_plan: boolean;
  emails: string[];
  [key: string]: unknown;
}

const COLUMNS = 'id, status, bundle, plan_code, started_at, main_plan, emails';

function toSubscription(row: SubscriptionRow): Subscription & { emails: string[] } {
  return {
    id: row.id,
    status: row.status,
    bundle: row.bundle,
    plan_code: row.plan_code,
    started_at: new Date(row.started_at).toISOString(),
    main_plan: row.main_plan,
    emails: row.emails,
  };
}

export async function subscriptionById(q: Queryable, id: string) {
  const rows = await q.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE id = $1`, [id]);
  return rows[0] && toSubscription(rows[0]);
}

export async function subscriptionsOfUser(q: Queryable, uid: string) {
  const rows = await q.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE uid = $1 ORDER BY started_at`, [uid]);
  return rows.map(toSubscription);
}

/** Subscriptions of a bundle that still grant access (active or canceled) for an email. */
export async function accessSubscriptionsOfEmail(q: Queryable, bundle: string, email: string) {
  const rows = await q.query<SubscriptionRow>(
    `SELECT ${COLUMNS} FROM subscriptions WHERE bundle = $1 AND emails @> ARRAY[$2::text] AND status IN ('active', 'canceled')`,
    [bundle, email],
  );
  return rows.map(toSubscription);
}

/** Real subscription ids are 128 random bits: fetching one by id needs no token, so it must be unguessable. */
export const newSubscriptionId = () => randomBytes(16).toString('hex');

export interface NewSubscription {
  id?: string;
  uid: string | null;
  bundle: string;
  plan_code: string;
  status: SubscriptionStatus;
  started_at: Date;
  main_plan: boolean;
  email: string;
}

export async function insertSubscription(q: Queryable, s: NewSubscription): Promise<string> {
  const id = s.id ?? newSubscriptionId();
  await q.query(
    `INSERT INTO subscriptions (id, uid, bundle, plan_code, status, started_at, main_plan, emails)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, s.uid, s.bundle, s.plan_code, s.status, s.started_at, s.main_plan, [s.email]],
  );
  return id;
}
