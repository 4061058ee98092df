/**
 * The model of the cancellation flow (spec 2.15) that both model-based tests walk: the machine
 * test (test/machines/cancel-flow.machine.test.ts) on live actors, the screen test
 * (test/screens/cancel-flow.test.tsx) on the real screen. Each picks its own survey answers and
 * service answers; the events, the inputs and the shape of a serialized state are shared.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import { CANCEL_REASONS, type CancelReason } from '../../content/cancel-flow';
import type { cancelFlowMachine, CancelFlowEvent, CancelFlowInput } from '../../machines/cancel-flow.machine';
import { callFailure } from '../harness/call-failure';

export type Snapshot = SnapshotFrom<typeof cancelFlowMachine>;

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/** Every user event: the survey's keep reason and `otherReason`, four stars, and each of `reviews`. */
export function userEventsWith(otherReason: CancelReason, reviews: string[]): CancelFlowEvent[] {
  return [
    { type: 'step.next' },
    { type: 'step.back' },
    { type: 'flow.close' },
    { type: 'flow.cancelNow' },
    { type: 'flow.home' },
    { type: 'membership.changePlan' },
    { type: 'membership.cancel' },
    { type: 'offer.accept' },
    { type: 'survey.select', reason: CANCEL_REASONS[0] },
    { type: 'survey.select', reason: otherReason },
    { type: 'review.rate', stars: 4 },
    ...reviews.map((text): CancelFlowEvent => ({ type: 'review.edit', text })),
    { type: 'cancel.confirm' },
  ];
}

/** The loader's delay, and the answers each invoked service can give in the state that runs it. */
export function serviceResults(
  snapshot: Snapshot,
  answers: { purchase: (id: string) => EventObject[]; cancel: EventObject[] },
): EventObject[] {
  if (snapshot.matches({ steps: 'pleaseWait' }))
    return [{ type: 'xstate.after.loaderStepDelay.cancelFlow.steps.pleaseWait' }];
  if (snapshot.matches({ steps: { changePlan: 'buying' } })) return answers.purchase('purchasePremium');
  if (snapshot.matches({ steps: { lastThing: 'buying' } })) return answers.purchase('purchaseGift');
  if (snapshot.matches({ dontLose: 'canceling' })) return answers.cancel;
  return [];
}

/**
 * State plus what the guards read of the survey. `fine` adds whether stars were given and whether
 * an error is shown (the machine test); without it the state is coarse enough for a DOM run.
 */
export function serializeSnapshot(snapshot: Snapshot, { fine }: { fine: boolean }) {
  const c = snapshot.context;
  return JSON.stringify({
    state: snapshot.value,
    reason: c.reason === null ? 'none' : c.reason === CANCEL_REASONS[0] ? 'keep' : 'other',
    ...(fine ? { stars: c.stars !== null } : {}),
    review: c.review.trim() !== '',
    sent: c.surveySent,
    ...(fine ? { error: c.error !== null } : {}),
  });
}

/** The plan ids the two offers sell (config.productIds' defaults). */
export const planIds = { premium: 'ig_premium_one_month', gift: 'ig_gift_one_month' };

/** A plain subscriber, a premium one-month holder, a gift holder and a session without ids. */
const ids = { subscriptionId: 'sub-1', uid: 'u1', email: 'premium@demo.test' };
export const inputs: CancelFlowInput[] = [
  { hasPremiumOneMonth: false, hasGiftOneMonth: false, ...ids, planCode: 'ig_weekly_trial', planIds },
  { hasPremiumOneMonth: true, hasGiftOneMonth: false, ...ids, planCode: 'ig_premium_one_month', planIds },
  { hasPremiumOneMonth: false, hasGiftOneMonth: true, ...ids, planCode: 'ig_gift_one_month', planIds },
  {
    hasPremiumOneMonth: false,
    hasGiftOneMonth: false,
    subscriptionId: null,
    uid: null,
    email: null,
    planCode: null,
    planIds,
  },
];

/** The machine test's model (test/machines/cancel-flow.machine.test.ts), shared with the browser paths. */
export const userEvents = userEventsWith(CANCEL_REASONS[2], ['Too expensive for me', '   ']);

/**
 * A purchase is the purchase machine (a child): it ends bought (`error: null`) or failed with the
 * text it shows (its own rule: test/machines/purchase*).
 */
export const purchaseOutcomes = (id: string, refusal: string) => [
  done(id, { error: null }),
  done(id, { error: refusal }),
];

/** The cancel call's answers: success, a refusal, an answer with neither, and a call that failed. */
export const cancelAnswers = (failure: string) => [
  done('cancelSubscription', { success: true }),
  done('cancelSubscription', { error: 'Subscription not found' }),
  done('cancelSubscription', {}),
  failed('cancelSubscription', callFailure({ text: failure })),
];

/** Answers each invoked service can give, per state that runs it, and the loader's delay. */
export const resultsIn = (snapshot: Snapshot) =>
  serviceResults(snapshot, {
    purchase: (id) => purchaseOutcomes(id, 'A subscription that is canceled cannot change plan'),
    cancel: cancelAnswers('Network down'),
  });

/** State plus what the guards read; the error only as shown or not. */
export const serialize = (snapshot: Snapshot) => serializeSnapshot(snapshot, { fine: true });
