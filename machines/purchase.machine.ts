/**
 * Purchase of a one-time extra or a plan change (spec 4, 5, 7, 8): one machine per offer, and the
 * one place that decides what a purchase answer means (bought: no error and a non-empty order id;
 * else the error's trimmed text, or 'Something went wrong'). My Plan's cards and the course offer
 * modal hold one each; the cancellation flow invokes one per press of its plan-change offers
 * (`once`), which ends either way and gives the flow its outcome.
 * The busy flag of the spec is the `buying` state (a second press there is ignored: it answers no
 * `purchase.buy`); a press without the user's email, uid and subscription id does nothing. On success the session reads
 * the subscription again; for the profile report the report data is sent (ig-getPdfReport) and
 * the subscription is read once more after REPORT_RECHECK_DELAY_MS. A real payment adds a step:
 * when the buyer's bank asks them to confirm it (3-D Secure) the helper answers `authenticate`,
 * and the browser leaves for the payment provider's page; the provider sends them back to My Plan,
 * where a purchase machine started with `confirming` asks the server to complete the payment and
 * reads its answer as a purchase answer. Pure: the shared purchase helper, the confirmation, the
 * report call and the leaving arrive through `.provide()`.
 */
import type { PurchaseAnswer, PurchaseConfirmation, PurchaseOrder } from '../contracts/membership';
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import { REPORT_RECHECK_DELAY_MS } from '../content/constants';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { enteredWith } from './entered-with';
import { failureText } from './failure-text';
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
  /**
   * Back from the payment provider's page (3-D Secure): the payment the buyer confirmed with their
   * bank, and who bought (read from the session as the page loads). The machine starts by
   * confirming it instead of waiting for a press.
   */
  confirming?: PurchaseReturn;
}

/** A purchase the buyer confirmed with their bank, to complete on return. */
export interface PurchaseReturn {
  /** The provider's payment id (`payment_intent` of the return address). */
  paymentIntent: string;
  buyer: Buyer;
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
  /** The payment provider's page where the bank asks the buyer to confirm (the `authenticate` answer). */
  authentication: string | null;
}

export type PurchaseEvent = { type: 'purchase.buy'; buyer: Buyer };

/** Spec 5: the helper's order for a press, or null when the buyer lacks the email, uid or subscription id. */
function orderOf(planId: string, { uid, email, subscriptionId }: Buyer): PurchaseOrder | null {
  return uid && email && subscriptionId
    ? { plan_id: planId, email, firebase_id: uid, mainPlanId: subscriptionId }
    : null;
}

