// The Stripe stand-in, driven only through the real `stripe` SDK (configured as the server
// configures it) and plain fetch for its pages; its webhooks land on a small local receiver.
import { serve, type ServerType } from '@hono/node-server';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_PRICES } from '../../../server/billing/config.ts';
import { adjustableClock } from '../../../server/clock.ts';
import { createLogger } from '../../../server/logger.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../server/dev/stripe/stand-in.ts';

const SECRET = 'whsec_stand_in_test';
const DAY = 86_400;

interface Received {
  event: Stripe.Event;
  body: string;
  signature: string;
}

let standIn: StripeStandIn;
let server: ServerType;
let receiver: Server;
let base: string;
let stripe: Stripe;
let dataDir: string;
const received: Received[] = [];
/** The receiver answers a 500 to the first delivery of an event about this customer. */
let failOnceFor: string | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'stripe-stand-in-'));
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const about = (JSON.parse(body) as Stripe.Event).data.object as { customer?: unknown };
      if (failOnceFor && about.customer === failOnceFor) {
        failOnceFor = null;
        response.writeHead(500).end('down');
        return;
      }
      const signature = String(request.headers['stripe-signature']);
      received.push({ event: JSON.parse(body) as Stripe.Event, body, signature });
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/billing/webhook`;
  standIn = await startStripeStandIn({
    clock: { now: () => new Date() },
    dataDir,
    webhookUrl,
    webhookSecret: SECRET,
    logger: createLogger(undefined, 'silent'),
  });
  const app = new Hono().route('/', standIn.routes);
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
  base = `http://127.0.0.1:${port}`;
  stripe = new Stripe('sk_test_stand_in', {
    apiVersion: '2026-10-28.endive',
    host: '127.0.0.1',
    port,
    protocol: 'http',
    maxNetworkRetries: 2,
    httpClient: Stripe.createFetchHttpClient((url, init) =>
      fetch(String(url).replace('/v1/', '/dev/stripe/v1/'), init),
    ),
  });
});

afterAll(async () => {
  await standIn.stop();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => receiver.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function waitFor<T>(find: () => T | undefined | null | false, what: string, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const eventFor = (type: string, objectId: string) =>
  waitFor(
    () => received.find(({ event }) => event.type === type && (event.data.object as { id: string }).id === objectId),
    `${type} for ${objectId}`,
  );

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  authOnce: '4000002500003155',
  authAlways: '4000002760003184',
  failsLater: '4000000000000341',
};

async function checkout(options: {
  price?: string;
  card: string;
  trialDays?: number;
  testClock?: string;
  email?: string;
}) {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price: options.price ?? STAND_IN_PRICES.premium, quantity: 1 }],
    customer_email: options.email ?? `buyer-${Math.random().toString(36).slice(2)}@example.com`,
    client_reference_id: 'lead_1',
    metadata: { funnel: 'web' },
    subscription_data: {
      ...(options.trialDays && { trial_period_days: options.trialDays }),
      metadata: { plan_code: 'premium' },
    },
    success_url: 'http://app.test/welcome?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/pricing',
  });
  const page = await fetch(session.url!);
  expect(page.status).toBe(200);
  const response = await fetch(session.url!, {
    ...form({ number: options.card, expiry: '12 / 34', cvc: '123', test_clock: options.testClock ?? '' }),
  });
  return { session, response };
}

