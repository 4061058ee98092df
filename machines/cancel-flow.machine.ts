/**
 * The full-screen cancellation flow (spec 2.15, 4, 5, 7, 8): nine steps as named states, the
 * plan-change and free-month purchases, the survey and the final cancel call. Beyond the spec,
 * every step before the last offers 'Cancel now' straight to the last step (`flow.cancelNow`, once
 * on their parent `steps`), so cancelling never takes more than two presses from My Plan. Each
 * step's number is its `meta.step`. Pure: services and side effects arrive through `.provide()`.
 */
import type { Outcome } from '../contracts/membership';
import { and, assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import {
  CANCEL_REASONS,
  KEEP_MEMBERSHIP_REASON,
  MISSING_IDS_ERROR,
  type CancelEventName,
  type CancelReason,
} from '../content/cancel-flow';
import { LOADER_STEP_DELAY_MS, STAR_SCALE } from '../content/constants';
import {
  buyerPress,
  callFailureText,
  cancelAnswer,
  cancelCallFailure,
  cancelClick,
  cancelMissingIds,
  cancelOrder,
  cancelOrderOf,
  cancelRefusal,
  cancelSuccess,
  giftOrder,
  premiumOrder,
  purchaseOutcome,
  refusalText,
  surveyAnswers,
} from './cancel-flow-params';
import { notProvided } from './not-provided';
import { purchaseMachine, type PurchaseInput, type PurchaseOutcome } from './purchase.machine';

export interface CancelFlowInput {
  hasPremiumOneMonth: boolean;
  hasGiftOneMonth: boolean;
  subscriptionId: string | null;
  uid: string | null;
  email: string | null;
  planCode: string | null;
  /** The plan ids the two offers sell (config.productIds). */
  planIds: Record<PlanProduct, string>;
}

export interface CancelFlowContext extends CancelFlowInput {
  reason: CancelReason | null;
  stars: number | null;
  review: string;
  /** The survey answers went out already (they are sent once). */
  surveySent: boolean;
  /** Shown in red under the offer or the cancel button (spec 8); cleared when the user leaves it. */
  error: string | null;
}

export type CancelFlowEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'flow.close' }
  | { type: 'flow.cancelNow' }
  | { type: 'flow.home' }
  | { type: 'membership.changePlan' }
  | { type: 'membership.cancel' }
  | { type: 'offer.accept' }
  | { type: 'survey.select'; reason: CancelReason }
  | { type: 'review.rate'; stars: number }
  | { type: 'review.edit'; text: string }
  | { type: 'cancel.confirm' };

export type PlanProduct = 'premium' | 'gift';

/** The steps of spec 2.15. */
export type CancelFlowStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** What a state of the flow says beside it: the step it shows (outcomes and ends have none). */
export interface CancelFlowMeta {
  step: CancelFlowStep;
}

/**
 * What the flow starts its purchase child with (machines/purchase.machine.ts): the plan sold, bought
 * once. The child is then sent the buyer (`purchase.buy`), builds the helper's order and ends with
 * its outcome.
 */
export interface PlanChangeOrder extends PurchaseInput {
  product: PlanProduct;
  once: true;
}

export interface CancelOrder {
  subscriptionId: string;
  uid: string;
}

export interface SurveyAnswers {
  reason: CancelReason | null;
  stars: number | null;
  feedback: string;
  email: string | null;
}

export interface CancelEvent {
  event: CancelEventName;
  subscriptionId: string | null;
  email: string | null;
  error?: string;
}

