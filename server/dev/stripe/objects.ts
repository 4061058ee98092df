/**
 * The stand-in's objects in Stripe's shapes (API version 2026-10-28.endive, see
 * node_modules/stripe/cjs/resources/*.d.ts): each builder fills the fields the product reads plus
 * Stripe's other top-level fields with their usual empty values. Ids of related objects are stored
 * as ids; `expand[]` swaps them for the objects on the way out (expand.ts).
 */
import { newId, randomTail } from './ids.ts';
import type { Interval } from './time.ts';

export type Metadata = Record<string, string>;
interface ApiList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}
const list = <T>(data: T[], url: string): ApiList<T> => ({ object: 'list', data, has_more: false, url });

export function newPrice(
  id: string,
  amount: number,
  recurring: { interval: Interval; count: number } | null,
  created: number,
) {
  return {
    id,
    object: 'price' as const,
    active: true,
    billing_scheme: 'per_unit' as const,
    created,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false as const,
    lookup_key: null as string | null,
    metadata: {} as Metadata,
    nickname: id as string | null,
    product: `prod_${id.replace(/^price_/, '')}`,
    recurring: recurring && {
      interval: recurring.interval,
      interval_count: recurring.count,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed' as const,
    },
    tax_behavior: 'unspecified' as const,
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? ('recurring' as const) : ('one_time' as const),
    unit_amount: amount,
    unit_amount_decimal: String(amount),
  };
}
export type Price = ReturnType<typeof newPrice>;

export function newCustomer(created: number, email: string | null, metadata: Metadata, testClock: string | null) {
  return {
    id: newId('cus'),
    object: 'customer' as const,
    address: null,
    balance: 0,
    created,
    currency: null as string | null,
    default_source: null,
    delinquent: false,
    description: null as string | null,
    email,
    invoice_prefix: randomTail(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null as string | null,
      footer: null,
      rendering_options: null,
    },
    livemode: false as const,
    metadata,
    name: null as string | null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [] as string[],
    shipping: null,
    tax_exempt: 'none' as const,
    test_clock: testClock,
  };
}
export type Customer = ReturnType<typeof newCustomer>;

