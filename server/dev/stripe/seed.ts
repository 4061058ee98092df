/**
 * Demo seeding (in-process): a customer with a working 4242 card and a subscription that started at
 * a given date, its periods counted from then up to now; and one-time payments. Idempotent (the
 * same email and price give back the same ids). Their events are recorded but not delivered: the
 * server seeds its own rows.
 */
import {
  addInvoice,
  attachCard,
  createCustomer,
  customerOf,
  finalize,
  payInvoice,
  periodEnd,
  priceOf,
} from './billing.ts';
import type { Core } from './core.ts';
import { invalidRequest } from './errors.ts';
import { newSubscription } from './objects.ts';
import { attemptIntent, createIntent } from './payments.ts';
import { DAY, unix } from './time.ts';

export interface SeedSubscription {
  email: string;
  priceId: string;
  planCode: string;
  startedAt: Date;
  trialDays?: number;
  cancelAtPeriodEnd?: boolean;
}

export function seedSubscription(core: Core, demo: SeedSubscription): { customerId: string; subscriptionId: string } {
  const key = `subscription:${demo.email}|${demo.priceId}`;
  const existing = core.state.seeds[key];
  if (existing?.subscriptionId) return { customerId: existing.customerId, subscriptionId: existing.subscriptionId };
  return core.quietly(() => {
    const price = priceOf(core, demo.priceId);
    if (!price.recurring) throw invalidRequest(`${price.id} is not a recurring price`);
    const now = core.now();
    const start = unix(demo.startedAt);
    const customer = core.at(start, () => createCustomer(core, demo.email, {}, null));
    const method = core.at(start, () =>
      attachCard(core, customer, {
        kind: 'ok',
        last4: '4242',
        brand: 'visa',
        expiry: { month: 12, year: new Date(now * 1000).getUTCFullYear() + 3 },
      }),
    );
    customer.invoice_settings.default_payment_method = method.id;
    const trialEnd = demo.trialDays ? start + demo.trialDays * DAY : null;
    const trialing = trialEnd !== null && trialEnd > now;
    let periodStart = trialing ? start : (trialEnd ?? start);
    let end = trialing ? trialEnd : periodEnd(price, periodStart);
    while (end <= now) [periodStart, end] = [end, periodEnd(price, end)];
    const subscription = newSubscription(start, {
      customer: customer.id,
      price,
      paymentMethod: method.id,
      metadata: { plan_code: demo.planCode },
      start,
      periodEnd: end,
      trialEnd,
      testClock: null,
    });
    subscription.status = trialing ? 'trialing' : 'active';
    subscription.items.data[0]!.current_period_start = periodStart;
    core.state.subscriptions[subscription.id] = subscription;
    core.at(periodStart, () => {
      const first = periodStart === start;
      const amount = trialing ? 0 : price.unit_amount;
      const invoice = addInvoice(core, subscription, first ? 'subscription_create' : 'subscription_cycle', amount, {
        start: periodStart,
        end,
      });
      finalize(core, invoice);
      if (amount > 0) payInvoice(core, invoice, 'off_session', { authenticated: true });
      else {
        invoice.status = 'paid';
        invoice.status_transitions.paid_at = periodStart;
      }
      subscription.latest_invoice = invoice.id;
    });
    if (demo.cancelAtPeriodEnd) {
      subscription.cancel_at_period_end = true;
      subscription.cancel_at = end;
      subscription.canceled_at = now;
    }
    core.state.seeds[key] = { customerId: customer.id, subscriptionId: subscription.id };
    core.changed();
    return { customerId: customer.id, subscriptionId: subscription.id };
  });
}

export function seedPayment(
  core: Core,
  demo: { customerId: string; priceId: string; metadata: Record<string, string> },
): { paymentIntentId: string } {
  const key = `payment:${demo.customerId}|${demo.priceId}|${JSON.stringify(demo.metadata)}`;
  const existing = core.state.seeds[key];
  if (existing?.paymentIntentId) return { paymentIntentId: existing.paymentIntentId };
  return core.quietly(() => {
    const customer = customerOf(core, demo.customerId);
    const price = priceOf(core, demo.priceId);
    const method =
      customer.invoice_settings.default_payment_method ??
      Object.values(core.state.paymentMethods).find((candidate) => candidate.customer === customer.id)?.id;
    if (!method) throw invalidRequest(`${customer.id} has no card`);
    const intent = createIntent(core, {
      amount: price.unit_amount,
      currency: price.currency,
      customer: customer.id,
      paymentMethod: method,
      metadata: demo.metadata,
      description: null,
    });
    attemptIntent(core, intent, 'off_session', { authenticated: true });
    core.state.seeds[key] = { customerId: customer.id, paymentIntentId: intent.id };
    core.changed();
    return { paymentIntentId: intent.id };
  });
}
