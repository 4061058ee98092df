/**
 * Customers, saved cards, subscriptions and their invoices: what a checkout, a plan change, a
 * renewal or a retry does to them, with the events Stripe sends for each.
 */
import type { CardInput, PaymentSetting } from './cards.ts';
import { previousAttributes, type Core } from './core.ts';
import { noSuch } from './errors.ts';
import { newId } from './ids.ts';
import {
  newCustomer,
  newInvoice,
  newPaymentMethod,
  newSubscription,
  type Customer,
  type Invoice,
  type Metadata,
  type Price,
  type Subscription,
  type SubscriptionItem,
} from './objects.ts';
import { attemptIntent, createIntent, type AttemptResult } from './payments.ts';
import { addInterval, DAY } from './time.ts';

/** The custom retry schedule (Dashboard → Revenue recovery → Retries): days after the first failure. */
const RETRY_DAYS = [3, 5, 7];
/** Stripe finalizes and charges a renewal invoice about an hour after it is created. */
const FINALIZE_AFTER = 3600;

export function customerOf(core: Core, id: string): Customer {
  const customer = core.state.customers[id];
  if (!customer) throw noSuch('customer', id, 'customer');
  return customer;
}

export function priceOf(core: Core, id: string, param = 'price'): Price {
  const price = core.state.prices[id];
  if (!price) throw noSuch('price', id, param);
  return price;
}

export function subscriptionOf(core: Core, id: string): Subscription {
  const subscription = core.state.subscriptions[id];
  if (!subscription) throw noSuch('subscription', id);
  return subscription;
}

export function createCustomer(
  core: Core,
  email: string | null,
  metadata: Metadata,
  testClock: string | null,
): Customer {
  if (testClock && !core.state.testClocks[testClock]) throw noSuch('test_helpers.test_clock', testClock, 'test_clock');
  const created = testClock ? core.state.testClocks[testClock]!.frozen_time : core.now();
  const customer = newCustomer(created, email, metadata, testClock);
  core.state.customers[customer.id] = customer;
  core.changed();
  return customer;
}

export function attachCard(core: Core, customer: Customer, card: CardInput) {
  const method = newPaymentMethod(
    core.now(customer.id),
    customer.id,
    card.brand,
    card.last4,
    card.expiry,
    customer.email,
  );
  core.state.paymentMethods[method.id] = method;
  core.state.cards[method.id] = card.kind;
  core.changed();
  return method;
}

export const periodEnd = (price: Price, start: number) =>
  addInterval(start, price.recurring!.interval, price.recurring!.interval_count);

/** A subscription as a checkout (or the demo seeding) starts it: trialing, or active with its first invoice paid. */
export function startSubscription(
  core: Core,
  fields: { customer: Customer; price: Price; paymentMethod: string; metadata: Metadata; trialDays: number | null },
): { subscription: Subscription; invoice: Invoice } {
  const start = core.now(fields.customer.id);
  const trialEnd = fields.trialDays ? start + fields.trialDays * DAY : null;
  const subscription = newSubscription(start, {
    customer: fields.customer.id,
    price: fields.price,
    paymentMethod: fields.paymentMethod,
    metadata: fields.metadata,
    start,
    periodEnd: trialEnd ?? periodEnd(fields.price, start),
    trialEnd,
    testClock: fields.customer.test_clock,
  });
  core.state.subscriptions[subscription.id] = subscription;
  const item = subscription.items.data[0]!;
  const invoice = addInvoice(core, subscription, 'subscription_create', trialEnd ? 0 : fields.price.unit_amount, {
    start: item.current_period_start,
    end: item.current_period_end,
  });
  subscription.latest_invoice = invoice.id;
  core.emit('customer.subscription.created', subscription);
  core.emit('invoice.created', invoice);
  finalize(core, invoice);
  if (invoice.amount_due === 0) markPaid(core, invoice);
  else payInvoice(core, invoice, 'checkout', { authenticated: true });
  return { subscription, invoice };
}

export function addInvoice(
  core: Core,
  subscription: Subscription,
  reason: Invoice['billing_reason'],
  amount: number,
  linePeriod: { start: number; end: number },
  invoicePeriod = { start: linePeriod.start, end: linePeriod.start },
): Invoice {
  const customer = customerOf(core, subscription.customer);
  const invoice = newInvoice(core.now(customer.id), {
    customer,
    subscription,
    billingReason: reason,
    amount,
    periodStart: invoicePeriod.start,
    periodEnd: invoicePeriod.end,
    linePeriod,
    publicBase: core.publicBase,
  });
  core.state.invoices[invoice.id] = invoice;
  core.changed();
  return invoice;
}

