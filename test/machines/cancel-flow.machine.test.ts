/**
 * Model-based test of the cancellation flow (spec 2.15): every transition of the machine's graph,
 * for a plain subscriber, a premium one-month holder, a gift holder and a session without ids,
 * run on live actors with fake services; the suite fails below 100 % of states and transitions.
 */
import { beforeEach, expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { CANCEL_REASONS } from '../../content/cancel-flow';
import { cancelFlowMachine, type CancelEvent, type CancelFlowEvent, type CancelFlowInput, type PurchaseOrder, type SurveyAnswers } from '../../machines/cancel-flow.machine';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof cancelFlowMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const userEvents: CancelFlowEvent[] = [
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'flow.close' },
  { type: 'flow.cancelNow' },
  { type: 'flow.home' },
  { type: 'membership.changePlan' },
  { type: 'membership.cancel' },
  { type: 'offer.accept' },
  { type: 'survey.select', reason: CANCEL_REASONS[0] },
  { type: 'survey.select', reason: CANCEL_REASONS[2] },
  { type: 'review.rate', stars: 4 },
  { type: 'review.edit', text: 'Too expensive for me' },
  { type: 'review.edit', text: '   ' },
  { type: 'cancel.confirm' },
];

/** Answers each invoked service can give, per state that runs it, and the loader's delay. */
function resultsIn(snapshot: Snapshot): EventObject[] {
  const purchaseResults = (id: string) => [
    done(id, { id: 'sub-1' }),
    done(id, { error: 'Card declined' }),
    done(id, {}),
    failed(id, { status: 409, data: { error: 'A subscription that is canceled cannot change plan' } }),
  ];
  if (snapshot.matches('pleaseWait')) return [{ type: 'xstate.after.loaderStepDelay.cancelFlow.pleaseWait' }];
  if (snapshot.matches({ changePlan: 'buying' })) return purchaseResults('purchasePremium');
  if (snapshot.matches({ lastThing: 'buying' })) return purchaseResults('purchaseGift');
  if (snapshot.matches({ dontLose: 'canceling' })) {
    return [
      done('cancelSubscription', { success: true }),
      done('cancelSubscription', { error: 'Subscription not found' }),
      done('cancelSubscription', {}),
      failed('cancelSubscription', new Error('Network down')),
    ];
  }
  return [];
}

/** State plus what the guards read; the error only as shown or not. */
const serialize = (snapshot: Snapshot) => {
  const c = snapshot.context;
  return JSON.stringify({
    state: snapshot.value,
    reason: c.reason === null ? 'none' : c.reason === CANCEL_REASONS[0] ? 'keep' : 'other',
    stars: c.stars !== null,
    review: c.review.trim() !== '',
    sent: c.surveySent,
    error: c.error !== null,
  });
};

const ids = { subscriptionId: 'sub-1', uid: 'u1', email: 'premium@demo.test', planCode: 'ig_weekly_trial' };
const inputs: CancelFlowInput[] = [
  { hasPremiumOneMonth: false, hasGiftOneMonth: false, ...ids },
  { hasPremiumOneMonth: true, hasGiftOneMonth: false, ...ids, planCode: 'ig_premium_one_month' },
  { hasPremiumOneMonth: false, hasGiftOneMonth: true, ...ids, planCode: 'ig_gift_one_month' },
  { hasPremiumOneMonth: false, hasGiftOneMonth: false, subscriptionId: null, uid: null, email: null, planCode: null },
];

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
    for (const answers of surveys) expect(answers.reason !== null || answers.stars !== null || answers.feedback !== '').toBe(true);
    // Purchases name their product by the offer that was accepted; nothing is bought without ids (spec 5).
    for (const call of fakes.calls) {
      if (call.id === 'purchasePremium') expect((call.input as PurchaseOrder).product).toBe('premium');
      if (call.id === 'purchaseGift') expect((call.input as PurchaseOrder).product).toBe('gift');
      expect(call.input).toMatchObject({ subscriptionId: 'sub-1', uid: 'u1' });
    }
    // Every cancel call follows a 'Cancel subscription click'.
    const presses = cancelEvents.filter((e) => e.event === 'Cancel subscription click').length;
    expect(fakes.calls.filter((call) => call.id === 'cancelSubscription').length).toBeLessThanOrEqual(presses);
    // A session re-check follows each success, and only a success.
    const successes = path.steps.filter((step) => /done\.actor\.(purchase\w+|cancelSubscription)/.test(step.event.type) && /"state":"(planUpdated|canceled)"/.test(step.expected));
    expect(rechecks.length).toBe(successes.length);
  },
});
