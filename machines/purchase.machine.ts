/**
 * Purchase of a one-time extra or a plan change (spec 4, 5, 7, 8): one machine per offer, and the
 * one place that decides what a purchase answer means (bought: no error and a non-empty order id;
 * else the error's trimmed text, or 'Something went wrong'). My Plan's cards and the course offer
 * modal hold one each; the cancellation flow invokes one per press of its plan-change offers
 * (`once`), which ends either way and gives the flow its outcome.
 * The busy flag of the spec is the `buying` state (a second press there is ignored); a press
 * without the user's email, uid and subscription id does nothing. On success the session reads
 * the subscription again; for the profile report the report data is sent (ig-getPdfReport) and
 * the subscription is read once more after REPORT_RECHECK_DELAY_MS. Pure: the shared purchase
 * helper and the report call arrive through `.provide()`.
 */
import type { PurchaseAnswer, PurchaseOrder } from '../contracts/membership';
import { assign, fromPromise, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import { REPORT_RECHECK_DELAY_MS } from '../content/constants';
import { thrownText } from './failure-text';
import { outputOf } from './invoke-results';
import { notProvided } from './not-provided';

export type PurchaseProduct = 'course' | 'report' | 'premium' | 'gift';

export interface PurchaseInput {
  product: PurchaseProduct;
  /** The plan id sold (config.productIds). */
  planId: string;
  /**
   * One purchase, then the end (the cancellation flow's offers): a failed one ends in `failed`
   * and the flow shows its error. Without it a failed purchase waits in `idle` for another press.
   */
  once?: boolean;
}

/** What a finished purchase gives its parent: the error shown, null when bought. */
export interface PurchaseOutcome {
  error: string | null;
}

/** Who buys: read from the session at the moment of the press (null while unknown). */
export interface Buyer {
  uid: string | null;
  email: string | null;
  subscriptionId: string | null;
}

export interface PurchaseContext extends PurchaseInput {
  order: PurchaseOrder | null;
  /** Shown in red under the offer (spec 8); cleared by the next press. */
  error: string | null;
}

export type PurchaseEvent = { type: 'purchase.buy'; buyer: Buyer };

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    output: {} as PurchaseOutcome,
  },
  actors: {
    purchase: fromPromise<PurchaseAnswer, PurchaseOrder>(notProvided('purchase')),
    sendReportData: fromPromise<void, { email: string; uid: string }>(notProvided('sendReportData')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    recheckSubscription: () => {},
    reportSendFailed: (_, _params: { error: unknown }) => {},
    assignOrder: assign(({ context, event }) => {
      const { uid, email, subscriptionId } = event.buyer;
      return {
        order: { plan_id: context.planId, email: email!, firebase_id: uid!, mainPlanId: subscriptionId! },
        error: null,
      };
    }),
    assignAnswerError: assign(({ event }) => ({
      error: outputOf<PurchaseAnswer>(event).error?.trim() || SOMETHING_WENT_WRONG,
    })),
    assignFailure: assign(({ event }) => ({ error: thrownText((event as { error?: unknown }).error) })),
  },
  guards: {
    // Spec 5: purchases need a user email and a subscription id (and the uid the helper names).
    hasBuyer: ({ event }) => Boolean(event.buyer.email && event.buyer.uid && event.buyer.subscriptionId),
    boughtReport: ({ context, event }) => context.product === 'report' && isSuccess(outputOf<PurchaseAnswer>(event)),
    bought: ({ event }) => isSuccess(outputOf<PurchaseAnswer>(event)),
    buysOnce: ({ context }) => context.once === true,
  },
  delays: {
    reportRecheckDelay: REPORT_RECHECK_DELAY_MS,
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({ ...input, order: null, error: null }),
  output: ({ context }) => ({ error: context.error }),
  initial: 'idle',
  states: {
    idle: {
      description:
        "The offer (a My Plan card or the course offer modal) with its buy button ('Get my report' or 'Get my course'); in the cancellation flow, 'Get Premium' or 'Get my free month' just pressed. After a failed purchase its error is in red under the button (the error's text, else 'Something went wrong').",
      on: {
        'purchase.buy': { guard: 'hasBuyer', target: 'buying', actions: 'assignOrder' },
      },
    },
    buying: {
      description: 'The buy button spins while the purchase runs; pressing it again does nothing.',
      on: {
        // The busy flag (spec 4): a second press while buying is ignored.
        'purchase.buy': {},
      },
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context }) => context.order!,
        onDone: [
          { guard: 'boughtReport', target: 'sendingReport', actions: 'recheckSubscription' },
          { guard: 'bought', target: 'purchased', actions: 'recheckSubscription' },
          { guard: 'buysOnce', target: 'failed', actions: 'assignAnswerError' },
          { target: 'idle', actions: 'assignAnswerError' },
        ],
        onError: [
          { guard: 'buysOnce', target: 'failed', actions: 'assignFailure' },
          { target: 'idle', actions: 'assignFailure' },
        ],
      },
    },
    // The report data send of spec 7: the server builds the PDF and emails it.
    sendingReport: {
      description:
        'Bought: the app reads the subscription again (the card turns PURCHASED once it shows the report) and sends the report data, from which the server builds the PDF and emails it.',
      invoke: {
        id: 'sendReportData',
        src: 'sendReportData',
        input: ({ context }) => ({ email: context.order!.email, uid: context.order!.firebase_id }),
        onDone: 'awaitingReportRecheck',
        onError: {
          target: 'awaitingReportRecheck',
          actions: { type: 'reportSendFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Spec 4: for the profile report the subscription is checked again after 2 s.
    awaitingReportRecheck: {
      description:
        'Bought, the report data handed to the server (or its failure logged); the app reads the subscription again 2 seconds later.',
      after: { reportRecheckDelay: { target: 'purchased', actions: 'recheckSubscription' } },
    },
    purchased: {
      description:
        "Bought and the subscription read again: once it shows the extra, My Plan's card reads PURCHASED ('Report is on the Way', or 'Download Instagram course'); the course offer modal opens the course page; the cancellation flow shows 'Your plan has been successfully updated!'.",
      type: 'final',
    },
    // Only for a purchase made once (the cancellation flow's offers): the flow shows the error.
    failed: {
      description:
        "A purchase of the cancellation flow ('Get Premium', 'Get my free month') failed: the flow shows its error in red under the button (the error's text, else 'Something went wrong'); the next press buys anew.",
      type: 'final',
    },
  },
});

function isSuccess(answer: PurchaseAnswer): boolean {
  return !answer.error && typeof answer.id === 'string' && answer.id !== '';
}
