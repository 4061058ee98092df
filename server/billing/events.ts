/**
 * The provider's webhook events: the endpoint records each verified event once (by its id) and
 * answers at once; this worker applies them, reading the objects they name from the provider as
 * they are now, so events late, early or twice leave the rows true. A failed application (the
 * provider or the database down) is tried again with backoff, never dropped.
 */
import type { Db } from '../db/adapter.ts';
import { startPeriodic } from '../jobs/periodic.ts';
import type { Logger } from '../logger.ts';
import { retryDelayMs } from '../outbox.ts';
import type { BillingEvent } from './provider.ts';
import { grantPayment, revokeRefunded, type PurchaseDeps } from './purchases.ts';
import { recordCheckout, syncSubscription } from './records.ts';

/**
 * Records a verified event; false when it was recorded before (a second delivery). Delivery times
 * are the wall clock's, not the moved clock of development: they schedule work, not terms.
 */
export async function recordEvent(db: Db, event: BillingEvent): Promise<boolean> {
  const now = new Date();
  const inserted = await db.query(
    `INSERT INTO billing_events (id, type, object_id, payload, received_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [event.id, event.type, event.objectId, JSON.stringify(event.payload), now],
  );
  return inserted.length > 0;
}

interface EventObject {
  id?: string;
  metadata?: Record<string, string>;
  payment_intent?: string | { id: string } | null;
  /** An invoice's subscription (basil and later). */
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Re-reads a subscription and makes its row true; sets a waiting cancellation at the provider once its renewal is paid. */
async function syncFromProvider(deps: PurchaseDeps, subscriptionId: string) {
  const synced = await deps.db.transaction((tx) => syncSubscription(tx, deps.billing, subscriptionId));
  if (!synced?.cancelAtProviderNow) return;
  await deps.billing.setCancelAtPeriodEnd(subscriptionId, true, `cancel-after-renewal-${synced.id}`);
  await deps.db.transaction((tx) => syncSubscription(tx, deps.billing, subscriptionId));
}

async function applyEvent(deps: PurchaseDeps, type: string, object: EventObject) {
  if (type === 'checkout.session.completed') {
    const completed = await deps.billing.completedCheckout(object.id!);
    if (completed) await deps.db.transaction((tx) => recordCheckout(tx, completed, object.metadata?.plan_code ?? ''));
    return;
  }
  if (type.startsWith('customer.subscription.')) return syncFromProvider(deps, object.id!);
  if (type.startsWith('invoice.')) {
    const subscriptionId = idOf(object.parent?.subscription_details?.subscription);
    if (subscriptionId) await syncFromProvider(deps, subscriptionId);
    return;
  }
  if (type === 'payment_intent.succeeded' || type === 'payment_intent.payment_failed') {
    const paymentId = object.metadata?.payment_id;
    const payment = await deps.billing.payment(object.id!);
    if (paymentId && payment.status === 'succeeded') await grantPayment(deps, paymentId, payment.id);
    return;
  }
  if (type === 'charge.refunded') {
    const paymentIntent = idOf(object.payment_intent);
    if (paymentIntent && (await deps.billing.payment(paymentIntent)).refunded)
      await revokeRefunded(deps, paymentIntent);
  }
}

interface DueEvent {
  id: string;
  type: string;
  payload: { data?: { object?: EventObject } };
  attempts: number;
  [key: string]: unknown;
}

const BATCH = 20;
const LEASE_MS = 60_000;
const POLL_MS = 5_000;

export function startBillingEvents(deps: PurchaseDeps & { logger: Logger }) {
  const { db, logger } = deps;
  const claim = () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const rows = await tx.query<DueEvent>(
        `SELECT id, type, payload, attempts FROM billing_events WHERE applied_at IS NULL AND next_attempt_at <= $1
         ORDER BY received_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [now],
      );
      // A lease: other instances skip them while this one applies them.
      if (rows.length)
        await tx.query('UPDATE billing_events SET next_attempt_at = $2 WHERE id = ANY($1)', [
          rows.map((row) => row.id),
          new Date(now.getTime() + LEASE_MS),
        ]);
      return rows;
    });
  const pass = async () => {
    for (;;) {
      const due = await claim();
      for (const event of due) {
        try {
          await applyEvent(deps, event.type, event.payload.data?.object ?? {});
          await db.query('UPDATE billing_events SET applied_at = $2, last_error = NULL WHERE id = $1', [
            event.id,
            new Date(),
          ]);
        } catch (error) {
          const attempts = event.attempts + 1;
          logger.warn({ event: event.id, type: event.type, attempts, reason: String(error) }, 'billing event failed');
          await db.query(
            'UPDATE billing_events SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1',
            [event.id, attempts, new Date(Date.now() + retryDelayMs(attempts)), String(error).slice(0, 500)],
          );
        }
      }
      if (due.length < BATCH) return;
    }
  };
  return startPeriodic('billingEvents', POLL_MS, pass, logger);
}
