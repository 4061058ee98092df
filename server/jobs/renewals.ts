/**
 * Keeps subscription status true over time (spec 4) where no payment provider tells us: plans
 * billed by a mobile store renew by their terms (the store charges them), a web plan nobody bills
 * ends with its term, and a cancellation that took effect expires. A plan Stripe bills changes only
 * by Stripe's events (server/billing/events.ts); this job only reads back those whose term ended
 * without a word from Stripe, in case an event was lost. Safe with several server instances:
 * expiry is one UPDATE, renewals claim their rows with FOR UPDATE SKIP LOCKED.
 */
import type { BillingProvider } from '../billing/provider.ts';
import { syncSubscription } from '../billing/records.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/adapter.ts';
import type { Logger } from '../logger.ts';
import { termEndAfter } from '../terms.ts';
import { startPeriodic } from './periodic.ts';

export interface RenewalCounts {
  renewed: number;
  expired: number;
  /** Stripe-billed rows read back from Stripe. */
  reconciled: number;
}

const BATCH = 200;
const EVERY_MS = 60_000;
/** Stripe charges a renewal about an hour after the term ends; its events follow. */
const RENEWAL_GRACE_MS = 2 * 3_600_000;

/** `ids` limits a run to some subscriptions (tests on a shared stack must not age the demo accounts). */
export async function runRenewals(db: Db, billing: BillingProvider, now: Date, ids?: string[]): Promise<RenewalCounts> {
  const scope = ids ?? null;
  // Expire first: a canceled subscription whose effective time passed must not renew. A web plan
  // no provider bills is not renewed: nothing pays for its next term.
  const expired = await db.query(
    `UPDATE subscriptions SET status = 'expired'
     WHERE provider_subscription_id IS NULL AND main_plan AND ($2::text[] IS NULL OR id = ANY($2))
       AND ((status = 'canceled' AND cancel_effective_at <= $1)
         OR (status = 'active' AND billing_source = 'web' AND current_period_end <= $1))
     RETURNING id`,
    [now, scope],
  );
  let renewed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx.query<{ id: string; plan_code: string; term_anchor: Date }>(
        `SELECT id, plan_code, term_anchor FROM subscriptions
         WHERE status IN ('active', 'canceled') AND billing_source <> 'web' AND current_period_end <= $1
           AND ($2::text[] IS NULL OR id = ANY($2))
         ORDER BY current_period_end LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [now, scope],
      );
      // After a long pause several terms may have passed: move to the term running now.
      for (const row of due) {
        await tx.query('UPDATE subscriptions SET current_period_end = $2 WHERE id = $1', [
          row.id,
          termEndAfter(row.plan_code, row.term_anchor, now),
        ]);
      }
      return due.length;
    });
    renewed += count;
    if (count < BATCH) break;
  }
  return { renewed, expired: expired.length, reconciled: await reconcile(db, billing, now, scope) };
}

/** Stripe-billed rows whose term ended a while ago (or never read back, as seeded ones): read again from Stripe. */
async function reconcile(db: Db, billing: BillingProvider, now: Date, scope: string[] | null): Promise<number> {
  const stale = await db.query<{ provider_subscription_id: string }>(
    `SELECT provider_subscription_id FROM subscriptions
     WHERE provider_subscription_id IS NOT NULL AND status <> 'expired' AND ($2::text[] IS NULL OR id = ANY($2))
       AND (price_amount IS NULL OR current_period_end <= $1)
     ORDER BY current_period_end LIMIT ${BATCH}`,
    [new Date(now.getTime() - RENEWAL_GRACE_MS), scope],
  );
  for (const row of stale) await db.transaction((tx) => syncSubscription(tx, billing, row.provider_subscription_id));
  return stale.length;
}

/** `everyMs`: a minute unless told (the fault suite watches it resume after an outage). */
export function startRenewalsJob({
  db,
  billing,
  clock,
  logger,
  everyMs = EVERY_MS,
}: {
  db: Db;
  billing: BillingProvider;
  clock: Clock;
  logger: Logger;
  everyMs?: number;
}) {
  const pass = async () => {
    const counts = await runRenewals(db, billing, clock.now());
    if (counts.renewed || counts.expired || counts.reconciled) logger.info(counts, 'subscription renewals applied');
  };
  return startPeriodic('renewals', everyMs, pass, logger);
}
