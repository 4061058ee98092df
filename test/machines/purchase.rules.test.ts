/** The purchase rules of spec 4, 5 and 8, one by one on a live actor with fake services. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { REPORT_RECHECK_DELAY_MS } from '../../content/constants';
import { purchaseMachine, type PurchaseProduct } from '../../machines/purchase.machine';
import { FakeActors } from '../harness/run-path';
import { flush } from '../harness/flush';

const buyer = { uid: 'u1', email: 'trial@demo.test', subscriptionId: 's1' };

function start(product: PurchaseProduct, planId = `ig_${product}`) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const recheck = vi.fn();
  const machine = purchaseMachine.provide({
    actors: { purchase: fakes.logic('purchase'), sendReportData: fakes.logic('sendReportData') } as never,
    actions: { recheckSubscription: recheck },
  });
  const actor = createActor(machine, { clock, input: { product, planId } }).start();
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
      { error: { status: 404, data: { error: 'Subscription not found' } } },
      'Subscription not found',
    ],
    ['the stringified failure', { error: new Error('Failed to fetch') }, 'Failed to fetch'],
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
});
