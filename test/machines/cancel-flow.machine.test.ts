/**
 * Model-based test of the cancellation flow (spec 2.15): every transition of the machine's graph,
 * for a plain subscriber, a premium one-month holder, a gift holder and a session without ids,
 * run on live actors with fake services; the suite fails below 100 % of states and transitions.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cancelFlowMachine,
  type CancelEvent,
  type CancelFlowContext,
  type PlanChangeOrder,
  type SurveyAnswers,
} from '../../machines/cancel-flow.machine';
import { modelSuite } from '../harness/model-suite';
import { inputs, planIds, resultsIn, serialize, userEvents } from './cancel-flow.model';
import { cancelInTwoPresses } from './cancel-flow.properties';

type Ids = Pick<CancelFlowContext, 'uid' | 'email' | 'subscriptionId'>;

const surveys: SurveyAnswers[] = [];
const cancelEvents: CancelEvent[] = [];
const rechecks: string[] = [];
/** Each press sent to a purchase child, with the ids the flow held (the buyer it sends). */
const buyPresses: Array<{ purchase: string; ids: Ids }> = [];

beforeEach(() => {
  surveys.length = 0;
  cancelEvents.length = 0;
  rechecks.length = 0;
  buyPresses.length = 0;
});

modelSuite(cancelFlowMachine, {
  inputs,
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: {
    sendSurveyAnswers: (_: unknown, params: SurveyAnswers) => surveys.push(params),
    trackCancelEvent: (_: unknown, params: CancelEvent) => cancelEvents.push(params),
    recheckSubscription: () => rechecks.push('recheck'),
    // The children here are fakes (the real purchase machine runs in cancel-flow.rules.test.ts).
    buyPlan: ({ context }: { context: CancelFlowContext }, params: { purchase: string }) =>
      buyPresses.push({
        purchase: params.purchase,
        ids: { uid: context.uid, email: context.email, subscriptionId: context.subscriptionId },
      }),
  },
  afterPath: (path, fakes) => {
    // Survey answers go out at most once, and never empty.
    expect(surveys.length).toBeLessThanOrEqual(1);
    for (const answers of surveys)
      expect(answers.reason !== null || answers.stars !== null || answers.feedback !== '').toBe(true);
    // Purchases name their product and plan by the offer that was accepted, bought once; each child
    // is pressed once, with the flow's buyer; nothing is bought without ids (spec 5).
    const purchases = fakes.calls.filter((call) => call.id.startsWith('purchase'));
    for (const call of purchases) {
      const product = call.id === 'purchasePremium' ? 'premium' : 'gift';
      expect(call.input).toEqual({ product, planId: planIds[product], once: true } satisfies PlanChangeOrder);
    }
    expect(buyPresses.map((press) => press.purchase)).toEqual(purchases.map((call) => call.id));
    for (const press of buyPresses)
      expect(press.ids).toEqual({ uid: 'u1', email: 'premium@demo.test', subscriptionId: 'sub-1' });
    for (const call of fakes.calls.filter((c) => c.id === 'cancelSubscription'))
      expect(call.input).toMatchObject({ subscriptionId: 'sub-1', uid: 'u1' });
    // Every cancel call follows a 'Cancel subscription click'.
    const presses = cancelEvents.filter((e) => e.event === 'Cancel subscription click').length;
    expect(fakes.calls.filter((call) => call.id === 'cancelSubscription').length).toBeLessThanOrEqual(presses);
    // A session re-check follows each cancel success, and only that: a purchase's re-check is the
    // purchase child's own (test/machines/purchase*), so the flow adds none.
    const successes = path.steps.filter(
      (step) => /done\.actor\.cancelSubscription/.test(step.event.type) && /"state":"canceled"/.test(step.expected),
    );
    expect(rechecks.length).toBe(successes.length);
  },
});

describe('cancellation flow: properties', () => {
  it(cancelInTwoPresses.statement, () => {
    const { holds, result } = cancelInTwoPresses.check();
    expect(holds, result).toBe(true);
  });
});