export function finalize(core: Core, invoice: Invoice) {
  const customer = customerOf(core, invoice.customer);
  const now = core.now(customer.id);
  invoice.status = 'open';
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence++).padStart(4, '0')}`;
  invoice.status_transitions.finalized_at = now;
  invoice.effective_at = now;
  invoice.automatically_finalizes_at = null;
  invoice.webhooks_delivered_at = now;
}

/** Paid: by its PaymentIntent, or (a $0 invoice, a trial's start) without a payment. */
function markPaid(core: Core, invoice: Invoice) {
  const now = core.now(invoice.customer);
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.ending_balance = 0;
  invoice.status_transitions.paid_at = now;
  const payment = invoice.payments.data[0];
  if (payment) {
    payment.status = 'paid';
    payment.amount_paid = invoice.amount_due;
    payment.status_transitions.paid_at = now;
  }
  core.emit('invoice.paid', invoice);
  const subscription = core.state.subscriptions[invoice.parent.subscription_details.subscription];
  if (subscription?.pending_update && subscription.latest_invoice === invoice.id)
    applyPendingUpdate(core, subscription);
}

/** A PaymentIntent the buyer confirmed on a page (after the bank) succeeded: the open invoice it is for is paid. */
export function invoicePaidBy(core: Core, intentId: string) {
  const invoice = Object.values(core.state.invoices).find(
    (candidate) =>
      candidate.status === 'open' &&
      candidate.payments.data.some((payment) => payment.payment.payment_intent === intentId),
  );
  if (invoice) markPaid(core, invoice);
}

/** A plan change's new term, from `start`: its item, anchor and status (a trial ends with it). */
export function startChangedTerm(subscription: Subscription, item: SubscriptionItem, start: number, paid: boolean) {
  subscription.items.data[0] = item;
  subscription.billing_cycle_anchor = start;
  if (subscription.status === 'trialing') subscription.trial_end = start;
  subscription.status = paid ? 'active' : 'past_due';
  if (subscription.cancel_at_period_end) subscription.cancel_at = item.current_period_end;
}

/** Its invoice is paid: the waiting change is made, its metadata merged in. */
function applyPendingUpdate(core: Core, subscription: Subscription) {
  const pending = subscription.pending_update!;
  updateSubscription(core, subscription, (changed) => {
    changed.pending_update = null;
    changed.metadata = { ...changed.metadata, ...pending.metadata };
    startChangedTerm(changed, pending.subscription_items![0]!, pending.billing_cycle_anchor!, true);
  });
}

/** Which card an invoice is charged to: the subscription's, else the customer's default. */
function cardFor(core: Core, invoice: Invoice): string | null {
  const subscription = core.state.subscriptions[invoice.parent.subscription_details.subscription];
  return (
    subscription?.default_payment_method ??
    core.state.customers[invoice.customer]?.invoice_settings.default_payment_method ??
    null
  );
}

/** Charges an open invoice (reusing its PaymentIntent across retries, as Stripe does). */
export function payInvoice(
  core: Core,
  invoice: Invoice,
  setting: PaymentSetting,
  options: { authenticated?: boolean; paymentMethod?: string } = {},
): AttemptResult {
  const now = core.now(invoice.customer);
  const method = options.paymentMethod ?? cardFor(core, invoice);
  let payment = invoice.payments.data[0];
  let intent = payment ? core.state.paymentIntents[payment.payment.payment_intent] : undefined;
  if (!intent) {
    intent = createIntent(core, {
      amount: invoice.amount_due,
      currency: invoice.currency,
      customer: invoice.customer,
      paymentMethod: method,
      metadata: {},
      description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    });
    payment = {
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: null,
      amount_requested: invoice.amount_due,
      created: now,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'open',
      status_transitions: { canceled_at: null, paid_at: null },
    };
    invoice.payments.data.push(payment);
  }
  intent.payment_method = method;
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const result = attemptIntent(core, intent, setting, { authenticated: options.authenticated });
  if (result === 'succeeded') markPaid(core, invoice);
  core.changed();
  return result;
}

/** Sets the subscription's fields and sends `customer.subscription.updated` with what changed. */
export function updateSubscription(
  core: Core,
  subscription: Subscription,
  change: (subscription: Subscription) => void,
) {
  const before = structuredClone(subscription);
  change(subscription);
  const previous = previousAttributes(before, subscription);
  if (Object.keys(previous).length) core.emit('customer.subscription.updated', subscription, previous);
  core.changed();
}

export function cancelSubscription(
  core: Core,
  subscription: Subscription,
  reason: 'cancellation_requested' | 'payment_failed',
) {
  const now = core.now(subscription.customer);
  subscription.status = 'canceled';
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  subscription.cancellation_details = { comment: null, feedback: null, reason };
  for (const invoice of Object.values(core.state.invoices)) {
    if (invoice.parent.subscription_details.subscription === subscription.id && invoice.status !== 'paid')
      invoice.next_payment_attempt = null;
  }
  core.emit('customer.subscription.deleted', subscription);
  core.changed();
}

/** A period ends: the trial or period rolls on and a renewal invoice is drafted (charged an hour later). */
export function renew(core: Core, subscription: Subscription) {
  const item = subscription.items.data[0]!;
  const previousPeriod = { start: item.current_period_start, end: item.current_period_end };
  const start = item.current_period_end;
  const end = periodEnd(item.price, start);
  let invoice: Invoice | undefined;
  updateSubscription(core, subscription, (changed) => {
    const changedItem = changed.items.data[0]!;
    changedItem.current_period_start = start;
    changedItem.current_period_end = end;
    if (changed.status === 'trialing') changed.status = 'active';
    invoice = addInvoice(core, changed, 'subscription_cycle', item.price.unit_amount, { start, end }, previousPeriod);
    invoice.automatically_finalizes_at = start + FINALIZE_AFTER;
    invoice.next_payment_attempt = start + FINALIZE_AFTER;
    changed.latest_invoice = invoice.id;
  });
  core.emit('invoice.created', invoice!);
}

/** An invoice's due attempt (its first an hour after it was drafted, then the retries). */
export function attemptRenewal(core: Core, invoice: Invoice) {
  const subscription = core.state.subscriptions[invoice.parent.subscription_details.subscription];
  if (!subscription || subscription.status === 'canceled') {
    invoice.next_payment_attempt = null;
    return;
  }
  if (invoice.status === 'draft') finalize(core, invoice);
  const result = payInvoice(core, invoice, 'off_session');
  if (result === 'succeeded') {
    if (subscription.status !== 'active')
      updateSubscription(core, subscription, (changed) => void (changed.status = 'active'));
    return;
  }
  const firstAttempt = invoice.status_transitions.finalized_at!;
  const retryDay = RETRY_DAYS[invoice.attempt_count - 1];
  invoice.next_payment_attempt = retryDay === undefined ? null : firstAttempt + retryDay * DAY;
  core.emit('invoice.payment_failed', invoice);
  if (subscription.status !== 'past_due')
    updateSubscription(core, subscription, (changed) => void (changed.status = 'past_due'));
  // When the last retry fails the subscription is canceled: this follows the Dashboard's
  // "cancel the subscription" setting (the other choices are "mark unpaid" and "leave past due").
  if (retryDay === undefined) cancelSubscription(core, subscription, 'payment_failed');
}

/** The buyer saved a new card: it becomes the default everywhere, and an overdue invoice is paid with it. */
export function replaceCard(core: Core, customer: Customer, paymentMethod: string) {
  const previous = structuredClone(customer);
  customer.invoice_settings.default_payment_method = paymentMethod;
  if (JSON.stringify(previous) !== JSON.stringify(customer))
    core.emit('customer.updated', customer, previousAttributes(previous, customer));
  for (const subscription of Object.values(core.state.subscriptions)) {
    if (subscription.customer !== customer.id || subscription.status === 'canceled') continue;
    updateSubscription(core, subscription, (changed) => void (changed.default_payment_method = paymentMethod));
    if (subscription.status !== 'past_due') continue;
    // The stand-in's simplification: Stripe retries an overdue invoice with the new card on its
    // schedule (or when the customer pays it); the stand-in pays it at once.
    for (const invoice of Object.values(core.state.invoices)) {
      if (invoice.parent.subscription_details.subscription !== subscription.id || invoice.status !== 'open') continue;
      if (payInvoice(core, invoice, 'off_session', { paymentMethod }) === 'succeeded')
        updateSubscription(core, subscription, (changed) => void (changed.status = 'active'));
    }
  }
}
