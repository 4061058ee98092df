import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { purchaseMachine, type PurchaseInput } from '../../machines/purchase.machine';
import { callFailure } from '../harness/call-failure';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof purchaseMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const buyer = { uid: 'u1', email: 'trial@demo.test', subscriptionId: 's1' };
const userEvents: Array<EventObject & Record<string, unknown>> = [
  { type: 'purchase.buy', buyer },
  { type: 'purchase.buy', buyer: { ...buyer, email: null } },
  { type: 'purchase.buy', buyer: { ...buyer, subscriptionId: null } },
];

function resultsIn(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('buying')) {
    return [
      done('purchase', { id: 'extra-1' }),
      done('purchase', { error: 'Unknown plan id' }),
      done('purchase', {}),
      failed('purchase', callFailure({ status: 404, text: 'Subscription not found' })),
      failed('purchase', callFailure({ text: 'Failed to fetch' })),
    ];
  }
  if (snapshot.matches('sendingReport'))
    return [done('sendReportData', undefined), failed('sendReportData', callFailure({ status: 429 }))];
  if (snapshot.matches('awaitingReportRecheck'))
    return [{ type: 'xstate.after.reportRecheckDelay.purchase.awaitingReportRecheck' }];
  return [];
}

const serialize = (snapshot: Snapshot) => JSON.stringify({ state: snapshot.value, error: snapshot.context.error });

const rechecks: string[] = [];

modelSuite(purchaseMachine, {
  inputs: [
    { product: 'course', planId: 'ig_course_pack' },
    { product: 'report', planId: 'ig_profile_report' },
    // The cancellation flow's offers: one purchase, then the end either way.
    { product: 'premium', planId: 'ig_premium_one_month', once: true },
  ] satisfies PurchaseInput[],
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: { recheckSubscription: () => rechecks.push('recheck') },
  afterPath: (_path, fakes) => {
    // Spec 5: nothing is bought without the buyer's email and subscription id; one order per press.
    for (const call of fakes.calls.filter((c) => c.id === 'purchase')) {
      expect(call.input).toMatchObject({ email: 'trial@demo.test', firebase_id: 'u1', mainPlanId: 's1' });
    }
    expect(
      fakes.calls.filter((c) => c.id === 'sendReportData').every((c) => (c.input as { uid: string }).uid === 'u1'),
    ).toBe(true);
  },
});
