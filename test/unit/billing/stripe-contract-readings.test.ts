/**
 * How our provider reads Stripe's objects (basil and later shapes, docs/billing.md), from
 * fixtures written from Stripe's API reference.
 */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentOf, priceOf, subscriptionOf } from '../../../server/billing/stripe-provider.ts';
import { fixtures } from './stripe-fixtures.ts';

const at = (unix: number) => new Date(unix * 1000);
const PERIOD_START = 1791158400; // 2026-10-05
const PERIOD_END = 1793836800; // 2026-11-05

describe('subscriptionOf', () => {
  it('reads an active subscription, its period from its item', () => {
    const subscription = fixtures.subscription();
    expect(subscriptionOf(subscription)).toEqual({
      id: 'sub_1Pgc6rB7WZ01zgkWNy0Cn5nw',
      customerId: 'cus_QXg1o8vcGmoR32',
      status: 'active',
      price: {
        id: 'price_1PgafmB7WZ01zgkW6dKueIc5',
        amount: 1399,
        currency: 'usd',
        interval: 'month',
        intervalCount: 1,
      },
      planCode: 'premium',
      startedAt: at(1767571200),
      periodStart: at(PERIOD_START),
      periodEnd: at(PERIOD_END),
      cancelAtPeriodEnd: false,
      cancelAt: null,
      endedAt: null,
      trialEnd: null,
      paymentMethodId: 'pm_1Pgc6qB7WZ01zgkWpR4mC2dY',
      clockTime: null,
    });
  });

  it('reads the time of the test clock it lives on when the clock is expanded, and none from a bare id', () => {
    const clock: Stripe.TestHelpers.TestClock = {
      id: 'clock_1PgafmB7WZ01zgkWx2ClOcK1',
      object: 'test_helpers.test_clock',
      created: PERIOD_START,
      deletes_after: PERIOD_END + 30 * 86_400,
      frozen_time: PERIOD_END - 3_600,
      livemode: false,
      name: null,
      status: 'ready',
      status_details: {},
    };
    expect(subscriptionOf({ ...fixtures.subscription(), test_clock: clock }).clockTime).toEqual(at(PERIOD_END - 3_600));
    expect(subscriptionOf({ ...fixtures.subscription(), test_clock: clock.id }).clockTime).toBeNull();
  });

  it('ignores a top-level current_period_end (gone since basil): the item has the period', () => {
    // An object of an older API version would still carry it; ours must not be read from it.
    const stale = { ...fixtures.subscription(), current_period_start: 1, current_period_end: 2 };
    const read = subscriptionOf(stale as Stripe.Subscription);
    expect(read.periodStart).toEqual(at(PERIOD_START));
    expect(read.periodEnd).toEqual(at(PERIOD_END));
  });

  it('ends at cancel_at when it is set', () => {
    const subscription = { ...fixtures.subscription(), cancel_at: 1792540800 };
    expect(subscriptionOf(subscription)).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: at(1792540800) });
  });

  it("ends at the item's period end when cancel_at_period_end is set without cancel_at", () => {
    const subscription = { ...fixtures.subscription(), cancel_at_period_end: true };
    expect(subscriptionOf(subscription)).toMatchObject({ cancelAtPeriodEnd: true, cancelAt: at(PERIOD_END) });
  });

  it('reads a trial, an ending, an expanded card and customer, and a subscription without plan code', () => {
    const subscription: Stripe.Subscription = {
      ...fixtures.subscription(),
      status: 'canceled',
      trial_end: 1767571200 + 7 * 86400,
      ended_at: PERIOD_END,
      metadata: {},
      customer: { id: 'cus_QXg1o8vcGmoR32' } as Stripe.Customer,
      default_payment_method: { id: 'pm_1Pgc6qB7WZ01zgkWpR4mC2dY' } as Stripe.PaymentMethod,
    };
    expect(subscriptionOf(subscription)).toMatchObject({
      status: 'canceled',
      trialEnd: at(1767571200 + 7 * 86400),
      endedAt: at(PERIOD_END),
      planCode: null,
      customerId: 'cus_QXg1o8vcGmoR32',
      paymentMethodId: 'pm_1Pgc6qB7WZ01zgkWpR4mC2dY',
    });
  });

  it.each(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'])(
    'knows the status %s',
    (status) => {
      const subscription = { ...fixtures.subscription(), status } as Stripe.Subscription;
      expect(subscriptionOf(subscription).status).toBe(status);
    },
  );

  it('throws on a status it does not know', () => {
    const subscription = { ...fixtures.subscription(), status: 'suspended' } as unknown as Stripe.Subscription;
    expect(() => subscriptionOf(subscription)).toThrow(/suspended/);
  });
});