// Guard and action params, and invoke inputs, named so that the config below stays literal.
const pressOrder = ({ context, event }: { context: PurchaseContext; event: PurchaseEvent }) => ({
  order: orderOf(context.planId, event.buyer),
});
const orderInHand = ({ context }: { context: PurchaseContext }) => enteredWith(context.order, 'the guard hasBuyer');
const reportRecipient = ({ context }: { context: PurchaseContext }) => {
  const { email, firebase_id } = enteredWith(context.order, 'the guard hasBuyer');
  return { email, uid: firebase_id };
};
const confirmationOf = ({ context }: { context: PurchaseContext }): PurchaseConfirmation => ({
  payment_intent: enteredWith(context.confirming ?? null, 'the guard returnsFromAuthentication').paymentIntent,
});
const authenticationPage = ({ context }: { context: PurchaseContext }) => ({
  url: enteredWith(context.authentication, 'the action assignAuthentication'),
});
const purchaseAnswer = ({ event }: { event: DoneActorEvent<PurchaseAnswer> }) => ({ answer: event.output });
const callFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
    output: {} as PurchaseOutcome,
  },
  actors: {
    purchase: fromPromise<PurchaseAnswer, PurchaseOrder>(notProvided('purchase')),
    confirmPurchase: fromPromise<PurchaseAnswer, PurchaseConfirmation>(notProvided('confirmPurchase')),
    sendReportData: fromPromise<void, { email: string; uid: string }>(notProvided('sendReportData')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    recheckSubscription: () => {},
    /** Sends the browser (same tab) to the payment provider's page; the document leaves. */
    leaveForAuthentication: (_, _params: { url: string }) => {},
    assignAuthentication: assign((_, { answer }: { answer: PurchaseAnswer }) => ({
      authentication: answer.authenticate ?? null,
    })),
    reportSendFailed: (_, _params: { failure: CallFailure }) => {},
    assignOrder: assign((_, { order }: { order: PurchaseOrder | null }) => ({ order, error: null })),
    /** Spec 8: the answer's error trimmed, else 'Something went wrong'. */
    assignRefusal: assign((_, { answer }: { answer: PurchaseAnswer }) => ({
      error: answer.error?.trim() || SOMETHING_WENT_WRONG,
    })),
    assignFailure: assign((_, { failure }: { failure: CallFailure }) => ({ error: failureText(failure) })),
  },
  guards: {
    // Spec 5: purchases need a user email and a subscription id (and the uid the helper names).
    hasBuyer: (_, { order }: { order: PurchaseOrder | null }) => order !== null,
    boughtReport: ({ context }, { answer }: { answer: PurchaseAnswer }) =>
      context.product === 'report' && isSuccess(answer),
    bought: (_, { answer }: { answer: PurchaseAnswer }) => isSuccess(answer),
    /** The bank asks the buyer to confirm the payment (no error, a page to go to). */
    asksAuthentication: (_, { answer }: { answer: PurchaseAnswer }) =>
      !answer.error && typeof answer.authenticate === 'string' && answer.authenticate !== '',
    /** Started back from the provider's page, with the buyer's email, uid and subscription id (spec 5). */
    returnsFromAuthentication: ({ context }) => context.confirming !== undefined && context.order !== null,
    buysOnce: ({ context }) => context.once === true,
  },
  delays: {
    reportRecheckDelay: REPORT_RECHECK_DELAY_MS,
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    ...input,
    order: input.confirming ? orderOf(input.planId, input.confirming.buyer) : null,
    error: null,
    authentication: null,
  }),
  output: ({ context }) => ({ error: context.error }),
  initial: 'starting',
  states: {
    // Decides where the purchase starts; never rendered as a state of its own.
    starting: {
      description:
        "Never shown on its own: the offer waits for a press, or, back from the payment provider's page with the buyer known, the purchase is confirmed at once.",
      always: [{ guard: 'returnsFromAuthentication', target: 'confirming' }, { target: 'idle' }],
    },
    idle: {
      description:
        "The offer (a My Plan card or the course offer modal) with its buy button ('Get my report' or 'Get my course'); in the cancellation flow, 'Get Premium' or 'Get my free month' just pressed. After a failed purchase (or a payment the bank did not confirm) its error is in red under the button (the error's text, else 'Something went wrong').",
      on: {
        'purchase.buy': {
          guard: { type: 'hasBuyer', params: pressOrder },
          target: 'buying',
          actions: { type: 'assignOrder', params: pressOrder },
        },
      },
    },
    buying: {
      description:
        'The buy button spins while the purchase runs; pressing it again does nothing (the busy flag of spec 4).',
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: orderInHand,
        onDone: [
          {
            guard: { type: 'boughtReport', params: purchaseAnswer },
            target: 'sendingReport',
            actions: 'recheckSubscription',
          },
          { guard: { type: 'bought', params: purchaseAnswer }, target: 'purchased', actions: 'recheckSubscription' },
          {
            guard: { type: 'asksAuthentication', params: purchaseAnswer },
            target: 'authenticating',
            actions: { type: 'assignAuthentication', params: purchaseAnswer },
          },
          { guard: 'buysOnce', target: 'failed', actions: { type: 'assignRefusal', params: purchaseAnswer } },
          { target: 'idle', actions: { type: 'assignRefusal', params: purchaseAnswer } },
        ],
        onError: [
          { guard: 'buysOnce', target: 'failed', actions: { type: 'assignFailure', params: callFailure } },
          { target: 'idle', actions: { type: 'assignFailure', params: callFailure } },
        ],
      },
    },
    // 3-D Secure: nothing is granted until the buyer comes back and the payment is confirmed.
    authenticating: {
      description:
        "The buyer's bank asks them to confirm the payment: the buy button keeps spinning while the browser goes (same tab) to the payment provider's page; nothing is bought until they come back to My Plan.",
      entry: { type: 'leaveForAuthentication', params: authenticationPage },
    },
    confirming: {
      description:
        "Back on My Plan from the payment provider's page: the offer's button spins while the app asks the server to complete the payment the buyer confirmed with their bank.",
      invoke: {
        id: 'confirmPurchase',
        src: 'confirmPurchase',
        input: confirmationOf,
        onDone: [
          {
            guard: { type: 'boughtReport', params: purchaseAnswer },
            target: 'sendingReport',
            actions: 'recheckSubscription',
          },
          { guard: { type: 'bought', params: purchaseAnswer }, target: 'purchased', actions: 'recheckSubscription' },
          { guard: 'buysOnce', target: 'failed', actions: { type: 'assignRefusal', params: purchaseAnswer } },
          { target: 'idle', actions: { type: 'assignRefusal', params: purchaseAnswer } },
        ],
        onError: [
          { guard: 'buysOnce', target: 'failed', actions: { type: 'assignFailure', params: callFailure } },
          { target: 'idle', actions: { type: 'assignFailure', params: callFailure } },
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
        input: reportRecipient,
        onDone: 'awaitingReportRecheck',
        onError: {
          target: 'awaitingReportRecheck',
          actions: { type: 'reportSendFailed', params: callFailure },
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
        "Bought and the subscription read again: once it shows the extra, My Plan's card reads PURCHASED ('Report is on the Way', or 'Download Instagram course'); the course offer modal opens the course page; the cancellation flow (or, back from the payment provider's page, My Plan's notice) shows 'Your plan has been successfully updated!'.",
      type: 'final',
    },
    // Only for a purchase made once (the cancellation flow's offers): the flow shows the error.
    failed: {
      description:
        "A purchase of the cancellation flow ('Get Premium', 'Get my free month') failed: the flow shows its error in red under the button (the error's text, else 'Something went wrong'); the next press buys anew. Back from the payment provider's page, My Plan's notice shows the error in red.",
      type: 'final',
    },
  },
});

function isSuccess(answer: PurchaseAnswer): boolean {
  return !answer.error && typeof answer.id === 'string' && answer.id !== '';
}