export const cancelFlowMachine = setup({
  types: {
    tags: {} as 'busy',
    context: {} as CancelFlowContext,
    events: {} as CancelFlowEvent,
    input: {} as CancelFlowInput,
    meta: {} as CancelFlowMeta,
  },
  actors: {
    /** The purchase machine, one per press of an offer; src/app provides it with its services. */
    purchase: purchaseMachine,
    cancelSubscription: fromPromise<Outcome, CancelOrder>(notProvided('cancelSubscription')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    /** Asks the session to read the subscription again (spec 4) after the cancel (a purchase child does its own). */
    recheckSubscription: () => {},
    /** Presses the purchase child's buy button with the flow's buyer (sent once the child has started). */
    buyPlan: sendTo((_, params: { purchase: string }) => params.purchase, buyerPress),
    trackCancelEvent: (_, _params: CancelEvent) => {},
    sendSurveyAnswers: (_, _params: SurveyAnswers) => {},
    markSurveySent: assign({ surveySent: true }),
    selectReason: assign(({ event }) => {
      assertEvent(event, 'survey.select');
      return CANCEL_REASONS.includes(event.reason) ? { reason: event.reason } : {};
    }),
    /** Spec 9: whole stars on the 1-5 scale; anything else leaves the rating as it was. */
    rate: assign(({ event }) => {
      assertEvent(event, 'review.rate');
      return Number.isInteger(event.stars) && event.stars >= 1 && event.stars <= STAR_SCALE
        ? { stars: event.stars }
        : {};
    }),
    editReview: assign(({ event }) => {
      assertEvent(event, 'review.edit');
      return { review: event.text };
    }),
    assignError: assign((_, { error }: { error: string | null }) => ({ error })),
    clearError: assign({ error: null }),
  },
  guards: {
    hasPremiumOneMonth: ({ context }) => context.hasPremiumOneMonth,
    hasGiftOneMonth: ({ context }) => context.hasGiftOneMonth,
    /** Spec 5: purchases need the user's email and a subscription id (and the uid to buy for). */
    canPurchase: ({ context }) => Boolean(context.email && context.subscriptionId && context.uid),
    lacksCancelIds: ({ context }) => cancelOrderOf(context) === null,
    keepsMembership: ({ context }) => context.reason === KEEP_MEMBERSHIP_REASON,
    hasReason: ({ context }) => context.reason !== null,
    hasReview: ({ context }) => context.review.trim() !== '',
    /** Reviewed and already holds the free month: step 7 (its offer) is skipped. */
    reviewedGiftHolder: and(['hasReview', 'hasGiftOneMonth']),
    reviewedGiftHolderSurveyPending: and(['hasReview', 'hasGiftOneMonth', 'surveyPending']),
    /** Answers given and not sent yet: a cancel that skipped the review step still reports them. */
    surveyPending: ({ context }) =>
      !context.surveySent && (context.reason !== null || context.stars !== null || context.review.trim() !== ''),
    /** The purchase child ended bought (it decides what an answer means). */
    purchased: (_, { error }: PurchaseOutcome) => error === null,
    cancelSucceeded: (_, { answer }: { answer: Outcome }) => answer.success === true,
  },
  delays: {
    loaderStepDelay: LOADER_STEP_DELAY_MS,
  },
}).createMachine({
  id: 'cancelFlow',
  context: ({ input }) => ({ ...input, reason: null, stars: null, review: '', surveySent: false, error: null }),
  initial: 'steps',
  states: {
    steps: {
      description:
        "Steps 0 to 7, before the last: each offers 'Cancel now', straight to the last step (not while a purchase runs).",
      initial: 'myActivePlan',
      on: { 'flow.cancelNow': 'dontLose' },
      states: {
        myActivePlan: {
          description:
            "Step 0, 'My active plan': the plan's name, five premium benefits, 'Stay premium', 'I'm ready to let go of my growth' and 'Cancel now'.",
          meta: { step: 0 },
          on: {
            'flow.close': '#cancelFlow.closed',
            'step.next': 'pleaseWait',
          },
        },
        pleaseWait: {
          description:
            "Step 1: the loader 'Please wait' / 'This may take a few seconds' and 'Cancel now'; it moves on by itself after 2.5 seconds.",
          meta: { step: 1 },
          after: { loaderStepDelay: 'yourMembership' },
        },
        yourMembership: {
          description:
            "Step 2, 'Your Membership': the plan's Status, Billing period and Price, 'Extras to unlock: 3 extras' and what premium includes; 'Change my plan', 'Cancel membership', Back and 'Cancel now'.",
          meta: { step: 2 },
          on: {
            'membership.changePlan': [{ guard: 'hasPremiumOneMonth', target: 'makeTheMost' }, { target: 'changePlan' }],
            'membership.cancel': 'makeTheMost',
            'step.back': 'myActivePlan',
          },
        },
        changePlan: {
          description: "Step 3, 'Change my plan': the premium plan at a discount, offered, then being bought.",
          meta: { step: 3 },
          initial: 'offer',
          states: {
            offer: {
              description:
                "Step 3, 'Change my plan': Premium Plan at $13.99 per month (was $139.99, '90% OFF'), 'Get Premium', Back and 'Cancel now'. After a failed purchase its error is in red under 'Get Premium' (the error's text, else 'Something went wrong'); leaving the offer clears it.",
              exit: 'clearError',
              on: {
                'offer.accept': { guard: 'canPurchase', target: 'buying' },
                'step.back': '#cancelFlow.steps.yourMembership',
              },
            },
            buying: {
              description:
                "Step 3 while buying: the purchase machine buys the premium plan for the user; 'Get Premium' spins; Back and 'Cancel now' are disabled until the purchase ends (bought, and the subscription read again, or failed).",
              tags: ['busy'],
              entry: { type: 'buyPlan', params: { purchase: 'purchasePremium' } },
              on: { 'flow.cancelNow': {} },
              invoke: {
                id: 'purchasePremium',
                src: 'purchase',
                input: premiumOrder,
                onDone: [
                  { guard: { type: 'purchased', params: purchaseOutcome }, target: '#cancelFlow.planUpdated' },
                  { target: 'offer', actions: { type: 'assignError', params: purchaseOutcome } },
                ],
              },
            },
          },
        },
        makeTheMost: {
          description:
            "Step 4, 'Wait! Have you made the most out of it?': guide, article and extra cards; 'Keep me subscribed' and the extras (which then open My Plan), 'I still want to opt out', Back and 'Cancel now'.",
          meta: { step: 4 },
          on: {
            'flow.close': '#cancelFlow.closed',
            'step.next': 'survey',
            'step.back': 'yourMembership',
          },
        },
        survey: {
          description:
            "Step 5, 'What made you change your mind about the membership?': eight reasons (the chosen one marked), 'Continue' (enabled once a reason is chosen) and 'Cancel now'.",
          meta: { step: 5 },
          on: {
            'survey.select': { actions: 'selectReason' },
            'step.next': [
              { guard: 'keepsMembership', target: '#cancelFlow.closed' },
              { guard: 'hasReason', target: 'review' },
            ],
          },
        },
        review: {
          description:
            "Step 6, 'Your voice matters': 1 to 5 stars (optional), the review box 'Write your review', 'Continue' (enabled once the review has text) and 'Cancel now'.",
          meta: { step: 6 },
          on: {
            'review.rate': { actions: 'rate' },
            'review.edit': { actions: 'editReview' },
            'step.next': [
              // The answers go out once: on leaving here forward, or with the cancel press if still unsent.
              // Only a gift holder comes back here (step 8's back) after they went out.
              {
                guard: 'reviewedGiftHolderSurveyPending',
                target: '#cancelFlow.dontLose',
                actions: [{ type: 'sendSurveyAnswers', params: surveyAnswers }, 'markSurveySent'],
              },
              { guard: 'reviewedGiftHolder', target: '#cancelFlow.dontLose' },
              {
                guard: 'hasReview',
                target: 'lastThing',
                actions: [{ type: 'sendSurveyAnswers', params: surveyAnswers }, 'markSurveySent'],
              },
            ],
          },
        },
        lastThing: {
          description: "Step 7, 'One last thing': the free-month gift, offered, then being bought.",
          meta: { step: 7 },
          initial: 'offer',
          states: {
            offer: {
              description:
                "Step 7, 'One last thing': 'Take a month on us' with 'Get my free month', three upcoming features, 'I'm not interested' and 'Cancel now'. After a failed purchase its error is in red under 'Get my free month' (the error's text, else 'Something went wrong'); leaving the offer clears it.",
              exit: 'clearError',
              on: {
                'offer.accept': { guard: 'canPurchase', target: 'buying' },
                'step.next': '#cancelFlow.dontLose',
              },
            },
            buying: {
              description:
                "Step 7 while buying: the purchase machine buys the free month for the user; 'Get my free month' spins; 'I'm not interested' and 'Cancel now' are disabled until the purchase ends (bought, and the subscription read again, or failed).",
              tags: ['busy'],
              entry: { type: 'buyPlan', params: { purchase: 'purchaseGift' } },
              on: { 'flow.cancelNow': {} },
              invoke: {
                id: 'purchaseGift',
                src: 'purchase',
                input: giftOrder,
                onDone: [
                  { guard: { type: 'purchased', params: purchaseOutcome }, target: '#cancelFlow.planUpdated' },
                  { target: 'offer', actions: { type: 'assignError', params: purchaseOutcome } },
                ],
              },
            },
          },
        },
      },
    },
    dontLose: {
      description: "Step 8, 'Don't lose': the last step, where the membership is cancelled.",
      meta: { step: 8 },
      initial: 'idle',
      states: {
        idle: {
          description:
            "Step 8, 'Don't lose': five lost benefits, 'Stay a premium user', 'Give up on my IG & cancel' and Back. After a failed cancel its error is in red under the buttons (the error's text, else 'Something went wrong'; without ids 'Cant find subscription id or firebase uid'); leaving the step or pressing again clears it.",
          exit: 'clearError',
          on: {
            'flow.close': '#cancelFlow.closed',
            'step.back': [
              { guard: 'hasGiftOneMonth', target: '#cancelFlow.steps.review' },
              { target: '#cancelFlow.steps.lastThing' },
            ],
            'cancel.confirm': [
              {
                guard: 'lacksCancelIds',
                actions: [
                  { type: 'trackCancelEvent', params: cancelClick },
                  { type: 'assignError', params: { error: MISSING_IDS_ERROR } },
                  { type: 'trackCancelEvent', params: cancelMissingIds },
                ],
              },
              {
                guard: 'surveyPending',
                target: 'canceling',
                actions: [
                  { type: 'trackCancelEvent', params: cancelClick },
                  { type: 'sendSurveyAnswers', params: surveyAnswers },
                  'markSurveySent',
                ],
              },
              { target: 'canceling', actions: { type: 'trackCancelEvent', params: cancelClick } },
            ],
          },
        },
        canceling: {
          description:
            "Step 8 while cancelling: 'Give up on my IG & cancel' spins; 'Stay a premium user' and Back are disabled until the cancel call answers.",
          tags: ['busy'],
          invoke: {
            id: 'cancelSubscription',
            src: 'cancelSubscription',
            input: cancelOrder,
            onDone: [
              {
                guard: { type: 'cancelSucceeded', params: cancelAnswer },
                target: '#cancelFlow.canceled',
                actions: [{ type: 'trackCancelEvent', params: cancelSuccess }, 'recheckSubscription'],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'assignError', params: refusalText },
                  { type: 'trackCancelEvent', params: cancelRefusal },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'assignError', params: callFailureText },
                { type: 'trackCancelEvent', params: cancelCallFailure },
              ],
            },
          },
        },
      },
    },
    // Outcomes.
    planUpdated: {
      description: "'Your plan has been successfully updated!' with 'Great!'; the app reads the subscription again.",
      on: { 'flow.close': 'closed' },
    },
    canceled: {
      description:
        "'Your membership has been canceled' with 'Back to home page' and 'Contact us' (a mail draft to support); the app reads the subscription again.",
      on: { 'flow.home': 'leftHome' },
    },
    /** The flow ended: the screen goes back to My Plan. */
    closed: {
      description: 'The flow has ended and the screen is back on My Plan.',
      type: 'final',
    },
    /** 'Back to home page': the screen goes to the dashboard. */
    leftHome: {
      description: 'The flow has ended and the screen is on the dashboard (home page).',
      type: 'final',
    },
  },
});
