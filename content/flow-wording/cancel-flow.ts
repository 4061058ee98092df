/** The full-screen cancellation flow (machines/cancel-flow.machine.ts) in words: see wording.ts. */
import { CANCEL_FLOW_COPY as COPY } from '../cancel-flow';
import { LOADER_STEP_DELAY_MS } from '../constants';
import { planFromCode } from '../../domain/plans';
import { callAnswer, callFailure, seconds } from './membership-calls';
import type { FlowWording, WordedEvent } from './wording';

interface Input {
  hasPremiumOneMonth: boolean;
  hasGiftOneMonth: boolean;
  subscriptionId: string | null;
  uid: string | null;
  planCode: string | null;
}

const FROM = "on the cancellation flow, opened with 'Cancel subscription' on My Plan";

function precondition(input: unknown): string {
  const { hasPremiumOneMonth, hasGiftOneMonth, subscriptionId, uid, planCode } = input as Input;
  if (!subscriptionId || !uid)
    return `A signed-in user whose subscription the app has not read (no subscription id, user id or email), ${FROM}.`;
  const plan = planFromCode(planCode ?? '');
  const name = hasPremiumOneMonth
    ? 'the premium one-month plan'
    : hasGiftOneMonth
      ? 'the one-month gift plan'
      : `the ${plan.name}`;
  const detail = hasPremiumOneMonth || hasGiftOneMonth ? `${plan.name}, ` : '';
  return `A subscriber on ${name} (${detail}${plan.price} ${plan.period}), ${FROM}.`;
}

/** The button a step sends an event with, by the step's state (its name, at any depth). */
const FORWARD: Record<string, string> = {
  myActivePlan: COPY.myActivePlan.next,
  makeTheMost: COPY.makeTheMost.next,
  survey: COPY.survey.continue,
  review: COPY.review.continue,
  lastThing: COPY.lastThing.decline,
};
const LEAVE: Record<string, string> = {
  myActivePlan: COPY.myActivePlan.stay,
  makeTheMost: COPY.makeTheMost.keep,
  dontLose: COPY.dontLose.stay,
  planUpdated: COPY.planUpdated.great,
};
const OFFER: Record<string, string> = { changePlan: COPY.changePlan.buy, lastThing: COPY.lastThing.claim };
function onStep(at: readonly string[], buttons: Record<string, string>, otherwise: string): string {
  const button = at.map((path) => buttons[path.split('.').at(-1) ?? '']).find(Boolean);
  return button ? `'${button}'` : otherwise;
}

/** How a purchase of the flow ended (the purchase machine, a child): bought, or the error it shows. */
const purchaseAnswer = (offer: string) => (event: WordedEvent) => {
  const { error } = (event.output ?? {}) as { error?: unknown };
  return typeof error === 'string'
    ? `The ${offer} purchase fails with the error '${error}'`
    : `The ${offer} purchase goes through (an order id) and the subscription is read again`;
};

export const wording: FlowWording = {
  precondition,
  steps: {
    // One event, one button per step: `at` (the states before the step) says which.
    'step.next': (_, at) => `Press ${onStep(at, FORWARD, "the step's button that goes on")}`,
    'step.back': () => 'Press Back (the arrow at the top)',
    'flow.close': (_, at) => `Press ${onStep(at, LEAVE, "the step's button that leaves the flow")}`,
    'flow.cancelNow': () => `Press '${COPY.cancelNow}'`,
    'flow.home': () => `Press '${COPY.canceled.home}'`,
    'membership.changePlan': () => `Press '${COPY.yourMembership.changePlan}'`,
    'membership.cancel': () => `Press '${COPY.yourMembership.cancel}'`,
    'offer.accept': (_, at) => `Press ${onStep(at, OFFER, "the offer's button")}`,
    'survey.select': (event) => `Choose the reason '${String(event.reason)}'`,
    'review.rate': (event) => `Rate ${String(event.stars)} stars`,
    'review.edit': (event) => {
      const text = String(event.text ?? '');
      return text.trim() ? `Type the review '${text}'` : 'Type only spaces in the review box';
    },
    'cancel.confirm': () => `Press '${COPY.dontLose.cancel}'`,
    'done:purchasePremium': purchaseAnswer('plan-change'),
    'done:purchaseGift': purchaseAnswer('free-month'),
    'done:cancelSubscription': (event) =>
      callAnswer('The cancel call', event, (output) => (output.success === true ? 'answers success' : undefined)),
    'error:cancelSubscription': (event) => callFailure('The cancel call', event),
    'after:loaderStepDelay': () => `${seconds(LOADER_STEP_DELAY_MS)} pass`,
  },
};
