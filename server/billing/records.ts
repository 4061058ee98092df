/**
 * Our subscription rows as the view of the provider's truth: a completed checkout becomes a row,
 * and every later event makes the row say again what the provider's subscription says now (read
 * back from the provider, so events arriving late or twice change nothing that is not so).
 */
import { randomBytes } from 'node:crypto';
import { BUNDLE_ID } from '../../content/constants.ts';
import type { SubscriptionStatus } from '../../contracts/subscriptions.ts';
import type { Queryable } from '../db/adapter.ts';
import type { BillingProvider, CompletedCheckout, ProviderSubscription } from './provider.ts';

interface RowState {
  status: SubscriptionStatus;
  cancel_effective_at: Date | null;
  past_due: boolean;
}

/**
 * Access follows the provider: a trial, a paid term and the retries after a failed renewal keep it
 * (past due); a set end makes the row canceled until then; canceled, unpaid or expired ends it.
 */
function rowStateOf(subscription: ProviderSubscription): RowState {
  switch (subscription.status) {
    case 'trialing':
    case 'active':
    case 'past_due':
      return {
        status: subscription.cancelAt ? 'canceled' : 'active',
        cancel_effective_at: subscription.cancelAt,
        past_due: subscription.status === 'past_due',
      };
    default:
      return { status: 'expired', cancel_effective_at: subscription.endedAt, past_due: false };
  }
}

const priceColumns = (s: ProviderSubscription) => [
  s.price.amount,
  s.price.currency,
  s.price.interval,
  s.price.intervalCount,
];

/** Records the subscription a checkout started (once, whether the buyer's return or the webhook comes first); its id. */
export async function recordCheckout(q: Queryable, checkout: CompletedCheckout, fallbackPlanCode: string) {
  const s = checkout.subscription;
  const state = rowStateOf(s);
  const [inserted] = await q.query<{ id: string }>(
    `INSERT INTO subscriptions (id, uid, bundle, plan_code, status, started_at, main_plan, emails, term_anchor,
       current_period_end, cancel_effective_at, billing_source, provider_customer_id, provider_subscription_id,
       price_amount, price_currency, price_interval, price_interval_count, past_due)
     VALUES ($1, NULL, $2, $3, $4, $5, true, $6, $7, $8, $9, 'web', $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (provider_subscription_id) DO NOTHING RETURNING id`,
    [
      randomBytes(16).toString('hex'),
      BUNDLE_ID,
      s.planCode ?? fallbackPlanCode,
      state.status,
      s.startedAt,
      [checkout.email],
      s.periodStart,
      s.periodEnd,
      state.cancel_effective_at,
      s.customerId,
      s.id,
      ...priceColumns(s),
      state.past_due,
    ],
  );
  if (inserted) return inserted.id;
  const [existing] = await q.query<{ id: string }>('SELECT id FROM subscriptions WHERE provider_subscription_id = $1', [
    s.id,
  ]);
  return existing.id;
}

export interface Synced {
  id: string;
  /** A cancellation asked inside the final 24 hours, whose renewal is now paid: set it at the provider. */
  cancelAtProviderNow: boolean;
}

/**
 * Makes the row of the provider's subscription `id` say what the provider says now; undefined when
 * no row is the provider's. The row is locked before the provider is asked: a writer that read the
 * provider earlier waits, then reads again, so no older state overwrites a newer one.
 */
export async function syncSubscription(
  q: Queryable,
  billing: BillingProvider,
  id: string,
): Promise<Synced | undefined> {
  const [row] = await q.query<{
    id: string;
    status: SubscriptionStatus;
    cancel_effective_at: Date | null;
    cancel_after_renewal: boolean;
  }>(
    'SELECT id, status, cancel_effective_at, cancel_after_renewal FROM subscriptions WHERE provider_subscription_id = $1 FOR UPDATE',
    [id],
  );
  if (!row || row.status === 'expired') return row && { id: row.id, cancelAtProviderNow: false };
  const s = await billing.subscription(id);
  const state = rowStateOf(s);
  // Asked inside a term's final 24 hours, a cancellation takes effect a term later (spec 4): the row
  // is canceled already while the provider still renews once.
  const waiting = row.cancel_after_renewal && state.status === 'active';
  const cancelAtProviderNow =
    waiting && row.cancel_effective_at !== null && s.periodEnd.getTime() >= new Date(row.cancel_effective_at).getTime();
  await q.query(
    `UPDATE subscriptions SET status = $2, plan_code = COALESCE($3, plan_code), term_anchor = $4, current_period_end = $5,
       cancel_effective_at = $6, past_due = $7, price_amount = $8, price_currency = $9, price_interval = $10,
       price_interval_count = $11, cancel_after_renewal = $12
     WHERE id = $1`,
    [
      row.id,
      waiting ? 'canceled' : state.status,
      s.planCode,
      s.periodStart,
      s.periodEnd,
      waiting ? row.cancel_effective_at : state.cancel_effective_at,
      state.past_due,
      ...priceColumns(s),
      // Kept until the provider has the cancellation (then its state says canceled).
      waiting,
    ],
  );
  return { id: row.id, cancelAtProviderNow };
}
