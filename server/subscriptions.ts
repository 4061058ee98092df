/** Subscription rows as the subscription service answers them (type from content/plans.ts). */
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
