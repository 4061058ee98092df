/**
 * Stripe's answers, written from its API reference (test/fixtures/stripe/README.md says where each
 * came from). Each is checked here, at compile time, against the stripe@23.1.0 types (generated
 * from Stripe's OpenAPI spec for 2026-10-28.endive): a key those types do not have fails `tsc`, so
 * no fixture carries a field Stripe does not document. Each call hands out a fresh copy.
 */
import type Stripe from 'stripe';
import authenticationRequired from '../../fixtures/stripe/error-authentication-required.json';
import portalSession from '../../fixtures/stripe/billing-portal-session.json';
import sessionComplete from '../../fixtures/stripe/checkout-session-complete.json';
import sessionOpen from '../../fixtures/stripe/checkout-session-open.json';
import cardDeclined from '../../fixtures/stripe/error-card-declined.json';
import chargeRefunded from '../../fixtures/stripe/event-charge-refunded.json';
import checkoutCompleted from '../../fixtures/stripe/event-checkout-session-completed.json';
import subscriptionUpdated from '../../fixtures/stripe/event-customer-subscription-updated.json';
import invoicePaid from '../../fixtures/stripe/event-invoice-paid.json';
import intentRefunded from '../../fixtures/stripe/payment-intent-refunded.json';
import intentRequiresAction from '../../fixtures/stripe/payment-intent-requires-action.json';
import intentRequiresPaymentMethod from '../../fixtures/stripe/payment-intent-requires-payment-method.json';
import intentSucceeded from '../../fixtures/stripe/payment-intent-succeeded.json';
import priceOneTime from '../../fixtures/stripe/price-one-time.json';
import priceMonthly from '../../fixtures/stripe/price-recurring-month.json';
import subscriptionPendingUpdate from '../../fixtures/stripe/subscription-pending-update.json';
import subscription from '../../fixtures/stripe/subscription.json';

/** The object form of a field (an expandable field is `string | Object`). */
type ObjectOf<T> = Exclude<NonNullable<T>, string | number | boolean | bigint>;
/** F with every key Stripe's type T does not have turned to `never`, all the way down. */
type Documented<F, T> = F extends readonly (infer E)[]
  ? NonNullable<T> extends readonly (infer TE)[]
    ? readonly Documented<E, TE>[]
    : never
  : F extends object
    ? { [K in keyof F]: K extends keyof ObjectOf<T> ? Documented<F[K], ObjectOf<T>[K]> : never }
    : F;

/** A fixture read as Stripe's type T, refused by the compiler when it has a key T does not. */
const documented =
  <T>() =>
  <F>(fixture: F & NoInfer<Documented<F, T>>) =>
  (): T =>
    structuredClone(fixture) as unknown as T;

/** The body of an API error (Stripe's `error` object: the fields of `api_errors`). */
type ErrorBody = { error: Stripe.PaymentIntent.LastPaymentError };

export const fixtures = {
  subscription: documented<Stripe.Subscription>()(subscription),
  subscriptionPendingUpdate: documented<Stripe.Subscription>()(subscriptionPendingUpdate),
  priceMonthly: documented<Stripe.Price>()(priceMonthly),
  priceOneTime: documented<Stripe.Price>()(priceOneTime),
  sessionOpen: documented<Stripe.Checkout.Session>()(sessionOpen),
  sessionComplete: documented<Stripe.Checkout.Session>()(sessionComplete),
  intentSucceeded: documented<Stripe.PaymentIntent>()(intentSucceeded),
  intentRefunded: documented<Stripe.PaymentIntent>()(intentRefunded),
  intentRequiresPaymentMethod: documented<Stripe.PaymentIntent>()(intentRequiresPaymentMethod),
  intentRequiresAction: documented<Stripe.PaymentIntent>()(intentRequiresAction),
  cardDeclined: documented<ErrorBody>()(cardDeclined),
  authenticationRequired: documented<ErrorBody>()(authenticationRequired),
  portalSession: documented<Stripe.BillingPortal.Session>()(portalSession),
  checkoutCompleted: documented<Stripe.CheckoutSessionCompletedEvent>()(checkoutCompleted),
  subscriptionUpdated: documented<Stripe.CustomerSubscriptionUpdatedEvent>()(subscriptionUpdated),
  invoicePaid: documented<Stripe.InvoicePaidEvent>()(invoicePaid),
  chargeRefunded: documented<Stripe.ChargeRefundedEvent>()(chargeRefunded),
};