async function clockAdvanced(id: string, frozenTime: number) {
  const advancing = await stripe.testHelpers.testClocks.advance(id, { frozen_time: frozenTime });
  expect(advancing.status).toBe('advancing');
  for (;;) {
    const clock = await stripe.testHelpers.testClocks.retrieve(id);
    if (clock.status === 'ready') return clock;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const periodOf = (subscription: Stripe.Subscription) => subscription.items.data[0]!;

describe('checkout', () => {
  it('completes with 4242: a paid subscription, the session complete, signed webhooks', async () => {
    const { session, response } = await checkout({ card: CARDS.ok });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://app.test/welcome?session_id=${session.id}`);
    expect(session.url).toBe(`${base}/dev/stripe/checkout/${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'customer'] });
    expect(done).toMatchObject({
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      livemode: false,
    });
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      metadata: { plan_code: 'premium' },
    });
    expect(subscription.id).toMatch(/^sub_/);
    expect(subscription.default_payment_method).toMatch(/^pm_/);
    expect((done.customer as Stripe.Customer).email).toBe(session.customer_email);
    const item = periodOf(subscription);
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start);
    expect(item.price.id).toBe(STAND_IN_PRICES.premium);

    const full = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    const invoice = full.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1399, billing_reason: 'subscription_create' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    expect(invoice.payments?.data[0]?.payment.payment_intent).toMatch(/^pi_/);

    const completed = await eventFor('checkout.session.completed', session.id);
    const verified = stripe.webhooks.constructEvent(completed.body, completed.signature, SECRET);
    expect(verified).toMatchObject({ object: 'event', api_version: '2026-10-28.endive', livemode: false });
    await eventFor('customer.subscription.created', subscription.id);
    await eventFor('invoice.paid', invoice.id);
  });

  it('starts a trial: trialing with trial_end, nothing paid', async () => {
    const { session, response } = await checkout({ card: CARDS.ok, price: STAND_IN_PRICES.weekly, trialDays: 7 });
    expect(response.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(done.payment_status).toBe('no_payment_required');
    const subscription = done.subscription as Stripe.Subscription;
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end! - subscription.trial_start!).toBe(7 * DAY);
    expect(periodOf(subscription).current_period_end).toBe(subscription.trial_end);
  });

  it('re-shows the form on a declined card and creates nothing', async () => {
    const before = (await stripe.events.list({ type: 'customer.subscription.created', limit: 100 })).data.length;
    for (const card of [CARDS.declined, CARDS.insufficient]) {
      const { session, response } = await checkout({ card });
      expect(response.status).toBe(402);
      const page = await response.text();
      expect(page).toContain('class="error"');
      expect(page).toMatch(card === CARDS.declined ? /Your card was declined\./ : /insufficient funds/);
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    }
    const after = (await stripe.events.list({ type: 'customer.subscription.created', limit: 100 })).data.length;
    expect(after).toBe(before);
  });

  it('asks for authentication with 3155 and completes when it passes', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: STAND_IN_PRICES.premium, quantity: 1 }],
      customer_email: 'three-d@example.com',
      success_url: 'http://app.test/welcome?session_id={CHECKOUT_SESSION_ID}',
    });
    const step = await fetch(session.url!, form({ number: CARDS.authOnce, expiry: '12/34', cvc: '123' }));
    const page = await step.text();
    expect(page).toContain('Complete authentication');
    const hidden = Object.fromEntries(
      [...page.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]),
    );
    const done = await fetch(`${session.url}/authenticate`, form({ ...hidden, outcome: 'complete' }));
    expect(done.status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('complete');
  });

  it('refuses payment_method_types (removed in endive)', async () => {
    const refused = stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: STAND_IN_PRICES.weekly, quantity: 1 }],
      success_url: 'http://app.test/ok',
      payment_method_types: ['card'],
    } as Stripe.Checkout.SessionCreateParams);
    await expect(refused).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'payment_method_types_no_longer_supported',
    });
  });

  it('answers 401 without a secret key and 404 resource_missing for unknown ids', async () => {
    const response = await fetch(`${base}/dev/stripe/v1/customers/cus_nope`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    await expect(stripe.customers.retrieve('cus_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});

describe('payment intents', () => {
  const offSession = async (paymentMethod: string) => {
    const customer = await stripe.customers.create({ email: 'extras@example.com' });
    return stripe.paymentIntents.create({
      amount: 2899,
      currency: 'usd',
      customer: customer.id,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      metadata: { payment: 'pay_1' },
    });
  };

  it('charges off-session per the test card', async () => {
    const paid = await offSession('pm_card_visa');
    expect(paid).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount_received: 2899 });
    expect(paid.latest_charge).toMatch(/^ch_/);

    const cases = [
      ['pm_card_chargeDeclined', 'card_declined', 'generic_decline'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds'],
      ['pm_card_authenticationRequired', 'authentication_required', 'authentication_required'],
      ['pm_card_chargeCustomerFail', 'card_declined', 'generic_decline'],
    ] as const;
    for (const [method, code, declineCode] of cases) {
      const error = (await offSession(method).catch((caught: unknown) => caught)) as Stripe.errors.StripeCardError;
      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ statusCode: 402, code, decline_code: declineCode });
      expect(error.payment_intent).toMatchObject({ status: 'requires_payment_method' });
      expect(error.payment_intent!.last_payment_error?.code).toBe(code);
    }
    expect((await offSession('pm_card_authenticationRequiredOnSetup')).status).toBe('succeeded');
  });

  it('confirm → requires_action → the authentication page completes it and returns with the params', async () => {
    const customer = await stripe.customers.create({ email: 'auth@example.com' });
    const failed = (await stripe.paymentIntents
      .create({
        amount: 2899,
        currency: 'usd',
        customer: customer.id,
        payment_method: 'pm_card_authenticationRequired',
        off_session: true,
        confirm: true,
      })
      .catch((caught: unknown) => caught)) as Stripe.errors.StripeCardError;
    const intentId = failed.payment_intent!.id;
    const confirmed = await stripe.paymentIntents.confirm(intentId, {
      payment_method: failed.payment_intent!.payment_method as string,
      return_url: 'http://app.test/extras/return?x=1',
      off_session: false,
    });
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action?.type).toBe('redirect_to_url');
    const url = confirmed.next_action!.redirect_to_url!.url!;
    expect(url).toBe(`${base}/dev/stripe/authenticate/${intentId}`);
    expect(await (await fetch(url)).text()).toContain('Fail authentication');
    const back = await fetch(url, form({ outcome: 'complete' }));
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://app.test/extras/return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      x: '1',
      payment_intent: intentId,
      payment_intent_client_secret: confirmed.client_secret,
      redirect_status: 'succeeded',
    });
    expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('succeeded');
    await eventFor('payment_intent.succeeded', intentId);
  });

  it('refunds: the charge is refunded and charge.refunded is sent', async () => {
    const paid = await offSession('pm_card_visa');
    const refund = await stripe.refunds.create({ payment_intent: paid.id });
    expect(refund).toMatchObject({ object: 'refund', amount: 2899, status: 'succeeded', payment_intent: paid.id });
    const event = await eventFor('charge.refunded', paid.latest_charge as string);
    expect(event.event.data.object).toMatchObject({ refunded: true, amount_refunded: 2899, payment_intent: paid.id });
    await eventFor('refund.created', refund.id);
  });
});

describe('idempotency', () => {
  it('replays the first answer, refuses other parameters, and makes one object from concurrent calls', async () => {
    const first = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-customer' });
    const again = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-customer' });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-customer' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const params = {
      amount: 2899,
      currency: 'usd',
      customer: first.id,
      payment_method: 'pm_card_visa',
      off_session: true,
      confirm: true,
    };
    const intents = await Promise.all(
      Array.from({ length: 20 }, () => stripe.paymentIntents.create(params, { idempotencyKey: 'key-extra' })),
    );
    expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
    const succeeded = await stripe.events.list({ type: 'payment_intent.succeeded', limit: 100 });
    expect(
      succeeded.data.filter((event) => (event.data.object as Stripe.PaymentIntent).customer === first.id),
    ).toHaveLength(1);
  });
});

describe('subscriptions on a test clock', () => {
  const onClock = async (card: string, price = STAND_IN_PRICES.premium) => {
    const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) });
    const { session, response } = await checkout({ card, price, testClock: clock.id });
    expect(response.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(subscription.test_clock).toBe(clock.id);
    return { clock, subscription };
  };

  it('renews: a paid renewal invoice an hour after the period end, the period moved on', async () => {
    const { clock, subscription } = await onClock(CARDS.ok);
    const end = periodOf(subscription).current_period_end;
    await clockAdvanced(clock.id, end + 2 * 3600);
    const renewed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(renewed.status).toBe('active');
    expect(periodOf(renewed).current_period_start).toBe(end);
    const invoice = renewed.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid', amount_paid: 1399 });
    expect(invoice.status_transitions.paid_at).toBe(end + 3600);
    await eventFor('invoice.paid', invoice.id);
    await waitFor(
      () =>
        received.find(
          ({ event }) =>
            event.type === 'test_helpers.test_clock.ready' && (event.data.object as { id: string }).id === clock.id,
        ),
      'clock ready event',
    );
  });

  it('refuses to advance past two intervals of the shortest subscription', async () => {
    const { clock, subscription } = await onClock(CARDS.ok, STAND_IN_PRICES.weekly);
    await expect(
      stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: subscription.start_date + 15 * DAY }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'frozen_time' });
  });

  it('with the 0341 card: past_due after the failed renewal, canceled after the last retry', async () => {
    const { clock, subscription } = await onClock(CARDS.failsLater);
    const end = periodOf(subscription).current_period_end;
    await clockAdvanced(clock.id, end + 2 * 3600);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: end + 3600 + 3 * DAY });
    const failedEvent = await eventFor('invoice.payment_failed', invoice.id);
    expect(failedEvent.event.data.object).toMatchObject({ attempt_count: 1 });

    await clockAdvanced(clock.id, end + 8 * DAY);
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect((await stripe.invoices.retrieve(invoice.id)).attempt_count).toBe(4);
    await eventFor('customer.subscription.deleted', subscription.id);
  });

  it('cancel_at_period_end ends the subscription at the period end', async () => {
    const { clock, subscription } = await onClock(CARDS.ok, STAND_IN_PRICES.weekly);
    const updated = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const end = periodOf(updated).current_period_end;
    expect(updated).toMatchObject({ cancel_at_period_end: true, cancel_at: end, status: 'active' });
    const event = await eventFor('customer.subscription.updated', subscription.id);
    expect(event.event.data.previous_attributes).toMatchObject({ cancel_at_period_end: false });
    await clockAdvanced(clock.id, end + 3600);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: end });
    await eventFor('customer.subscription.deleted', subscription.id);
  });

  it('the portal card update pays the past_due invoice', async () => {
    const { clock, subscription } = await onClock(CARDS.failsLater);
    const end = periodOf(subscription).current_period_end;
    await clockAdvanced(clock.id, end + 2 * 3600);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id);
    expect(pastDue.status).toBe('past_due');
    const portal = await stripe.billingPortal.sessions.create({
      customer: subscription.customer as string,
      return_url: 'http://app.test/account',
      flow_data: { type: 'payment_method_update' },
    });
    expect(portal).toMatchObject({ object: 'billing_portal.session', return_url: 'http://app.test/account' });
    expect(await (await fetch(portal.url)).text()).toContain('Card number');
    const saved = await fetch(portal.url, form({ number: CARDS.ok, expiry: '12/34', cvc: '123' }));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('http://app.test/account');
    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect(active.default_payment_method).not.toBe(subscription.default_payment_method);
    expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
    const customer = (await stripe.customers.retrieve(subscription.customer as string)) as Stripe.Customer;
    expect(customer.invoice_settings.default_payment_method).toBe(active.default_payment_method);
  });

  it('a plan change with error_if_incomplete charges now, or answers 402 and changes nothing', async () => {
    const { subscription } = await onClock(CARDS.ok, STAND_IN_PRICES.weekly);
    const changed = await stripe.subscriptions.update(subscription.id, {
      items: [{ id: periodOf(subscription).id, price: STAND_IN_PRICES.premium }],
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      billing_cycle_anchor: { type: 'now' } as never,
    });
    expect(periodOf(changed).price.id).toBe(STAND_IN_PRICES.premium);
    expect(periodOf(changed).current_period_start).toBe(changed.billing_cycle_anchor);

    const { subscription: failing } = await onClock(CARDS.failsLater, STAND_IN_PRICES.weekly);
    await expect(
      stripe.subscriptions.update(failing.id, {
        items: [{ id: periodOf(failing).id, price: STAND_IN_PRICES.premium }],
        payment_behavior: 'error_if_incomplete',
      }),
    ).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect(periodOf(await stripe.subscriptions.retrieve(failing.id)).price.id).toBe(STAND_IN_PRICES.weekly);
  });

  describe('a plan change with pending_if_incomplete', () => {
    /** A weekly plan on a clock whose card (3184) wants the bank on every payment: its checkout passes the bank's step. */
    const onClockAskingTheBank = async () => {
      const clock = await stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) });
      const { session, response } = await checkout({
        card: CARDS.authAlways,
        price: STAND_IN_PRICES.weekly,
        testClock: clock.id,
      });
      const hidden = Object.fromEntries(
        [...(await response.text()).matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
          match[1]!,
          match[2]!,
        ]),
      );
      expect((await fetch(`${session.url}/authenticate`, form({ ...hidden, outcome: 'complete' }))).status).toBe(303);
      const done = await stripe.checkout.sessions.retrieve(session.id);
      return { clock, subscription: await stripe.subscriptions.retrieve(done.subscription as string) };
    };
    const toPremium = (subscription: Stripe.Subscription) =>
      stripe.subscriptions.update(subscription.id, {
        items: [{ id: periodOf(subscription).id, price: STAND_IN_PRICES.premium }],
        proration_behavior: 'none',
        billing_cycle_anchor: { type: 'now' },
        payment_behavior: 'pending_if_incomplete',
        metadata: { plan_code: 'premium_change' },
        expand: ['latest_invoice.payments'],
      });
    const intentOf = (subscription: Stripe.Subscription) =>
      (subscription.latest_invoice as Stripe.Invoice).payments!.data[0]!.payment.payment_intent as string;

    it('waits unpaid as a pending update; paid after the bank, the change is made', async () => {
      const { subscription } = await onClockAskingTheBank();
      const pending = await toPremium(subscription);
      expect(periodOf(pending).price.id).toBe(STAND_IN_PRICES.weekly);
      expect(pending.metadata.plan_code).toBe('premium');
      expect(pending.pending_update?.subscription_items?.[0]?.price.id).toBe(STAND_IN_PRICES.premium);
      expect(pending.pending_update?.metadata).toMatchObject({ plan_code: 'premium_change' });
      expect(pending.pending_update!.expires_at).toBeLessThanOrEqual(pending.items.data[0]!.current_period_start + DAY);
      expect(pending.latest_invoice).toMatchObject({ status: 'open', billing_reason: 'subscription_update' });

      const intentId = intentOf(pending);
      const failed = await stripe.paymentIntents.retrieve(intentId);
      expect(failed.last_payment_error?.code).toBe('authentication_required');
      const confirmed = await stripe.paymentIntents.confirm(intentId, { return_url: 'http://app.test/my-plan' });
      expect(confirmed.status).toBe('requires_action');
      const back = await fetch(confirmed.next_action!.redirect_to_url!.url!, form({ outcome: 'complete' }));
      expect(new URL(back.headers.get('location')!).searchParams.get('redirect_status')).toBe('succeeded');

      const changed = await stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
      expect(changed.pending_update).toBeNull();
      expect(periodOf(changed).price.id).toBe(STAND_IN_PRICES.premium);
      expect(changed.metadata.plan_code).toBe('premium_change');
      expect(changed.status).toBe('active');
      expect(changed.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 1399 });
      await eventFor('invoice.paid', (changed.latest_invoice as Stripe.Invoice).id);
    });

    it('a voided invoice discards it; so does its expiry', async () => {
      const { subscription } = await onClockAskingTheBank();
      const pendingOne = await toPremium(subscription);
      const voided = await stripe.invoices.voidInvoice((pendingOne.latest_invoice as Stripe.Invoice).id);
      expect(voided.status).toBe('void');
      expect((await stripe.paymentIntents.retrieve(intentOf(pendingOne))).status).toBe('canceled');
      await eventFor('invoice.voided', voided.id);
      const kept = await stripe.subscriptions.retrieve(subscription.id);
      expect(kept.pending_update).toBeNull();
      expect(periodOf(kept).price.id).toBe(STAND_IN_PRICES.weekly);
      await expect(stripe.invoices.voidInvoice(voided.id)).rejects.toMatchObject({ statusCode: 400 });

      const { clock, subscription: other } = await onClockAskingTheBank();
      const pending = await toPremium(other);
      await clockAdvanced(clock.id, pending.pending_update!.expires_at + 60);
      const expired = await stripe.subscriptions.retrieve(other.id, { expand: ['latest_invoice'] });
      expect(expired.pending_update).toBeNull();
      expect(periodOf(expired).price.id).toBe(STAND_IN_PRICES.weekly);
      expect(expired.latest_invoice).toMatchObject({
        id: (pending.latest_invoice as Stripe.Invoice).id,
        status: 'void',
      });
    });

    it('refuses what a pending update cannot hold', async () => {
      const { subscription } = await onClock(CARDS.ok, STAND_IN_PRICES.weekly);
      await expect(
        stripe.subscriptions.update(subscription.id, {
          items: [{ id: periodOf(subscription).id, price: STAND_IN_PRICES.premium }],
          payment_behavior: 'pending_if_incomplete',
          description: 'not with a pending update',
        }),
      ).rejects.toMatchObject({ statusCode: 400, param: 'description' });
    });

    it('paid at once, the change is made at once', async () => {
      const { subscription } = await onClock(CARDS.ok, STAND_IN_PRICES.weekly);
      const changed = await toPremium(subscription);
      expect(changed.pending_update).toBeNull();
      expect(periodOf(changed).price.id).toBe(STAND_IN_PRICES.premium);
      expect(changed.metadata.plan_code).toBe('premium_change');
    });
  });
});

describe('webhook delivery', () => {
  it('retries a delivery the endpoint answered with a 500', async () => {
    const customer = await stripe.customers.create({ email: 'retry@example.com' });
    failOnceFor = customer.id;
    const paid = await stripe.paymentIntents.create({
      amount: 2899,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      off_session: true,
      confirm: true,
    });
    const event = await eventFor('payment_intent.succeeded', paid.id);
    expect(stripe.webhooks.constructEvent(event.body, event.signature, SECRET).id).toBe(event.event.id);
    const deliveries = (await (await fetch(`${base}/dev/stripe/deliveries.json`)).json()) as {
      deliveries: { eventId: string; attempts: number; status: string }[];
    };
    expect(deliveries.deliveries.find((delivery) => delivery.eventId === event.event.id)).toMatchObject({
      attempts: 2,
      status: 'delivered',
    });
  });

  it('with the disorder switch on, some events arrive twice', async () => {
    const on = await fetch(`${base}/dev/stripe/switches`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ disorder: true }),
    });
    expect(await on.json()).toEqual({ disorder: true });
    try {
      const from = received.length;
      const { session } = await checkout({ card: CARDS.ok });
      await eventFor('checkout.session.completed', session.id);
      await waitFor(() => {
        const ids = received.slice(from).map(({ event }) => event.id);
        return ids.length > new Set(ids).size;
      }, 'a duplicate delivery');
      const deliveries = (await (await fetch(`${base}/dev/stripe/deliveries.json`)).json()) as {
        deliveries: { duplicate: boolean }[];
      };
      expect(deliveries.deliveries.some((delivery) => delivery.duplicate)).toBe(true);
    } finally {
      await fetch(`${base}/dev/stripe/switches`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ disorder: false }),
      });
    }
  });
});

describe('seeding', () => {
  it('seeds a subscription counted from its start, idempotently, and a payment', async () => {
    const startedAt = new Date(Date.now() - 20 * DAY * 1000);
    const demo = { email: 'demo@example.com', priceId: STAND_IN_PRICES.weekly, planCode: 'weekly', startedAt };
    const seeded = standIn.seedSubscription(demo);
    expect(standIn.seedSubscription(demo)).toEqual(seeded);
    const subscription = await stripe.subscriptions.retrieve(seeded.subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', metadata: { plan_code: 'weekly' } });
    expect(periodOf(subscription).current_period_start).toBe(Math.floor(startedAt.getTime() / 1000) + 14 * DAY);
    const payment = standIn.seedPayment({
      customerId: seeded.customerId,
      priceId: STAND_IN_PRICES.course,
      metadata: { payment: 'p1' },
    });
    expect((await stripe.paymentIntents.retrieve(payment.paymentIntentId)).status).toBe('succeeded');
  });
});

describe('state and the server clock', () => {
  it('keeps its objects across a restart, and renews customers without a test clock as the server clock moves', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stripe-stand-in-restart-'));
    const clock = adjustableClock();
    const options = {
      clock,
      dataDir: dir,
      webhookUrl: 'http://127.0.0.1:9/api/billing/webhook',
      webhookSecret: SECRET,
      logger: createLogger(undefined, 'silent'),
    };
    const startedAt = new Date(clock.now().getTime() - 6 * DAY * 1000);
    const demo = { email: 'restart@example.com', priceId: STAND_IN_PRICES.weekly, planCode: 'weekly', startedAt };
    const first = await startStripeStandIn(options);
    const seeded = first.seedSubscription(demo);
    await first.stop();
    const second = await startStripeStandIn(options);
    try {
      expect(second.seedSubscription(demo)).toEqual(seeded);
      clock.advance(2 * DAY * 1000);
      const response = await second.routes.request(
        `/dev/stripe/v1/subscriptions/${seeded.subscriptionId}?expand[0]=latest_invoice`,
        { headers: { Authorization: 'Bearer sk_test_stand_in' } },
      );
      const subscription = (await response.json()) as Stripe.Subscription;
      const start = Math.floor(startedAt.getTime() / 1000);
      expect(periodOf(subscription).current_period_start).toBe(start + 7 * DAY);
      expect(subscription.latest_invoice).toMatchObject({ billing_reason: 'subscription_cycle', status: 'paid' });
    } finally {
      await second.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
