/**
 * A subscription moved to another price, and the invoice it is charged by. Unpaid, the change is
 * refused (`error_if_incomplete`), waits as a pending update until its invoice is paid or it
 * expires (`pending_if_incomplete`), or is made with the subscription past due (the others).
 */
import { addInvoice, finalize, payInvoice, periodEnd, startChangedTerm, updateSubscription } from './billing.ts';
import type { Core } from './core.ts';
import { invalidRequest, noSuch } from './errors.ts';
import { newSubscriptionItem, type Invoice, type Metadata, type Price, type Subscription } from './objects.ts';
import type { AttemptResult } from './payments.ts';

/** A pending update lasts at most 23 hours (less when the period or trial ends sooner). */
const PENDING_FOR = 23 * 3600;

interface PriceChange {
  itemId: string;
  price: Price;
  prorationBehavior: string | null;
  anchorNow: boolean;
  paymentBehavior: string | null;
  free: boolean;
  /** The metadata a pending update gives the subscription when it is applied. */
  pendingMetadata: Metadata;
}

/**
 * A plan change: the item's price is swapped. Charged now (the new price's whole amount, no
 * proration credit) with a new period of the new interval starting now, unless
 * `proration_behavior: none` keeps the anchor (then the new price applies from the next renewal).
 * Answers the charge (null when nothing was charged).
 */
export function changePrice(
  core: Core,
  subscription: Subscription,
  change: PriceChange,
): { result: AttemptResult; invoice: Invoice } | null {
  const item = subscription.items.data[0]!;
  if (item.id !== change.itemId) throw noSuch('subscription item', change.itemId, 'items[0][id]');
  if (!change.price.recurring)
    throw invalidRequest(
      'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.',
      'items[0][price]',
    );
  const sameInterval =
    change.price.recurring.interval === item.price.recurring?.interval &&
    change.price.recurring.interval_count === item.price.recurring?.interval_count;
  if (change.free || (change.prorationBehavior === 'none' && !change.anchorNow && sameInterval)) {
    updateSubscription(core, subscription, (changed) => {
      changed.items.data[0] = { ...item, price: change.price, plan: planOfItem(change.price, changed) };
    });
    return null;
  }
  const now = core.now(subscription.customer);
  const end = periodEnd(change.price, now);
  // Charged first, on a draft copy: what an unpaid change does depends on the payment behaviour.
  const draft = structuredClone(subscription);
  const newItem = { ...newSubscriptionItem(item.created, subscription.id, change.price, now, end), id: item.id };
  draft.items.data[0] = newItem;
  const invoice = addInvoice(core, draft, 'subscription_update', change.price.unit_amount, { start: now, end });
  finalize(core, invoice);
  const result = payInvoice(core, invoice, 'off_session');
  if (result !== 'succeeded' && change.paymentBehavior === 'error_if_incomplete') {
    invoice.status = 'void';
    invoice.next_payment_attempt = null;
    core.changed();
    return { result, invoice };
  }
  core.emit('invoice.created', invoice);
  if (result !== 'succeeded' && change.paymentBehavior === 'pending_if_incomplete') {
    core.emit(result === 'requires_action' ? 'invoice.payment_action_required' : 'invoice.payment_failed', invoice);
    updateSubscription(core, subscription, (changed) => {
      changed.latest_invoice = invoice.id;
      changed.pending_update = {
        billing_cycle_anchor: now,
        cancel_at_period_end: null,
        discount: null,
        discounts: null,
        expires_at: Math.min(now + PENDING_FOR, item.current_period_end, changed.trial_end ?? Infinity),
        metadata: change.pendingMetadata,
        subscription_items: [newItem],
        trial_end: null,
        trial_from_plan: null,
      };
    });
    return { result, invoice };
  }
  updateSubscription(core, subscription, (changed) => {
    startChangedTerm(changed, newItem, now, result === 'succeeded');
    changed.latest_invoice = invoice.id;
  });
  return { result, invoice };
}

/** Voids an open invoice; the pending update it would have paid for is discarded with it. */
export function voidInvoice(core: Core, invoice: Invoice) {
  if (invoice.status !== 'open')
    throw invalidRequest(
      `You can only void open invoices. This invoice is ${invoice.status}.`,
      undefined,
      'invoice_not_open',
    );
  const now = core.now(invoice.customer);
  invoice.status = 'void';
  invoice.next_payment_attempt = null;
  invoice.amount_remaining = 0;
  invoice.status_transitions.voided_at = now;
  // Its payment is canceled with it: no later confirmation can pay a void invoice.
  for (const payment of invoice.payments.data) {
    const intent = core.state.paymentIntents[payment.payment.payment_intent];
    payment.status = 'canceled';
    payment.status_transitions.canceled_at = now;
    if (!intent || intent.status === 'succeeded') continue;
    intent.status = 'canceled';
    intent.canceled_at = now;
    intent.cancellation_reason = 'void_invoice';
    intent.next_action = null;
    core.emit('payment_intent.canceled', intent);
  }
  core.emit('invoice.voided', invoice);
  const subscription = core.state.subscriptions[invoice.parent.subscription_details.subscription];
  if (subscription?.pending_update && subscription.latest_invoice === invoice.id)
    updateSubscription(core, subscription, (changed) => void (changed.pending_update = null));
  core.changed();
}

/** Its time passed unpaid: the invoice is voided and the change discarded. */
export function expirePendingUpdate(core: Core, subscription: Subscription) {
  const invoice = subscription.latest_invoice ? core.state.invoices[subscription.latest_invoice] : undefined;
  if (invoice?.status === 'open') voidInvoice(core, invoice);
  else updateSubscription(core, subscription, (changed) => void (changed.pending_update = null));
}

function planOfItem(price: Price, subscription: Subscription) {
  return newSubscriptionItem(0, subscription.id, price, 0, 0).plan;
}
