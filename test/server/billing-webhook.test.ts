// Stripe's webhook (POST /api/billing/webhook): a delivery counts only with a valid signature on
// the raw body, within Stripe's 300 s tolerance; each event id is applied once; an event is applied
// from what Stripe says now, so one that arrives late or out of order cannot undo a newer state.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { api, bearer, post, queryStackDb, stackDbReadable, uniqueEmail, webCheckout } from './helpers.ts';
import { newSubscriber, subscription, subscriptionsOf } from './membership-fixtures.ts';
import { deliverWebhook, eventually, stripe, stripeSubscriptionOf, webhookSecret } from './stripe-stand-in.ts';

/** An event as Stripe sends it, about `object` (its shape: test/fixtures/stripe, Stripe's Event). */
function eventPayload(type: string, object: Record<string, unknown>, id = `evt_${randomUUID().replaceAll('-', '')}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

const recorded = async (eventId: string) =>
  (await queryStackDb('SELECT id FROM billing_events WHERE id = $1', [eventId])).length;

const setDisorder = (on: boolean) =>
  api('/dev/stripe/switches', {
    method: 'POST',
    body: JSON.stringify({ disorder: on }),
    headers: { 'content-type': 'application/json' },
  });

afterEach(async () => {
  await setDisorder(false);
});

describe('POST /api/billing/webhook: signatures', () => {
  it('refuses a missing, forged, tampered or stale signature with 400 and records nothing', async () => {
    const payload = eventPayload('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription' });
    const eventId = JSON.parse(payload).id as string;
    const refusals = [
      await api('/api/billing/webhook', { method: 'POST', body: payload }),
      await deliverWebhook(payload, { secret: 'whsec_not_the_one' }),
      await deliverWebhook(payload.replace('"livemode":false', '"livemode":true'), {
        header: stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      }),
      await deliverWebhook(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: 'Invalid signature' });
    }
    if (stackDbReadable) expect(await recorded(eventId)).toBe(0);
    const accepted = await deliverWebhook(payload);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true });
    if (stackDbReadable) expect(await recorded(eventId)).toBe(1);
  });

  it('refuses a body over 512 KB with 413 before reading it whole', async () => {
    const payload = eventPayload('customer.subscription.updated', {
      id: 'sub_unknown',
      object: 'subscription',
      pad: 'x'.repeat(600 * 1024),
    });
    expect((await deliverWebhook(payload)).status).toBe(413);
  });

  it('records an event delivered again (a retry, a replay with a fresh signature) once', async () => {
    const account = await newSubscriber();
    const { id: stripeId } = await stripeSubscriptionOf(account.checkoutSessionId);
    const payload = eventPayload('customer.subscription.updated', { id: stripeId, object: 'subscription' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(payload)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    if (stackDbReadable) expect(await recorded(JSON.parse(payload).id)).toBe(1);
  });
});

describe('POST /api/billing/webhook: order and duplicates', () => {
  it('cannot undo a newer state with an older event: the row follows what Stripe says now', async () => {
    const account = await newSubscriber();
    expect((await post('/api/cancel', { id: account.subscriptionId }, bearer(account.token))).status).toBe(200);
    const canceled = await subscription(account.subscriptionId);
    expect(canceled.status).toBe('canceled');
    // The update from before the cancellation, arriving last.
    const before = await stripeSubscriptionOf(account.checkoutSessionId);
    const late = eventPayload('customer.subscription.updated', {
      ...before,
      cancel_at_period_end: false,
      cancel_at: null,
    });
    expect((await deliverWebhook(late)).status).toBe(200);
    // The worker applies the event after the answer, and nothing outside the database says when
    // (PGlite's is the server's alone): what is proved is that nothing changes, so time must pass.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await subscription(account.subscriptionId)).toEqual(canceled);
  });

  it('ends in the right state when Stripe delivers events twice and out of order', async () => {
    expect((await setDisorder(true)).status).toBe(200);
    const account = await newSubscriber();
    const buy = await post(
      '/api/purchase',
      { plan_id: 'ig_course_pack', email: account.email, firebase_id: account.uid, mainPlanId: account.subscriptionId },
      bearer(account.token),
    );
    expect(buy.status).toBe(200);
    await post('/api/cancel', { id: account.subscriptionId }, bearer(account.token));
    const buyer = uniqueEmail('disorder');
    const bought = await webCheckout(buyer, { planCode: 'ig_3month' });
    // Let every held-back and repeated delivery arrive.
    const deliveries = await eventually(
      async () =>
        (await (await api('/dev/stripe/deliveries.json')).json()) as {
          deliveries: { status: string; duplicate: boolean }[];
        },
      ({ deliveries }) => deliveries.every((delivery) => delivery.status !== 'pending'),
    );
    expect(deliveries.deliveries.some((delivery) => delivery.duplicate)).toBe(true);
    // Delivered is not applied (the worker runs after the answer): the last ones a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rows = await subscriptionsOf(account);
    expect(rows.map((row) => [row.plan_code, row.status])).toEqual([
      ['ig_weekly_trial', 'canceled'],
      ['ig_course_pack', 'active'],
    ]);
    expect(await subscription(bought)).toMatchObject({ plan_code: 'ig_3month', status: 'active', emails: [buyer] });
  });
});
