/**
 * Model-based test of the cancellation flow (spec 2.15): every transition of the machine's graph,
 * for a plain subscriber, a premium one-month holder, a gift holder and a session without ids,
 * run on live actors with fake services; the suite fails below 100 % of states and transitions.
 */
import { beforeEach, expect } from 'vitest';
import {
  cancelFlowMachine,
  type CancelEvent,
  type PlanChangeOrder,
  type SurveyAnswers,
} from '../../machines/cancel-flow.machine';
import { modelSuite } from '../harness/model-suite';
import { inputs, resultsIn, serialize, userEvents } from './cancel-flow.model';

const surveys: SurveyAnswers[] = [];
const cancelEvents: CancelEvent[] = [];
const rechecks: string[] = [];

beforeEach(() => {
  surveys.length = 0;
  cancelEvents.length = 0;
  rechecks.length = 0;
});

modelSuite(cancelFlowMachine, {
  inputs,
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: {
    sendSurveyAnswers: (_: unknown, params: SurveyAnswers) => surveys.push(params),
    trackCancelEvent: (_: unknown, params: CancelEvent) => cancelEvents.push(params),
    recheckSubscription: () => rechecks.push('recheck'),
  },
  afterPath: (path, fakes) => {
    // Survey answers go out at most once, and never empty.
    expect(surveys.length).toBeLessThanOrEqual(1);
    for (const answers of surveys)
      expect(answers.reason !== null || answers.stars !== null || answers.feedback !== '').toBe(true);
    // Purchases name their product by the offer that was accepted; nothing is bought without ids (spec 5).
    for (const call of fakes.calls) {
      if (call.id === 'purchasePremium') expect((call.input as PlanChangeOrder).product).toBe('premium');
      if (call.id === 'purchaseGift') expect((call.input as PlanChangeOrder).product).toBe('gift');
      expect(call.input).toMatchObject({ subscriptionId: 'sub-1', uid: 'u1' });
    }
    // Every cancel call follows a 'Cancel subscription click'.
    const presses = cancelEvents.filter((e) => e.event === 'Cancel subscription click').length;
    expect(fakes.calls.filter((call) => call.id === 'cancelSubscription').length).toBeLessThanOrEqual(presses);
    // A session re-check follows each success, and only a success.
    const successes = path.steps.filter(
      (step) =>
        /done\.actor\.(purchase\w+|cancelSubscription)/.test(step.event.type) &&
        /"state":"(planUpdated|canceled)"/.test(step.expected),
    );
    expect(rechecks.length).toBe(successes.length);
  },
});