export function newPaymentMethod(
  created: number,
  customer: string,
  brand: string,
  last4: string,
  expiry: { month: number; year: number },
  email: string | null,
) {
  return {
    id: newId('pm'),
    object: 'payment_method' as const,
    allow_redisplay: 'always' as const,
    billing_details: { address: null, email, name: null, phone: null, tax_id: null },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: expiry.month,
      exp_year: expiry.year,
      fingerprint: randomTail(16),
      funding: 'credit',
      generated_from: null,
      last4,
      networks: { available: [brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created,
    customer: customer as string | null,
    customer_account: null,
    livemode: false as const,
    metadata: {} as Metadata,
    type: 'card' as const,
  };
}
export type PaymentMethod = ReturnType<typeof newPaymentMethod>;

export function newCheckoutSession(
  created: number,
  fields: {
    customer: string | null;
    customerEmail: string | null;
    clientReferenceId: string | null;
    metadata: Metadata;
    successUrl: string;
    cancelUrl: string | null;
    amountTotal: number;
    currency: string;
  },
) {
  const id = `cs_test_${randomTail(40)}`;
  return {
    id,
    object: 'checkout.session' as const,
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: fields.amountTotal,
    amount_total: fields.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: fields.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: fields.customer,
    customer_account: null,
    customer_creation: fields.customer ? null : ('always' as const),
    customer_details: null as {
      email: string | null;
      name: null;
      phone: null;
      address: null;
      tax_exempt: 'none';
      tax_ids: [];
    } | null,
    customer_email: fields.customerEmail,
    discounts: [],
    expires_at: created + 24 * 3600,
    integration_identifier: null,
    invoice: null as string | null,
    invoice_creation: null,
    livemode: false as const,
    locale: null,
    managed_payments: null,
    metadata: fields.metadata,
    mode: 'subscription' as const,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always' as const,
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid' as 'unpaid' | 'paid' | 'no_payment_required',
    permissions: null,
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open' as 'open' | 'complete' | 'expired',
    submit_type: null,
    subscription: null as string | null,
    success_url: fields.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page' as const,
    url: null as string | null,
    wallet_options: null,
  };
}
export type CheckoutSession = ReturnType<typeof newCheckoutSession>;

type SubscriptionStatus = 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid';

export function newSubscriptionItem(created: number, subscription: string, price: Price, start: number, end: number) {
  return {
    id: newId('si'),
    object: 'subscription_item' as const,
    billing_thresholds: null,
    created,
    current_period_end: end,
    current_period_start: start,
    discounts: [] as string[],
    metadata: {} as Metadata,
    plan: planOf(price),
    price,
    quantity: 1,
    subscription,
    tax_rates: [],
  };
}

/** The legacy `plan` mirror of a recurring price, still part of a subscription item. */
function planOf(price: Price) {
  return {
    id: price.id,
    object: 'plan' as const,
    active: true,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit' as const,
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false as const,
    metadata: {},
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed' as const,
  };
}

export function newSubscription(
  created: number,
  fields: {
    customer: string;
    price: Price;
    paymentMethod: string | null;
    metadata: Metadata;
    start: number;
    periodEnd: number;
    trialEnd: number | null;
    testClock: string | null;
  },
) {
  const id = newId('sub');
  const item = newSubscriptionItem(created, id, fields.price, fields.start, fields.periodEnd);
  return {
    id,
    object: 'subscription' as const,
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: fields.trialEnd ?? fields.start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'flexible' as const, updated_at: created },
    billing_thresholds: null,
    cancel_at: null as number | null,
    cancel_at_period_end: false,
    canceled_at: null as number | null,
    cancellation_details: { comment: null, feedback: null, reason: null as string | null },
    collection_method: 'charge_automatically' as const,
    created,
    currency: fields.price.currency,
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: fields.paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [] as string[],
    ended_at: null as number | null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' as const } },
    items: list([item], `/v1/subscription_items?subscription=${id}`),
    latest_invoice: null as string | null,
    livemode: false as const,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off' as const,
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null as PendingUpdate | null,
    schedule: null,
    start_date: fields.start,
    status: (fields.trialEnd ? 'trialing' : 'active') as SubscriptionStatus,
    test_clock: fields.testClock,
    transfer_data: null,
    trial_end: fields.trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' as const } },
    trial_start: fields.trialEnd ? fields.start : (null as number | null),
  };
}
export type Subscription = ReturnType<typeof newSubscription>;
export type SubscriptionItem = ReturnType<typeof newSubscriptionItem>;

/** A change waiting for its invoice to be paid (`payment_behavior: pending_if_incomplete`). */
interface PendingUpdate {
  billing_cycle_anchor: number | null;
  cancel_at_period_end: boolean | null;
  discount: null;
  discounts: null;
  expires_at: number;
  metadata: Metadata | null;
  subscription_items: SubscriptionItem[] | null;
  trial_end: number | null;
  trial_from_plan: boolean | null;
}

export function newInvoice(
  created: number,
  fields: {
    customer: Customer;
    subscription: Subscription;
    billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
    amount: number;
    periodStart: number;
    periodEnd: number;
    linePeriod: { start: number; end: number };
    publicBase: string;
  },
) {
  const id = newId('in');
  const item = fields.subscription.items.data[0]!;
  return {
    id,
    object: 'invoice' as const,
    account_country: 'US',
    account_name: 'Profile Analyzer (stand-in)',
    account_tax_ids: null,
    amount_due: fields.amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: fields.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null as number | null,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically' as const,
    created,
    currency: item.price.currency,
    custom_fields: null,
    customer: fields.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: fields.customer.email,
    customer_name: fields.customer.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none' as const,
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null as number | null,
    ending_balance: null as number | null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${fields.publicBase}/invoice/${id}`,
    invoice_pdf: null,
    issuer: { type: 'self' as const },
    last_finalization_error: null,
    latest_revision: null,
    lines: list(
      [
        {
          id: newId('il'),
          object: 'line_item' as const,
          amount: fields.amount,
          currency: item.price.currency,
          description: `1 × ${item.price.nickname ?? item.price.id}`,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: id,
          livemode: false as const,
          metadata: {},
          parent: {
            type: 'subscription_item_details' as const,
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: fields.subscription.id,
              subscription_item: item.id,
            },
          },
          period: fields.linePeriod,
          pretax_credit_amounts: [],
          pricing: {
            type: 'price_details' as const,
            price_details: { price: item.price.id, product: item.price.product },
            unit_amount_decimal: String(fields.amount),
          },
          quantity: 1,
          subtotal: fields.amount,
          taxes: [],
        },
      ],
      `/v1/invoices/${id}/lines`,
    ),
    livemode: false as const,
    metadata: {},
    next_payment_attempt: null as number | null,
    number: null as string | null,
    on_behalf_of: null,
    parent: {
      type: 'subscription_details' as const,
      quote_details: null,
      subscription_details: { metadata: fields.subscription.metadata, subscription: fields.subscription.id },
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: list([] as InvoicePayment[], `/v1/invoice_payments?invoice=${id}`),
    period_end: fields.periodEnd,
    period_start: fields.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft' as 'draft' | 'open' | 'paid' | 'void' | 'uncollectible',
    status_transitions: {
      finalized_at: null as number | null,
      marked_uncollectible_at: null,
      paid_at: null as number | null,
      voided_at: null as number | null,
    },
    subtotal: fields.amount,
    subtotal_excluding_tax: fields.amount,
    test_clock: fields.customer.test_clock,
    total: fields.amount,
    total_discount_amounts: [],
    total_excluding_tax: fields.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null as number | null,
  };
}
export type Invoice = ReturnType<typeof newInvoice>;

interface InvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number | null;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: false;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'open' | 'paid' | 'canceled';
  status_transitions: { canceled_at: number | null; paid_at: number | null };
}

export interface LastPaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
  charge?: string;
  payment_method: PaymentMethod | null;
  doc_url: string;
}

type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export function newPaymentIntent(
  created: number,
  fields: {
    amount: number;
    currency: string;
    customer: string | null;
    paymentMethod: string | null;
    metadata: Metadata;
    description: string | null;
  },
) {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent' as const,
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: { allow_redirects: 'always' as const, enabled: true },
    canceled_at: null as number | null,
    cancellation_reason: null as string | null,
    capture_method: 'automatic' as const,
    client_secret: `${id}_secret_${randomTail(25)}`,
    confirmation_method: 'automatic' as const,
    created,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null as LastPaymentError | null,
    latest_charge: null as string | null,
    livemode: false as const,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null as null | {
      type: 'redirect_to_url';
      redirect_to_url: { url: string; return_url: string | null };
    },
    on_behalf_of: null,
    payment_method: fields.paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_confirmation' as PaymentIntentStatus,
    transfer_data: null,
    transfer_group: null,
  };
}
export type PaymentIntent = ReturnType<typeof newPaymentIntent>;

export function newCharge(
  created: number,
  intent: PaymentIntent,
  method: PaymentMethod,
  failure: LastPaymentError | null,
) {
  const id = newId('ch');
  return {
    id,
    object: 'charge' as const,
    amount: intent.amount,
    amount_captured: failure ? 0 : intent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: failure ? null : newId('txn'),
    billing_details: method.billing_details,
    calculated_statement_descriptor: 'PROFILE ANALYZER',
    captured: !failure,
    created,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    fraud_details: {},
    livemode: false as const,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: failure ? 'declined_by_network' : 'approved_by_network',
      reason: failure?.decline_code ?? null,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: failure ? 'The bank did not return any further details with this decline.' : 'Payment complete.',
      type: failure ? 'issuer_declined' : 'authorized',
    },
    paid: !failure,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      type: 'card' as const,
      card: {
        brand: method.card.brand,
        last4: method.card.last4,
        exp_month: method.card.exp_month,
        exp_year: method.card.exp_year,
        country: 'US',
        funding: 'credit',
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null as string | null,
    refunded: false,
    refunds: list([] as Refund[], `/v1/charges/${id}/refunds`),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: failure ? ('failed' as const) : ('succeeded' as const),
    transfer_data: null,
    transfer_group: null,
  };
}
export type Charge = ReturnType<typeof newCharge>;

export function newRefund(
  created: number,
  charge: { id: string; currency: string; customer: string | null; payment_intent: string; payment_method: string },
  amount: number,
  reason: string | null,
  metadata: Metadata,
) {
  return {
    id: newId('re'),
    object: 'refund' as const,
    amount,
    balance_transaction: newId('txn'),
    charge: charge.id,
    created,
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: reason as string | null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
export type Refund = ReturnType<typeof newRefund>;

export function newPortalSession(created: number, customer: string, returnUrl: string | null, flowType: string | null) {
  return {
    id: newId('bps'),
    object: 'billing_portal.session' as const,
    configuration: 'bpc_stand_in',
    created,
    customer,
    customer_account: null,
    flow: flowType
      ? {
          type: flowType,
          after_completion: {
            type: 'portal_homepage' as const,
            hosted_confirmation: null,
            redirect: null,
            portal_homepage: null,
          },
        }
      : null,
    livemode: false as const,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: '',
  };
}
export type PortalSession = ReturnType<typeof newPortalSession>;

export function newTestClock(created: number, frozenTime: number, name: string | null) {
  return {
    id: newId('clock'),
    object: 'test_helpers.test_clock' as const,
    created,
    deletes_after: created + 30 * 86_400,
    frozen_time: frozenTime,
    livemode: false as const,
    name,
    status: 'ready' as 'advancing' | 'ready' | 'internal_failure',
    status_details: {} as { advancing?: { target_frozen_time: number } },
  };
}
export type TestClock = ReturnType<typeof newTestClock>;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}
