/**
 * What our Stripe provider sends, on the wire, and what it makes of Stripe's documented answers
 * (docs/billing.md): pinned against a local recording server under a path prefix.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BillingProvider } from '../../../server/billing/provider.ts';
import {
  STRIPE_API_VERSION,
  priceOf,
  stripeProvider,
  subscriptionOf,
} from '../../../server/billing/stripe-provider.ts';
import { fixtures } from './stripe-fixtures.ts';
import { SECRET_KEY, billingConfig, cardError, startStripeWire, type StripeWire } from './stripe-wire.ts';

const SUB = fixtures.subscription();
const SUB_ID = SUB.id;
const ITEM_ID = SUB.items.data[0]!.id;
const CARD = SUB.default_payment_method as string;
const CUSTOMER = SUB.customer as string;
const REPORT = fixtures.priceOneTime();

let wire: StripeWire;
let provider: BillingProvider;

beforeAll(async () => {
  wire = await startStripeWire('/prefix');
});
afterAll(() => wire.close());
beforeEach(() => {
  wire.reset();
  // A new provider each time: its price memory starts empty.
  provider = stripeProvider(billingConfig(wire.apiUrl));
});
afterEach(() => {
  // Every call, whatever the method: the pinned version, the key, under the prefix.
  for (const request of wire.requests) {
    expect(request.headers['stripe-version']).toBe('2026-10-28.endive');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.path.startsWith('/prefix/v1/')).toBe(true);
  }
});

const posted = (path: string) => wire.requests.filter((r) => r.method === 'POST' && r.path === `/prefix${path}`);
const only = (path: string) => {
  const found = posted(path);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the client', () => {
  it('pins the API version of stripe@23.1.0 (endive)', () => {
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
  });

  it('sends every call under the base path, with the version and the secret key', async () => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    await provider.subscription(SUB_ID);
    expect(wire.requests).toHaveLength(1);
    expect(wire.requests[0]).toMatchObject({
      method: 'GET',
      path: `/prefix/v1/subscriptions/${SUB_ID}`,
      headers: { 'stripe-version': '2026-10-28.endive', authorization: `Bearer ${SECRET_KEY}` },
    });
  });

  it('keeps the prefix when the base URL ends with a slash', async () => {
    const slashed = stripeProvider(billingConfig(`${wire.apiUrl}/`));
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    await slashed.subscription(SUB_ID);
    expect(wire.requests.map((r) => r.path)).toEqual([`/prefix/v1/subscriptions/${SUB_ID}`]);
  });
  it('talks to a base without a path directly (as to https://api.stripe.com)', async () => {
    const bare = await startStripeWire('');
    try {
      bare.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
      await stripeProvider(billingConfig(bare.apiUrl)).subscription(SUB_ID);
      expect(bare.requests.map((r) => r.path)).toEqual([`/v1/subscriptions/${SUB_ID}`]);
      expect(bare.requests[0]!.headers['stripe-version']).toBe('2026-10-28.endive');
    } finally {
      await bare.close();
    }
  });
});

describe('startCheckout', () => {
  const order = {
    planCode: 'weekly',
    priceId: 'price_weekly_contract',
    email: 'Jenny.Rosen@Example.com',
    successUrl: 'https://profile.example.com/checkout/done?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://profile.example.com/plans',
    idempotencyKey: 'checkout:lead_81f2:weekly',
  };

  it('creates a subscription-mode session with one line, the trial and the plan code, and answers its url', async () => {
    wire.on('POST', '/v1/checkout/sessions', { body: fixtures.sessionOpen() });
    const { url } = await provider.startCheckout({ ...order, trialDays: 7 });
    expect(url).toBe(fixtures.sessionOpen().url);
    const request = only('/v1/checkout/sessions');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers['idempotency-key']).toBe('checkout:lead_81f2:weekly');
    expect(request.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_weekly_contract',
      'line_items[0][quantity]': '1',
      customer_email: 'Jenny.Rosen@Example.com',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][plan_code]': 'weekly',
      cancel_url: 'https://profile.example.com/plans',
    });
    // The template goes as is (form-encoded once): Stripe fills it in when it redirects.
    expect(request.body.success_url).toBe('https://profile.example.com/checkout/done?session_id={CHECKOUT_SESSION_ID}');
    expect(request.rawBody).toContain('session_id%3D%7BCHECKOUT_SESSION_ID%7D');
    // endive removed payment_method_types from session create (docs/billing.md).
    expect(Object.keys(request.body).filter((key) => key.startsWith('payment_method_types'))).toEqual([]);
    expect(Object.keys(request.body).filter((key) => key.startsWith('line_items[1]'))).toEqual([]);
  });

  it('sends no trial when the order has none', async () => {
    wire.on('POST', '/v1/checkout/sessions', { body: fixtures.sessionOpen() });
    await provider.startCheckout({ ...order, planCode: 'premium', priceId: 'price_1PgafmB7WZ01zgkW6dKueIc5' });
    const request = only('/v1/checkout/sessions');
    expect(Object.keys(request.body).filter((key) => key.includes('trial'))).toEqual([]);
    expect(request.body['subscription_data[metadata][plan_code]']).toBe('premium');
    expect(Object.keys(request.body).filter((key) => key.startsWith('payment_method_types'))).toEqual([]);
  });
});

describe('completedCheckout', () => {
  const SESSION = fixtures.sessionComplete().id;

  it('reads the session with its subscription expanded and answers the buyer, lower-cased', async () => {
    wire.on('GET', `/v1/checkout/sessions/${SESSION}`, { body: fixtures.sessionComplete() });
    const completed = await provider.completedCheckout(SESSION);
    expect(wire.requests).toHaveLength(1);
    expect(wire.requests[0]!.query).toEqual({ 'expand[0]': 'subscription' });
    expect(completed).toEqual({
      sessionId: SESSION,
      email: 'jenny.rosen@example.com',
      subscription: subscriptionOf(fixtures.subscription()),
    });
  });

  it('answers null while the session is open', async () => {
    wire.on('GET', `/v1/checkout/sessions/${SESSION}`, { body: fixtures.sessionOpen() });
    expect(await provider.completedCheckout(SESSION)).toBeNull();
  });
});

describe('price', () => {
  it('reads each price once, however often and however concurrently it is asked for', async () => {
    wire.on('GET', `/v1/prices/${REPORT.id}`, { body: REPORT });
    wire.on('GET', `/v1/prices/${fixtures.priceMonthly().id}`, { body: fixtures.priceMonthly() });
    const [first, second] = await Promise.all([provider.price(REPORT.id), provider.price(REPORT.id)]);
    const third = await provider.price(REPORT.id);
    const monthly = await provider.price(fixtures.priceMonthly().id);
    expect(first).toEqual({ id: REPORT.id, amount: 2899, currency: 'usd', interval: null, intervalCount: null });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(monthly).toEqual(priceOf(fixtures.priceMonthly()));
    expect(wire.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /prefix/v1/prices/${REPORT.id}`,
      `GET /prefix/v1/prices/${fixtures.priceMonthly().id}`,
    ]);
  });

  it('reads a price again after a failed read', async () => {
    wire.on(
      'GET',
      `/v1/prices/${REPORT.id}`,
      {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such price' } },
      },
      { body: REPORT },
    );
    await expect(provider.price(REPORT.id)).rejects.toThrow('No such price');
    expect((await provider.price(REPORT.id)).amount).toBe(2899);
    expect(wire.requests).toHaveLength(2);
  });
});

describe('chargeExtra', () => {
  const charge = {
    customerId: CUSTOMER,
    subscriptionId: SUB_ID,
    price: priceOf(REPORT),
    idempotencyKey: 'extra:pay_4b8c2e',
    metadata: { payment_id: 'pay_4b8c2e' },
    returnUrl: 'https://profile.example.com/purchases/pay_4b8c2e/return',
  };
  const intentCreated = () => {
    const intent = fixtures.intentSucceeded();
    // Not expanded on create: the id of the charge.
    return { ...intent, latest_charge: (intent.latest_charge as { id: string }).id };
  };

  it("reads the subscription's card, then charges it off-session with the key given", async () => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    wire.on('POST', '/v1/payment_intents', { body: intentCreated() });
    expect(await provider.chargeExtra(charge)).toEqual({
      outcome: 'succeeded',
      paymentId: fixtures.intentSucceeded().id,
    });
    expect(wire.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /prefix/v1/subscriptions/${SUB_ID}`,
      'POST /prefix/v1/payment_intents',
    ]);
    const request = wire.requests[1]!;
    expect(request.headers['idempotency-key']).toBe('extra:pay_4b8c2e');
    expect(request.body).toEqual({
      amount: '2899',
      currency: 'usd',
      customer: CUSTOMER,
      payment_method: CARD,
      off_session: 'true',
      confirm: 'true',
      'metadata[payment_id]': 'pay_4b8c2e',
    });
  });

  it('on authentication_required, confirms that intent with the return url and answers its redirect', async () => {
    const required = fixtures.authenticationRequired();
    const intentId = required.error.payment_intent!.id;
    const action = fixtures.intentRequiresAction();
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    wire.on('POST', '/v1/payment_intents', cardError(required));
    wire.on('POST', `/v1/payment_intents/${intentId}/confirm`, { body: action });
    expect(await provider.chargeExtra(charge)).toEqual({
      outcome: 'authenticate',
      paymentId: intentId,
      url: action.next_action!.redirect_to_url!.url,
    });
    // A 402 is an answer, not a failure: never retried.
    only('/v1/payment_intents');
    const confirm = only(`/v1/payment_intents/${intentId}/confirm`);
    expect(confirm.body).toMatchObject({ return_url: charge.returnUrl });
    // The buyer is back on-session for this one.
    expect(confirm.body).not.toHaveProperty('off_session');
    // Another call than the create: it must not reuse the create's key (an idempotency_error, §5).
    expect(confirm.headers['idempotency-key']).toBeTruthy();
    expect(confirm.headers['idempotency-key']).not.toBe(charge.idempotencyKey);
  });

  it("on card_declined answers declined with the decline code and Stripe's message, confirming nothing", async () => {
    const declined = fixtures.cardDeclined();
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    wire.on('POST', '/v1/payment_intents', cardError(declined));
    expect(await provider.chargeExtra(charge)).toEqual({
      outcome: 'declined',
      paymentId: declined.error.payment_intent!.id,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(wire.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /prefix/v1/subscriptions/${SUB_ID}`,
      'POST /prefix/v1/payment_intents',
    ]);
  });

  it('charges nothing when the subscription has no card', async () => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: { ...SUB, default_payment_method: null } });
    expect(await provider.chargeExtra(charge)).toMatchObject({ outcome: 'declined', code: 'no_card' });
    expect(posted('/v1/payment_intents')).toEqual([]);
  });
});

describe('payment', () => {
  it('reads the intent with its latest charge expanded', async () => {
    const intent = fixtures.intentRefunded();
    wire.on('GET', `/v1/payment_intents/${intent.id}`, { body: intent });
    expect(await provider.payment(intent.id)).toMatchObject({ id: intent.id, status: 'succeeded', refunded: true });
    expect(wire.requests[0]!.query).toEqual({ 'expand[0]': 'latest_charge' });
  });
});

describe('changePlan', () => {
  const change = {
    subscriptionId: SUB_ID,
    priceId: 'price_gift_contract',
    planCode: 'gift',
    idempotencyKey: 'plan:sub_1Pgc6r:gift:1',
    returnUrl: 'https://profile.example.com/dashboard/my-plan?purchase=gift',
  };
  const PENDING = fixtures.subscriptionPendingUpdate();
  const INVOICE_ID = (PENDING.latest_invoice as { id: string }).id;
  const INTENT_ID = fixtures.intentRequiresAction().id;
  /** The update answers the change pending (its invoice unpaid); the invoice's payment reads as `intent`. */
  const pendingWith = (intent: unknown) => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    wire.on('POST', `/v1/subscriptions/${SUB_ID}`, { body: PENDING });
    wire.on('GET', `/v1/payment_intents/${INTENT_ID}`, { body: { ...(intent as object), id: INTENT_ID } });
  };

  it("moves the subscription's item to the new price now, pending until paid (endive's anchor object)", async () => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    wire.on('POST', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    expect(await provider.changePlan(change)).toEqual({ outcome: 'succeeded', paymentId: null });
    const request = only(`/v1/subscriptions/${SUB_ID}`);
    expect(request.headers['idempotency-key']).toBe('plan:sub_1Pgc6r:gift:1');
    expect(request.body).toEqual({
      'items[0][id]': ITEM_ID,
      'items[0][price]': 'price_gift_contract',
      proration_behavior: 'none',
      payment_behavior: 'pending_if_incomplete',
      'billing_cycle_anchor[type]': 'now',
      'metadata[plan_code]': 'gift',
      'expand[0]': 'latest_invoice.payments',
    });
  });

  it("when the bank must confirm, confirms the invoice's payment with the return url and answers the bank's page", async () => {
    pendingWith(fixtures.intentRequiresAction());
    wire.on('POST', `/v1/payment_intents/${INTENT_ID}/confirm`, { body: fixtures.intentRequiresAction() });
    expect(await provider.changePlan(change)).toEqual({
      outcome: 'authenticate',
      paymentId: INTENT_ID,
      url: fixtures.intentRequiresAction().next_action!.redirect_to_url!.url,
    });
    const confirm = only(`/v1/payment_intents/${INTENT_ID}/confirm`);
    expect(confirm.body).toEqual({ payment_method: CARD, return_url: change.returnUrl });
    expect(confirm.headers['idempotency-key']).toBe(`${change.idempotencyKey}:authenticate`);
    expect(posted(`/v1/invoices/${INVOICE_ID}/void`)).toEqual([]);
  });

  it("on a declined card answers Stripe's words and voids the invoice, so nothing applies the change later", async () => {
    pendingWith(fixtures.intentRequiresPaymentMethod());
    wire.on('POST', `/v1/invoices/${INVOICE_ID}/void`, {
      body: { ...(PENDING.latest_invoice as object), status: 'void' },
    });
    expect(await provider.changePlan(change)).toEqual({
      outcome: 'declined',
      paymentId: INTENT_ID,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(only(`/v1/invoices/${INVOICE_ID}/void`).headers['idempotency-key']).toBe(`${change.idempotencyKey}:void`);
    expect(posted(`/v1/payment_intents/${INTENT_ID}/confirm`)).toEqual([]);
  });

  it('answers succeeded when the pending change was paid since (a repeated press replays the first answer)', async () => {
    pendingWith(fixtures.intentSucceeded());
    expect(await provider.changePlan(change)).toEqual({ outcome: 'succeeded', paymentId: INTENT_ID });
    expect(wire.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('discardPlanChange', () => {
  const PENDING = fixtures.subscriptionPendingUpdate();
  const INVOICE_ID = (PENDING.latest_invoice as { id: string }).id;
  const INTENT_ID = fixtures.intentRequiresAction().id;

  it("voids the pending change's invoice when it is the one this payment was for", async () => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: PENDING });
    wire.on('POST', `/v1/invoices/${INVOICE_ID}/void`, {
      body: { ...(PENDING.latest_invoice as object), status: 'void' },
    });
    await provider.discardPlanChange(SUB_ID, INTENT_ID);
    expect(wire.requests[0]!.query).toEqual({ 'expand[0]': 'latest_invoice.payments' });
    only(`/v1/invoices/${INVOICE_ID}/void`);
  });

  it('leaves a newer pending change, and a subscription with none, alone', async () => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: PENDING }, { body: SUB });
    await provider.discardPlanChange(SUB_ID, 'pi_an_earlier_one');
    await provider.discardPlanChange(SUB_ID, INTENT_ID);
    expect(wire.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('giveFreeMonth', () => {
  it('extends the trial to the date, in unix seconds, without prorating', async () => {
    const until = new Date('2026-12-05T00:00:00Z');
    const answered = { ...SUB, status: 'trialing', trial_end: 1796428800 };
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    wire.on('POST', `/v1/subscriptions/${SUB_ID}`, { body: answered });
    const subscription = await provider.giveFreeMonth({
      subscriptionId: SUB_ID,
      priceId: 'price_gift_contract',
      planCode: 'gift',
      idempotencyKey: 'free-month:sub_1Pgc6r',
      until,
    });
    expect(subscription).toMatchObject({ status: 'trialing', trialEnd: until });
    const request = only(`/v1/subscriptions/${SUB_ID}`);
    expect(request.headers['idempotency-key']).toBe('free-month:sub_1Pgc6r');
    expect(request.body).toMatchObject({ trial_end: '1796428800', proration_behavior: 'none' });
  });
});

describe('setCancelAtPeriodEnd', () => {
  it('sets cancel_at_period_end, and unsets it', async () => {
    const periodEnd = SUB.items.data[0]!.current_period_end;
    wire.on(
      'POST',
      `/v1/subscriptions/${SUB_ID}`,
      { body: { ...SUB, cancel_at_period_end: true, cancel_at: periodEnd } },
      { body: SUB },
    );
    const ending = await provider.setCancelAtPeriodEnd(SUB_ID, true, 'cancel:sub_1Pgc6r:1');
    expect(ending).toMatchObject({ cancelAtPeriodEnd: true, cancelAt: new Date(periodEnd * 1000) });
    const kept = await provider.setCancelAtPeriodEnd(SUB_ID, false, 'cancel:sub_1Pgc6r:2');
    expect(kept).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: null });
    const [set, unset] = posted(`/v1/subscriptions/${SUB_ID}`);
    expect(set!.body).toEqual({ cancel_at_period_end: 'true' });
    expect(set!.headers['idempotency-key']).toBe('cancel:sub_1Pgc6r:1');
    expect(unset!.body).toEqual({ cancel_at_period_end: 'false' });
  });
});

describe('updatePaymentUrl', () => {
  it("opens the portal on its card-update flow and answers the session's url", async () => {
    const session = fixtures.portalSession();
    wire.on('POST', '/v1/billing_portal/sessions', { body: session });
    expect(await provider.updatePaymentUrl(CUSTOMER, 'https://profile.example.com/account')).toBe(session.url);
    expect(only('/v1/billing_portal/sessions').body).toEqual({
      customer: CUSTOMER,
      return_url: 'https://profile.example.com/account',
      'flow_data[type]': 'payment_method_update',
    });
  });
});

describe('retries (maxNetworkRetries 2)', () => {
  it('retries a 500 with the same Idempotency-Key', async () => {
    wire.on(
      'POST',
      '/v1/checkout/sessions',
      { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } },
      { body: fixtures.sessionOpen() },
    );
    const { url } = await provider.startCheckout({
      planCode: 'premium',
      priceId: 'price_1PgafmB7WZ01zgkW6dKueIc5',
      email: 'jenny.rosen@example.com',
      successUrl: 'https://profile.example.com/checkout/done?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://profile.example.com/plans',
      idempotencyKey: 'checkout:lead_81f2:premium',
    });
    expect(url).toBe(fixtures.sessionOpen().url);
    const attempts = posted('/v1/checkout/sessions');
    expect(attempts).toHaveLength(2);
    expect(attempts.map((r) => r.headers['idempotency-key'])).toEqual([
      'checkout:lead_81f2:premium',
      'checkout:lead_81f2:premium',
    ]);
    expect(attempts[1]!.rawBody).toBe(attempts[0]!.rawBody);
  });

  it('does not retry a 402', async () => {
    wire.on('GET', `/v1/subscriptions/${SUB_ID}`, { body: SUB });
    wire.on('POST', '/v1/payment_intents', cardError(fixtures.cardDeclined()), { body: fixtures.intentSucceeded() });
    await provider.chargeExtra({
      customerId: CUSTOMER,
      subscriptionId: SUB_ID,
      price: priceOf(REPORT),
      idempotencyKey: 'extra:pay_9e2a41',
      metadata: { payment_id: 'pay_9e2a41' },
      returnUrl: 'https://profile.example.com/purchases/pay_9e2a41/return',
    });
    expect(posted('/v1/payment_intents')).toHaveLength(1);
  });
});
