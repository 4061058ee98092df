/**
 * The billing provider on Stripe, through the official SDK with a pinned API version. In
 * development the same code talks to the stand-in under /dev/stripe/ (config.billing.apiUrl has a
 * path there, which the SDK's host settings cannot say: a fetch client puts it in front).
 */
import Stripe from 'stripe';
import type { BillingConfig } from './config.ts';
import {
  InvalidSignature,
  type BillingProvider,
  type ChargeOutcome,
  type ProviderPayment,
  type ProviderPrice,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './provider.ts';

/** The API version every call and the webhook endpoint use (stripe@23.1.0's own pin). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const dateOf = (unix: number) => new Date(unix * 1000);
/** Stripe's enums may grow (its types say `OtherString`): a value we do not know stops here, loudly. */
function known<T extends string>(values: readonly T[], value: string, what: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Unknown Stripe ${what}: ${value}`);
  return value as T;
}
const INTERVALS = ['day', 'week', 'month', 'year'] as const;
const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const satisfies readonly ProviderSubscriptionStatus[];

const idOf = (value: string | { id: string } | null) =>
  value === null || typeof value === 'string' ? value : value.id;

export function stripeClient(config: Pick<BillingConfig, 'secretKey' | 'apiUrl'>): Stripe {
  const url = new URL(config.apiUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    // Network errors, 409 and 5xx are retried with the same idempotency key (docs/billing.md).
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(prefix && {
      httpClient: Stripe.createFetchHttpClient((input, init) => {
        const target = new URL(String(input));
        target.pathname = `${prefix}${target.pathname}`;
        return fetch(target, init);
      }),
    }),
  });
}

export function priceOf(price: Stripe.Price): ProviderPrice {
  return {
    id: price.id,
    amount: price.unit_amount ?? 0,
    currency: price.currency,
    interval: price.recurring ? known(INTERVALS, price.recurring.interval, 'price interval') : null,
    intervalCount: price.recurring?.interval_count ?? null,
  };
}

/** Our reading of a Stripe subscription (basil and later: the period lives on its item). */
export function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  const cancelAt = subscription.cancel_at ?? (subscription.cancel_at_period_end ? item.current_period_end : null);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: known(SUBSCRIPTION_STATUSES, subscription.status, 'subscription status'),
    price: priceOf(item.price),
    planCode: subscription.metadata.plan_code || null,
    startedAt: dateOf(subscription.start_date),
    periodStart: dateOf(item.current_period_start),
    periodEnd: dateOf(item.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: cancelAt === null ? null : dateOf(cancelAt),
    endedAt: subscription.ended_at === null ? null : dateOf(subscription.ended_at),
    trialEnd: subscription.trial_end === null ? null : dateOf(subscription.trial_end),
    paymentMethodId: idOf(subscription.default_payment_method),
    clockTime:
      subscription.test_clock && typeof subscription.test_clock === 'object'
        ? dateOf(subscription.test_clock.frozen_time)
        : null,
  };
}

export function paymentOf(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const failed = intent.status === 'requires_payment_method' && intent.last_payment_error !== null;
  const settled = ['succeeded', 'processing', 'canceled'] as const;
  return {
    id: intent.id,
    status: (settled as readonly string[]).includes(intent.status)
      ? known(settled, intent.status, 'payment status')
      : failed
        ? 'failed'
        : // requires_action, requires_confirmation, or requires_payment_method before any attempt
          'requires_action',
    amount: intent.amount,
    currency: intent.currency,
    metadata: intent.metadata,
    refunded: charge?.refunded ?? false,
    failure: intent.last_payment_error?.message ?? null,
  };
}

/** A card error as the buyer reads it: Stripe's message (it names the decline). */
function declined(error: Stripe.errors.StripeCardError): ChargeOutcome {
  return {
    outcome: 'declined',
    paymentId: error.payment_intent?.id ?? null,
    code: error.decline_code ?? error.code ?? 'card_declined',
    message: error.message,
  };
}

/** A payment that failed, in the words of its last error. */
function declinedIntent(intent: Stripe.PaymentIntent): ChargeOutcome {
  const error = intent.last_payment_error;
  return {
    outcome: 'declined',
    paymentId: intent.id,
    code: error?.decline_code ?? error?.code ?? 'card_declined',
    message: error?.message ?? 'Your card was declined.',
  };
}

const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError;

/** The invoice of a pending update (its `latest_invoice`, payments expanded) and the PaymentIntent charging it. */
function pendingPayment(subscription: Stripe.Subscription): { invoice: string; intentId: string } {
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const payment = invoice.payments?.data.find((candidate) => candidate.is_default);
  const intentId = idOf(payment?.payment.payment_intent ?? null);
  if (!intentId) throw new Error(`Stripe invoice ${invoice.id} of a pending plan change has no payment`);
  return { invoice: invoice.id!, intentId };
}

export function stripeProvider(config: BillingConfig, stripe = stripeClient(config)): BillingProvider {
  const prices = new Map<string, Promise<ProviderPrice>>();
  // With its test clock, if it has one (test mode): decisions by time then use the clock's.
  const retrieveSubscription = (id: string) => stripe.subscriptions.retrieve(id, { expand: ['test_clock'] });

  /**
   * An off-session payment the bank wants to confirm (3-D Secure), confirmed again with the return
   * url: the buyer, back on-session, is sent to the bank's page.
   */
  const authenticate = async (
    intentId: string,
    order: { paymentMethod: string | null; returnUrl: string; idempotencyKey: string },
  ): Promise<ChargeOutcome> => {
    const confirmed = await stripe.paymentIntents.confirm(
      intentId,
      { ...(order.paymentMethod && { payment_method: order.paymentMethod }), return_url: order.returnUrl },
      { idempotencyKey: `${order.idempotencyKey}:authenticate` },
    );
    const url = confirmed.next_action?.redirect_to_url?.url;
    if (confirmed.status === 'succeeded') return { outcome: 'succeeded', paymentId: confirmed.id };
    if (confirmed.status !== 'requires_action' || !url) return declinedIntent(confirmed);
    return { outcome: 'authenticate', paymentId: confirmed.id, url };
  };

  return {
    async startCheckout(order) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: order.priceId, quantity: 1 }],
          customer_email: order.email,
          metadata: { plan_code: order.planCode },
          subscription_data: {
            metadata: { plan_code: order.planCode },
            ...(order.trialDays && { trial_period_days: order.trialDays }),
          },
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
        },
        { idempotencyKey: order.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      return { url: session.url };
    },

    async completedCheckout(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      const subscription = session.subscription;
      if (session.status !== 'complete' || subscription === null || typeof subscription === 'string') return null;
      const email = session.customer_details?.email ?? session.customer_email;
      if (!email) throw new Error(`Stripe checkout session ${session.id} has no email`);
      return { sessionId: session.id, email: email.toLowerCase(), subscription: subscriptionOf(subscription) };
    },

    async subscription(id) {
      return subscriptionOf(await retrieveSubscription(id));
    },

    price(id) {
      // Prices do not change once made (Stripe makes a new one instead): read each once.
      let price = prices.get(id);
      if (!price) {
        price = stripe.prices.retrieve(id).then(priceOf);
        price.catch(() => prices.delete(id));
        prices.set(id, price);
      }
      return price;
    },

    async chargeExtra(charge) {
      const subscription = await retrieveSubscription(charge.subscriptionId);
      const paymentMethod = idOf(subscription.default_payment_method);
      if (!paymentMethod)
        return { outcome: 'declined', paymentId: null, code: 'no_card', message: 'There is no card on file' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.price.amount,
            currency: charge.price.currency,
            customer: charge.customerId,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            metadata: charge.metadata,
          },
          { idempotencyKey: charge.idempotencyKey },
        );
        return { outcome: 'succeeded', paymentId: intent.id };
      } catch (error) {
        if (!isCardError(error)) throw error;
        if (error.code !== 'authentication_required' || !error.payment_intent) return declined(error);
        return authenticate(error.payment_intent.id, { ...charge, paymentMethod });
      }
    },

    async payment(id) {
      return paymentOf(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    },

    async changePlan(change) {
      const subscription = await retrieveSubscription(change.subscriptionId);
      const updated = await stripe.subscriptions.update(
        change.subscriptionId,
        {
          items: [{ id: subscription.items.data[0]!.id, price: change.priceId }],
          // Charged now, in full for the new term. Unpaid, the change waits as a pending update
          // (applied by Stripe once its invoice is paid), so a card that needs the bank can be
          // confirmed; the plan meanwhile stays as it was.
          proration_behavior: 'none',
          billing_cycle_anchor: { type: 'now' },
          payment_behavior: 'pending_if_incomplete',
          metadata: { plan_code: change.planCode },
          expand: ['latest_invoice.payments'],
        },
        { idempotencyKey: change.idempotencyKey },
      );
      if (!updated.pending_update) return { outcome: 'succeeded', paymentId: null };
      const { invoice, intentId } = pendingPayment(updated);
      const intent = await stripe.paymentIntents.retrieve(intentId);
      if (intent.status === 'succeeded') return { outcome: 'succeeded', paymentId: intent.id };
      const wantsBank =
        intent.status === 'requires_action' || intent.last_payment_error?.code === 'authentication_required';
      if (wantsBank)
        return authenticate(intent.id, { ...change, paymentMethod: idOf(subscription.default_payment_method) });
      // A refused card: the invoice is voided, so nothing pays it (and applies the change) later.
      await stripe.invoices.voidInvoice(invoice, {}, { idempotencyKey: `${change.idempotencyKey}:void` });
      return declinedIntent(intent);
    },

    async discardPlanChange(subscriptionId, paymentId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice.payments'],
      });
      if (!subscription.pending_update) return;
      const { invoice, intentId } = pendingPayment(subscription);
      // Only the change this payment was for: a newer one waits on another invoice.
      if (intentId === paymentId) await stripe.invoices.voidInvoice(invoice, {}, { idempotencyKey: `void-${invoice}` });
    },

    async giveFreeMonth(change) {
      const subscription = await retrieveSubscription(change.subscriptionId);
      // A trial extension (docs/billing.md): nothing is charged until `until`, when the new price's terms begin.
      const updated = await stripe.subscriptions.update(
        change.subscriptionId,
        {
          items: [{ id: subscription.items.data[0]!.id, price: change.priceId }],
          trial_end: seconds(change.until),
          proration_behavior: 'none',
          metadata: { plan_code: change.planCode },
        },
        { idempotencyKey: change.idempotencyKey },
      );
      return subscriptionOf(updated);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey) {
      return subscriptionOf(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }, { idempotencyKey }),
      );
    },

    async updatePaymentUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        flow_data: { type: 'payment_method_update' },
      });
      return session.url;
    },

    verifiedEvent(rawBody, signature) {
      if (!signature) throw new InvalidSignature('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Stripe's own tolerance (300 s) against replays of an old delivery.
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidSignature(error.message);
        throw error;
      }
      const object = event.data.object as { id?: unknown };
      return {
        id: event.id,
        type: event.type,
        objectId: typeof object.id === 'string' ? object.id : null,
        payload: event,
      };
    },
  };
}
