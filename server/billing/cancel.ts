/**
 * Cancelling a plan the provider bills (spec 4): it ends when the running term ends, the provider
 * told to stop renewing; asked inside the term's final 24 hours, when the renewal is due, it ends
 * a term later: the row says so now, and the provider is told once that renewal is paid
 * (server/billing/records.ts). Plans billed elsewhere keep their own rules (server/subscriptions.ts).
 */
import type { Queryable } from '../db/adapter.ts';
import { cancelSubscription, type CancelOutcome, type SubscriptionRecord } from '../subscriptions.ts';
import { termEndAfter } from '../terms.ts';
import type { BillingProvider } from './provider.ts';
import { syncSubscription } from './records.ts';

const FINAL_WINDOW_MS = 86_400_000;

/**
 * In the caller's transaction, with the row locked: of concurrent calls one cancels (`changed`,
 * whose confirmation is emailed) and the others find it canceled.
 */
export async function cancelMembership(
  q: Queryable,
  billing: BillingProvider,
  id: string,
  now: Date,
): Promise<CancelOutcome & { changed?: boolean }> {
  const [subscription] = await q.query<SubscriptionRecord>('SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  const providerId = subscription.provider_subscription_id;
  if (!providerId || subscription.status !== 'active') return cancelSubscription(q, subscription, now);
  const current = await billing.subscription(providerId);
  const stripeNow = current.clockTime ?? now;
  if (current.periodEnd.getTime() - stripeNow.getTime() < FINAL_WINDOW_MS) {
    const nextEnd = termEndAfter(subscription.plan_code, current.periodEnd, current.periodEnd)!;
    await q.query(
      `UPDATE subscriptions SET status = 'canceled', canceled_at = $2, cancel_effective_at = $3, cancel_after_renewal = true
       WHERE id = $1 AND status = 'active'`,
      [subscription.id, stripeNow, nextEnd],
    );
    return { canceled: true, changed: true };
  }
  await billing.setCancelAtPeriodEnd(providerId, true, `cancel-${subscription.id}`);
  await syncSubscription(q, billing, providerId);
  await q.query('UPDATE subscriptions SET canceled_at = $2 WHERE id = $1', [subscription.id, stripeNow]);
  return { canceled: true, changed: true };
}
