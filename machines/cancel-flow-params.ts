/**
 * The cancellation flow's invoke inputs and guard and action params (machines/cancel-flow.machine.ts):
 * named functions, so that the machine's config stays literal for Stately's tools, which read its
 * file's text (a helper called in the config hides its result). Pure.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { MISSING_IDS_ERROR, type CancelEventName } from '../content/cancel-flow';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import type { Outcome } from '../contracts/membership';
import { failureOf } from '../domain/call-failure';
import type {
  CancelEvent,
  CancelFlowContext,
  CancelOrder,
  PlanChangeOrder,
  PlanProduct,
  SurveyAnswers,
} from './cancel-flow.machine';
import { enteredWith } from './entered-with';
import { failureText } from './failure-text';
import type { Buyer, PurchaseOutcome } from './purchase.machine';

type Args = { context: CancelFlowContext };

function purchaseOrder(product: PlanProduct, context: CancelFlowContext): PlanChangeOrder {
  return { product, planId: context.planIds[product], once: true };
}
export const premiumOrder = ({ context }: Args) => purchaseOrder('premium', context);
export const giftOrder = ({ context }: Args) => purchaseOrder('gift', context);

/** The press the purchase child gets: the flow's buyer (spec 5: `canPurchase` checked it). */
export const buyerPress = ({ context }: Args) => ({
  type: 'purchase.buy' as const,
  buyer: { uid: context.uid, email: context.email, subscriptionId: context.subscriptionId } satisfies Buyer,
});

/** How the purchase child ended: bought (no error) or the error it shows. */
export const purchaseOutcome = ({ event }: { event: DoneActorEvent<PurchaseOutcome> }): PurchaseOutcome => event.output;

/** Spec 5: the full cancel needs a subscription id and the user's uid. */
export function cancelOrderOf({ subscriptionId, uid }: CancelFlowContext): CancelOrder | null {
  return subscriptionId && uid ? { subscriptionId, uid } : null;
}
export const cancelOrder = ({ context }: Args) => enteredWith(cancelOrderOf(context), 'the guard lacksCancelIds');

export const cancelAnswer = ({ event }: { event: DoneActorEvent<Outcome> }) => ({ answer: event.output });
/** Spec 8: an answer without success shows its error, or 'Something went wrong' with neither. */
export const refusalText = ({ event }: { event: DoneActorEvent<Outcome> }) => ({
  error: event.output.error || SOMETHING_WENT_WRONG,
});
export const callFailureText = ({ event }: { event: ErrorActorEvent }) => ({
  error: failureText(failureOf(event.error)),
});

/** Params of a spec 7 cancel event; the failures add the `error` they report. */
function cancelEvent(event: CancelEventName, context: CancelFlowContext, error?: string): CancelEvent {
  return { event, subscriptionId: context.subscriptionId, email: context.email, ...(error ? { error } : {}) };
}
export const cancelClick = ({ context }: Args) => cancelEvent('Cancel subscription click', context);
export const cancelMissingIds = ({ context }: Args) =>
  cancelEvent('Cancel subscription error', context, MISSING_IDS_ERROR);
export const cancelSuccess = ({ context }: Args) => cancelEvent('Cancel subscription success', context);
export const cancelRefusal = ({ context, event }: Args & { event: DoneActorEvent<Outcome> }) =>
  event.output.error
    ? cancelEvent('Cancel subscription error', context, event.output.error)
    : cancelEvent('Cancel subscription unknown response', context);
export const cancelCallFailure = ({ context, event }: Args & { event: ErrorActorEvent }) =>
  cancelEvent('Cancel subscription error', context, failureText(failureOf(event.error)));

export function surveyAnswers({ context }: Args): SurveyAnswers {
  return { reason: context.reason, stars: context.stars, feedback: context.review.trim(), email: context.email };
}
