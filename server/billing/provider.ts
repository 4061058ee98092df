/**
 * What the server asks of a payment provider, in its own words. One implementation, Stripe's
 * (server/billing/stripe-provider.ts), talks to Stripe in production and to its stand-in under
 * /dev/stripe/ in development, through the same SDK.
 */

/** A recurring or one-time price as the provider holds it; amounts in minor units (cents). */
export interface ProviderPrice {
  id: string;
  amount: number;
  currency: string;
  /** Null for a one-time price. */
  interval: 'day' | 'week' | 'month' | 'year' | null;
  intervalCount: number | null;
}

export type ProviderSubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

/** A provider's subscription as it is now (read back whenever an event names it: events arrive out of order). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  price: ProviderPrice;
  /** The plan code sold (its metadata), null when the subscription was made elsewhere. */
  planCode: string | null;
  startedAt: Date;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When it is set to end (cancel at period end, or a date), else null. */
  cancelAt: Date | null;
  endedAt: Date | null;
  trialEnd: Date | null;
  /** The card its invoices are charged to. */
  paymentMethodId: string | null;
  /**
   * Stripe's time for it when its customer lives on a test clock (test mode): its terms run by
   * that clock, not the wall's. Null otherwise, and when the clock was not read with it.
   */
  clockTime: Date | null;
}

/** A checkout the buyer completed: who paid, and the subscription it started. */
export interface CompletedCheckout {
  sessionId: string;
  email: string;
  subscription: ProviderSubscription;
}

/** What a charge (an extra, a plan change) came to. */
export type ChargeOutcome =
  | { outcome: 'succeeded'; paymentId: string | null }
  | { outcome: 'declined'; paymentId: string | null; code: string; message: string }
  /** The buyer's bank asks them to confirm (3-D Secure) on the provider's page at `url`. */
  | { outcome: 'authenticate'; paymentId: string; url: string };

/** A one-time payment as it is now. */
export interface ProviderPayment {
  id: string;
  status: 'succeeded' | 'processing' | 'requires_action' | 'failed' | 'canceled';
  amount: number;
  currency: string;
  /** What we attached when charging (our payment row's id). */
  metadata: Record<string, string>;
  /** The whole amount was given back. */
  refunded: boolean;
  /** Why it failed, in the provider's words (the last error), when it did. */
  failure: string | null;
}

/** A webhook event whose signature was verified. */
export interface BillingEvent {
  id: string;
  type: string;
  /** The id of the object the event is about (`data.object.id`). */
  objectId: string | null;
  /** The event as delivered (stored; the worker reads the current objects from the provider). */
  payload: unknown;
}

interface CheckoutOrder {
  planCode: string;
  priceId: string;
  email: string;
  /** Days the first term is free (the weekly plan's trial), else none. */
  trialDays?: number;
  /** `{CHECKOUT_SESSION_ID}` in it is filled in by the provider. */
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

interface ExtraCharge {
  customerId: string;
  /** The main plan whose card pays. */
  subscriptionId: string;
  price: ProviderPrice;
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Where the provider sends the buyer back after confirming with their bank. */
  returnUrl: string;
}

interface PlanChange {
  subscriptionId: string;
  priceId: string;
  planCode: string;
  idempotencyKey: string;
}

interface ChargedPlanChange extends PlanChange {
  /** Where the provider sends the buyer back after confirming with their bank. */
  returnUrl: string;
}

export interface BillingProvider {
  /** A hosted checkout for a main plan; the buyer goes to `url`. */
  startCheckout(order: CheckoutOrder): Promise<{ url: string }>;
  /** The checkout's outcome: null while it is not complete (or was left). */
  completedCheckout(sessionId: string): Promise<CompletedCheckout | null>;
  subscription(id: string): Promise<ProviderSubscription>;
  price(id: string): Promise<ProviderPrice>;
  /** Charges an extra to the main plan's card, off-session. */
  chargeExtra(charge: ExtraCharge): Promise<ChargeOutcome>;
  payment(id: string): Promise<ProviderPayment>;
  /**
   * Moves the subscription to another price now, charging the new price to its card; nothing
   * changes unless it is paid (after the bank's page, when the bank asks the buyer to confirm).
   */
  changePlan(change: ChargedPlanChange): Promise<ChargeOutcome>;
  /** The plan change waiting for this payment (the bank refused it) will not be made: nothing can pay for it later. */
  discardPlanChange(subscriptionId: string, paymentId: string): Promise<void>;
  /** Moves the subscription to another price whose first `until` is free (a trial extension: nothing is charged). */
  giveFreeMonth(change: PlanChange & { until: Date }): Promise<ProviderSubscription>;
  /** Ends the subscription when its running term ends (undone by `false`). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<ProviderSubscription>;
  /** The provider's page where the customer updates their card; back to `returnUrl` after. */
  updatePaymentUrl(customerId: string, returnUrl: string): Promise<string>;
  /** The event of a webhook delivery; throws InvalidSignature for a bad, missing or stale signature. */
  verifiedEvent(rawBody: string, signature: string | undefined): BillingEvent;
}

export class InvalidSignature extends Error {}
