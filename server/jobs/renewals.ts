/**
 * Keeps subscription status true over time (spec 4): cancellations that took effect expire, running
 * terms that ended renew for the same period. Safe with several server instances: expiry is one
 * UPDATE, renewals claim their rows with FOR UPDATE SKIP LOCKED.
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/adapter.ts';
import type { Logger } from '../logger.ts';
import { termEndAfter } from '../terms.ts';
import { startPeriodic } from './periodic.ts';

export interface RenewalCounts {
  renewed: number;
  expired: number;
}

const BATCH = 200;
const EVERY_MS = 60_000;

/** `ids` limits a run to some subscriptions (tests on a shared stack must not age the demo accounts). */
export async function runRenewals(db: Db, now: Date, ids?: string[]): Promise<RenewalCounts> {
  const scope = ids ?? null;
  // Expire first: a canceled subscription whose effective time passed must not renew.
  const expired = await db.query(
    `UPDATE subscriptions SET status = 'expired'
     WHERE status = 'canceled' AND cancel_effective_at <= $1 AND ($2::text[] IS NULL OR id = ANY($2))
     RETURNING id`,
    [now, scope],
  );
  let renewed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx.query<{ id: string; plan_code: string; term_anchor: Date }>(
        `SELECT id, plan_code, term_anchor FROM subscriptions
         WHERE status IN ('active', 'canceled') AND current_period_end <= $1 AND ($2::text[] IS NULL OR id = ANY($2))
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
  return { renewed, expired: expired.length };
}

/** `everyMs`: a minute unless told (the fault suite watches it resume after an outage). */
export function startRenewalsJob({
  db,
  clock,
  logger,
  everyMs = EVERY_MS,
}: {
  db: Db;
  clock: Clock;
  logger: Logger;
  everyMs?: number;
}) {
  const pass = async () => {
    const counts = await runRenewals(db, clock.now());
    if (counts.renewed || counts.expired) logger.info(counts, 'subscription renewals applied');
  };
  return startPeriodic('renewals', everyMs, pass, logger);
}
