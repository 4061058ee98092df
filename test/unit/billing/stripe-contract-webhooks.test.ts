/**
 * Webhook deliveries (docs/billing.md): the signature Stripe puts in `Stripe-Signature`, made here
 * with the SDK's own test helper, checked by our provider over the raw body, the secret and a
 * 300 s tolerance; every refusal is an InvalidSignature.
 */
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { InvalidSignature } from '../../../server/billing/provider.ts';
import { stripeProvider } from '../../../server/billing/stripe-provider.ts';
import { fixtures } from './stripe-fixtures.ts';
import { WEBHOOK_SECRET, billingConfig } from './stripe-wire.ts';

// No call leaves: verifying a webhook is local. The base is unreachable on purpose.
const provider = stripeProvider(billingConfig('http://127.0.0.1:9/prefix'));
const { webhooks } = new Stripe('sk_test_webhooks_only');

/** As Stripe delivers an event: JSON with two-space indentation. */
const delivered = (event: unknown) => JSON.stringify(event, null, 2);
const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });
const now = () => Math.floor(Date.now() / 1000);

describe('verifiedEvent', () => {
  it.each([
    [
      'checkout.session.completed',
      fixtures.checkoutCompleted(),
      'cs_test_a1YS1URlnyQCN5fUUduORoQ7Pw41PJqDWkIVQCpJPqkfIhd6tVY8XB1OLY',
    ],
    ['customer.subscription.updated', fixtures.subscriptionUpdated(), 'sub_1Pgc6rB7WZ01zgkWNy0Cn5nw'],
    ['invoice.paid', fixtures.invoicePaid(), 'in_1Pgd2kB7WZ01zgkW3sLr9Yhx'],
    ['charge.refunded', fixtures.chargeRefunded(), 'ch_1PgafuB7WZ01zgkWXYmPNZs8'],
  ] as const)('accepts a signed %s and answers its id, type, object and payload', (type, event, objectId) => {
    const raw = delivered(event);
    expect(provider.verifiedEvent(raw, sign(raw))).toEqual({ id: event.id, type, objectId, payload: event });
  });

  it('keeps what the worker reads in the payload: previous_attributes and the invoice parent', () => {
    const updated = fixtures.subscriptionUpdated();
    const raw = delivered(updated);
    const { payload } = provider.verifiedEvent(raw, sign(raw));
    expect(payload).toMatchObject({
      data: { previous_attributes: { items: { data: [{ current_period_end: 1793836800 }] } } },
    });
    const paid = delivered(fixtures.invoicePaid());
    expect(provider.verifiedEvent(paid, sign(paid)).payload).toMatchObject({
      data: { object: { parent: { subscription_details: { subscription: 'sub_1Pgc6rB7WZ01zgkWNy0Cn5nw' } } } },
    });
  });

  const raw = delivered(fixtures.checkoutCompleted());

  it('refuses a delivery without a signature', () => {
    expect(() => provider.verifiedEvent(raw, undefined)).toThrow(InvalidSignature);
    expect(() => provider.verifiedEvent(raw, '')).toThrow(InvalidSignature);
  });

  it('refuses a signature made with another secret', () => {
    expect(() => provider.verifiedEvent(raw, sign(raw, 'whsec_someone_else'))).toThrow(InvalidSignature);
  });

  it('refuses a body changed by one byte', () => {
    const header = sign(raw);
    const at = raw.indexOf('"payment_status": "paid"') + '"payment_status": "'.length;
    const changed = `${raw.slice(0, at)}P${raw.slice(at + 1)}`;
    expect(changed).toHaveLength(raw.length);
    expect(changed).not.toBe(raw);
    expect(() => provider.verifiedEvent(changed, header)).toThrow(InvalidSignature);
  });

  it('refuses the same event parsed and serialised again with other spacing', () => {
    const header = sign(raw);
    const reserialised = JSON.stringify(JSON.parse(raw));
    expect(JSON.parse(reserialised)).toEqual(JSON.parse(raw));
    expect(() => provider.verifiedEvent(reserialised, header)).toThrow(InvalidSignature);
  });

  it('refuses a signature older than 300 s, and takes one just inside it', () => {
    expect(() => provider.verifiedEvent(raw, sign(raw, WEBHOOK_SECRET, now() - 301))).toThrow(InvalidSignature);
    expect(provider.verifiedEvent(raw, sign(raw, WEBHOOK_SECRET, now() - 280)).id).toBe(
      fixtures.checkoutCompleted().id,
    );
  });

  it('takes a header with two v1 signatures (a secret being rolled) when one matches', () => {
    const timestamp = now();
    const v1 = (secret: string) => createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
    const ours = v1(WEBHOOK_SECRET);
    const old = v1('whsec_rolled_away');
    expect(sign(raw, WEBHOOK_SECRET, timestamp)).toBe(`t=${timestamp},v1=${ours}`);
    for (const header of [`t=${timestamp},v1=${old},v1=${ours}`, `t=${timestamp},v1=${ours},v1=${old}`])
      expect(provider.verifiedEvent(raw, header).type).toBe('checkout.session.completed');
    expect(() => provider.verifiedEvent(raw, `t=${timestamp},v1=${old},v1=${v1('whsec_other')}`)).toThrow(
      InvalidSignature,
    );
  });
});
