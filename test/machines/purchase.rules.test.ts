/** The purchase rules of spec 4, 5 and 8, one by one on a live actor with fake services. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { REPORT_RECHECK_DELAY_MS } from '../../content/constants';
import { purchaseMachine, type PurchaseProduct, type PurchaseReturn } from '../../machines/purchase.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

const buyer = { uid: 'u1', email: 'trial@demo.test', subscriptionId: 's1' };

function start(product: PurchaseProduct, planId = `ig_${product}`, once?: boolean, confirming?: PurchaseReturn) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const recheck = vi.fn();
  const leave = vi.fn();
  const machine = purchaseMachine.provide({
    actors: {
      purchase: fakes.logic('purchase'),
      confirmPurchase: fakes.logic('confirmPurchase'),
      sendReportData: fakes.logic('sendReportData'),
    } as never,
    actions: { recheckSubscription: recheck, leaveForAuthentication: (_, params) => leave(params) },
  });
  const input = { product, planId, ...(once ? { once } : {}), ...(confirming ? { confirming } : {}) };
  const actor = createActor(machine, { clock, input }).start();
  return { actor, fakes, clock, recheck, leave };
}

const AUTH_PAGE = 'https://hooks.stripe.test/3d_secure_2/authenticate/pi_1';

describe('purchase rules', () => {
  it('sends the order of spec 7 and ignores a second press while buying (busy flag)', async () => {
    const s = start('course', 'ig_course_pack');
    s.actor.send({ type: 'purchase.buy', buyer });
    s.actor.send({ type: 'purchase.buy', buyer });
    expect(s.fakes.calls).toEqual([
      {
        id: 'purchase',
        input: { plan_id: 'ig_course_pack', email: 'trial@demo.test', firebase_id: 'u1', mainPlanId: 's1' },
      },
    ]);
    s.fakes.settle('purchase', { output: { id: 'x1' } });
    await flush();
    expect(s.actor.getSnapshot().value).toBe('purchased');
    expect(s.recheck).toHaveBeenCalledTimes(1);
  });

  it('does nothing without an email or a subscription id', () => {
    const s = start('course');
    s.actor.send({ type: 'purchase.buy', buyer: { ...buyer, email: null } });
    s.actor.send({ type: 'purchase.buy', buyer: { ...buyer, subscriptionId: null } });
    expect(s.fakes.calls).toEqual([]);
    expect(s.actor.getSnapshot().value).toBe('idle');
  });

  it('for the report: re-checks at once, sends the report data, and re-checks again exactly 2 s later', async () => {
    const s = start('report');
    s.actor.send({ type: 'purchase.buy', buyer });
    s.fakes.settle('purchase', { output: { id: 'r1' } });
    await flush();
    expect(s.recheck).toHaveBeenCalledTimes(1);
    expect(s.fakes.calls.at(-1)).toEqual({ id: 'sendReportData', input: { email: 'trial@demo.test', uid: 'u1' } });
    s.fakes.settle('sendReportData', { output: undefined });
    await flush();
    s.clock.increment(REPORT_RECHECK_DELAY_MS - 1);
    expect(s.recheck).toHaveBeenCalledTimes(1);
    s.clock.increment(1);
    expect(s.recheck).toHaveBeenCalledTimes(2);
    expect(s.actor.getSnapshot().value).toBe('purchased');
  });

  it.each([
    ['the response error', { output: { error: 'Unknown plan id' } }, 'Unknown plan id'],
    ['Something went wrong for an answer without id or error', { output: {} }, 'Something went wrong'],
    [
      'the caught JSON error',
      { error: callFailure({ status: 404, text: 'Subscription not found' }) },
      'Subscription not found',
    ],
    ['the stringified failure', { error: callFailure({ text: 'Failed to fetch' }) }, 'Failed to fetch'],
  ] as const)('shows %s and accepts another press', async (_name, outcome, text) => {
    const s = start('course');
    s.actor.send({ type: 'purchase.buy', buyer });
    s.fakes.settle('purchase', outcome as never);
    await flush();
    expect(s.actor.getSnapshot().value).toBe('idle');
    expect(s.actor.getSnapshot().context.error).toBe(text);
    expect(s.recheck).not.toHaveBeenCalled();
    s.actor.send({ type: 'purchase.buy', buyer });
    expect(s.actor.getSnapshot().context.error).toBeNull();
    expect(s.actor.getSnapshot().value).toBe('buying');
  });

  it('bought once (the cancellation flow): ends with no error; the session reads the subscription again', async () => {
    const s = start('premium', 'ig_premium_one_month', true);
    s.actor.send({ type: 'purchase.buy', buyer });
    s.fakes.settle('purchase', { output: { id: 'p1' } });
    await flush();
    expect(s.actor.getSnapshot()).toMatchObject({ value: 'purchased', status: 'done', output: { error: null } });
    expect(s.recheck).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an answer with an error (even with an id)', { output: { id: 'p1', error: ' Card declined ' } }, 'Card declined'],
    ['an answer with an empty id', { output: { id: '' } }, 'Something went wrong'],
    [
      'a failed call',
      { error: callFailure({ status: 409, text: 'Plan is billed by the store' }) },
      'Plan is billed by the store',
    ],
  ] as const)('failed once (the cancellation flow), on %s: ends with the text shown', async (_name, outcome, text) => {
    const s = start('gift', 'ig_gift_one_month', true);
    s.actor.send({ type: 'purchase.buy', buyer });
    s.fakes.settle('purchase', outcome as never);
    await flush();
    expect(s.actor.getSnapshot()).toMatchObject({ value: 'failed', status: 'done', output: { error: text } });
    expect(s.recheck).not.toHaveBeenCalled();
  });

  describe('a payment the bank asks the buyer to confirm (3-D Secure)', () => {
    it("sends the browser to the provider's page, grants nothing and ignores presses meanwhile", async () => {
      const s = start('course');
      s.actor.send({ type: 'purchase.buy', buyer });
      s.fakes.settle('purchase', { output: { authenticate: AUTH_PAGE } });
      await flush();
      expect(s.actor.getSnapshot().value).toBe('authenticating');
      expect(s.leave).toHaveBeenCalledExactlyOnceWith({ url: AUTH_PAGE });
      expect(s.recheck).not.toHaveBeenCalled();
      s.actor.send({ type: 'purchase.buy', buyer });
      expect(s.fakes.calls.map((call) => call.id)).toEqual(['purchase']);
    });

    it('an answer with an error and a page is a refusal: the error shows, the browser stays', async () => {
      const s = start('course');
      s.actor.send({ type: 'purchase.buy', buyer });
      s.fakes.settle('purchase', { output: { error: 'Card declined', authenticate: AUTH_PAGE } });
      await flush();
      expect(s.actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: 'Card declined' } });
      expect(s.leave).not.toHaveBeenCalled();
    });

    it('back with the payment: confirms it at once with the payment id only, then reads the answer as a purchase', async () => {
      const s = start('report', 'ig_profile_report', false, { paymentIntent: 'pi_1', buyer });
      expect(s.actor.getSnapshot().value).toBe('confirming');
      expect(s.fakes.calls).toEqual([{ id: 'confirmPurchase', input: { payment_intent: 'pi_1' } }]);
      s.fakes.settle('confirmPurchase', { output: { id: 'r1' } });
      await flush();
      expect(s.recheck).toHaveBeenCalledTimes(1);
      expect(s.fakes.calls.at(-1)).toEqual({ id: 'sendReportData', input: { email: 'trial@demo.test', uid: 'u1' } });
      s.fakes.settle('sendReportData', { output: undefined });
      await flush();
      s.clock.increment(REPORT_RECHECK_DELAY_MS);
      expect(s.recheck).toHaveBeenCalledTimes(2);
      expect(s.actor.getSnapshot().value).toBe('purchased');
    });

    it.each([
      [
        'the refusal',
        { output: { error: 'Your bank did not confirm the payment' } },
        'Your bank did not confirm the payment',
      ],
      ['the failed call', { error: callFailure({ status: 404, text: 'Payment not found' }) }, 'Payment not found'],
      [
        'Something went wrong for another page to go to',
        { output: { authenticate: AUTH_PAGE } },
        'Something went wrong',
      ],
    ] as const)(
      'back with the payment, not confirmed: shows %s and waits for a press',
      async (_name, outcome, text) => {
        const s = start('course', 'ig_course_pack', false, { paymentIntent: 'pi_1', buyer });
        s.fakes.settle('confirmPurchase', outcome as never);
        await flush();
        expect(s.actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: text } });
        expect(s.leave).not.toHaveBeenCalled();
        expect(s.recheck).not.toHaveBeenCalled();
      },
    );

    it("a plan change confirmed on return ends as the cancellation flow's purchase does", async () => {
      const s = start('gift', 'ig_gift_one_month', true, { paymentIntent: 'pi_1', buyer });
      s.fakes.settle('confirmPurchase', { output: { error: 'Authentication failed' } });
      await flush();
      expect(s.actor.getSnapshot()).toMatchObject({ value: 'failed', output: { error: 'Authentication failed' } });
    });

    it('back without the buyer known (spec 5): confirms nothing', () => {
      const s = start('course', 'ig_course_pack', false, { paymentIntent: 'pi_1', buyer: { ...buyer, uid: null } });
      expect(s.actor.getSnapshot().value).toBe('idle');
      expect(s.fakes.calls).toEqual([]);
    });
  });
});