describe('priceOf', () => {
  it('reads a monthly price and a one-time price', () => {
    expect(priceOf(fixtures.priceMonthly())).toEqual({
      id: 'price_1PgafmB7WZ01zgkW6dKueIc5',
      amount: 1399,
      currency: 'usd',
      interval: 'month',
      intervalCount: 1,
    });
    expect(priceOf(fixtures.priceOneTime())).toEqual({
      id: 'price_1PgagQB7WZ01zgkWkR7pDfXe',
      amount: 2899,
      currency: 'usd',
      interval: null,
      intervalCount: null,
    });
  });

  it("reads the 3-month plan's 12 weeks", () => {
    const price = fixtures.priceMonthly();
    price.recurring = { ...price.recurring!, interval: 'week', interval_count: 12 };
    expect(priceOf(price)).toMatchObject({ interval: 'week', intervalCount: 12 });
  });
});

describe('paymentOf', () => {
  it('reads a succeeded payment', () => {
    expect(paymentOf(fixtures.intentSucceeded())).toEqual({
      id: 'pi_1PgafyB7WZ01zgkWSjxsAJo3',
      status: 'succeeded',
      amount: 2899,
      currency: 'usd',
      metadata: { payment_id: 'pay_7d1f0c' },
      refunded: false,
      failure: null,
    });
  });

  it('reads a failed payment (requires_payment_method after an attempt) with the reason', () => {
    expect(paymentOf(fixtures.intentRequiresPaymentMethod())).toMatchObject({
      id: 'pi_3Pgb1zB7WZ01zgkW0fN5x2Qd',
      status: 'failed',
      refunded: false,
      failure: 'Your card has insufficient funds.',
    });
  });

  it('reads a payment waiting for the bank', () => {
    expect(paymentOf(fixtures.intentRequiresAction())).toMatchObject({
      id: 'pi_3Pgb4cB7WZ01zgkW1hT8s0Va',
      status: 'requires_action',
      refunded: false,
      failure: null,
    });
  });

  it('reads a refund from the expanded latest charge', () => {
    expect(paymentOf(fixtures.intentRefunded())).toMatchObject({ status: 'succeeded', refunded: true });
  });

  it('reads no refund when the latest charge is not expanded', () => {
    const intent = fixtures.intentRefunded();
    intent.latest_charge = (intent.latest_charge as Stripe.Charge).id;
    expect(paymentOf(intent).refunded).toBe(false);
  });
});

describe('the fixtures', () => {
  it('are the objects they say they are', () => {
    expect(fixtures.subscription().object).toBe('subscription');
    expect(fixtures.sessionComplete()).toMatchObject({ object: 'checkout.session', mode: 'subscription' });
    expect(fixtures.portalSession().object).toBe('billing_portal.session');
    for (const event of [
      fixtures.checkoutCompleted(),
      fixtures.subscriptionUpdated(),
      fixtures.invoicePaid(),
      fixtures.chargeRefunded(),
    ])
      expect(event).toMatchObject({ object: 'event', api_version: '2026-10-28.endive' });
  });

  it('expand the same subscription in the completed session as the subscription read alone', () => {
    expect(fixtures.sessionComplete().subscription).toEqual(fixtures.subscription());
  });
});
