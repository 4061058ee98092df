/** The purchase rules of spec 4, 5 and 8, one by one on a live actor with fake services. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { REPORT_RECHECK_DELAY_MS } from '../../content/constants';
import { purchaseMachine, type PurchaseProduct } from '../../machines/purchase.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

const buyer = { uid: 'u1', email: 'trial@demo.test', subscriptionId: 's1' };

function start(product: PurchaseProduct, planId = `ig_${product}`, once?: boolean) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const recheck = vi.fn();
  const machine = purchaseMachine.provide({
    actors: { purchase: fakes.logic('purchase'), sendReportData: fakes.logic('sendReportData') } as never,
    actions: { recheckSubscription: recheck },
  });
  const actor = createActor(machine, { clock, input: { product, planId, ...(once ? { once } : {}) } }).start();
  return { actor, fakes, clock, recheck };
}

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
});
