import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { purchaseMachine, type Buyer, type PurchaseInput } from '../../machines/purchase.machine';
import { callFailure } from '../harness/call-failure';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof purchaseMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const buyer = { uid: 'u1', email: 'trial@demo.test', subscriptionId: 's1' };
const AUTH_PAGE = 'https://hooks.stripe.test/3d_secure_2/authenticate/pi_1';
const back = (b: Buyer = buyer) => ({ paymentIntent: 'pi_1', buyer: b });
const userEvents: Array<EventObject & Record<string, unknown>> = [
  { type: 'purchase.buy', buyer },
  { type: 'purchase.buy', buyer: { ...buyer, email: null } },
  { type: 'purchase.buy', buyer: { ...buyer, subscriptionId: null } },
];

function resultsIn(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('buying')) {
    return [
      done('purchase', { id: 'extra-1' }),
      done('purchase', { authenticate: AUTH_PAGE }),
      done('purchase', { error: 'Unknown plan id' }),
      done('purchase', {}),
      failed('purchase', callFailure({ status: 404, text: 'Subscription not found' })),
      failed('purchase', callFailure({ text: 'Failed to fetch' })),
    ];
  }
  if (snapshot.matches('confirming')) {
    return [
      done('confirmPurchase', { id: 'extra-1' }),
      done('confirmPurchase', { error: 'Your bank did not confirm the payment' }),
      failed('confirmPurchase', callFailure({ status: 404, text: 'Payment not found' })),
      failed('confirmPurchase', callFailure({ text: 'Failed to fetch' })),
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
const left: string[] = [];

modelSuite(purchaseMachine, {
  inputs: [
    { product: 'course', planId: 'ig_course_pack' },
    { product: 'report', planId: 'ig_profile_report' },
    // The cancellation flow's offers: one purchase, then the end either way.
    { product: 'premium', planId: 'ig_premium_one_month', once: true },
    // Back from the payment provider's page (3-D Secure): the purchase is confirmed at once.
    { product: 'course', planId: 'ig_course_pack', confirming: back() },
    { product: 'report', planId: 'ig_profile_report', confirming: back() },
    { product: 'gift', planId: 'ig_gift_one_month', once: true, confirming: back() },
    // Spec 5: without the buyer's email nothing is confirmed; the offer waits for a press.
    { product: 'course', planId: 'ig_course_pack', confirming: back({ ...buyer, email: null }) },
  ] satisfies PurchaseInput[],
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: {
    recheckSubscription: () => rechecks.push('recheck'),
    leaveForAuthentication: (_: unknown, { url }: { url: string }) => left.push(url),
  },
  afterPath: (path, fakes) => {
    // The browser leaves for the provider's page exactly when the helper asks for it, to that page.
    const asked = path.steps.filter(
      (step) => (step.event as { output?: { authenticate?: string } }).output?.authenticate,
    );
    expect(left.splice(0)).toEqual(asked.map(() => AUTH_PAGE));
    // The confirmation names only the payment, never the client secret.
    for (const call of fakes.calls.filter((c) => c.id === 'confirmPurchase')) {
      expect(call.input).toEqual({ payment_intent: 'pi_1' });
    }
    // Spec 5: nothing is bought without the buyer's email and subscription id; one order per press.
    for (const call of fakes.calls.filter((c) => c.id === 'purchase')) {
      expect(call.input).toMatchObject({ email: 'trial@demo.test', firebase_id: 'u1', mainPlanId: 's1' });
    }
    expect(
      fakes.calls.filter((c) => c.id === 'sendReportData').every((c) => (c.input as { uid: string }).uid === 'u1'),
    ).toBe(true);
  },
});
