/** The purchase of a one-time extra (machines/purchase.machine.ts) in words: see wording.ts. */
import { REPORT_RECHECK_DELAY_MS } from '../constants';
import { MY_PLAN_OFFERS } from '../offers';
import { callAnswer, callFailure, seconds } from './membership-calls';
import type { FlowWording, WordedEvent } from './wording';

interface Buyer {
  uid: string | null;
  email: string | null;
  subscriptionId: string | null;
}

function precondition(input: unknown): string {
  const { product, once, confirming } = input as { product: string; once?: boolean; confirming?: { buyer: Buyer } };
  if (confirming) return returning(product, confirming.buyer);
  const offer = MY_PLAN_OFFERS.find((candidate) => candidate.id === product);
  if (once)
    return product === 'gift'
      ? "The cancellation flow's step 7: a signed-in subscriber pressed 'Get my free month'; one purchase, which ends bought or failed."
      : "The cancellation flow's step 3: a signed-in subscriber pressed 'Get Premium'; one purchase, which ends bought or failed.";
  if (!offer) return `A signed-in subscriber offered the ${product} plan.`;
  const where = product === 'course' ? ' (or the course offer modal)' : '';
  return `A signed-in subscriber who does not own the ${product === 'course' ? 'course' : 'profile report'} yet, on My Plan: the card '${offer.title}' with '${offer.button}'${where}.`;
}

/** Back on My Plan from the payment provider's page, where the bank asked the buyer to confirm a payment. */
function returning(product: string, buyer: Buyer): string {
  const what =
    product === 'gift'
      ? "the free month of the cancellation flow's 'Get my free month'"
      : product === 'premium'
        ? "the premium plan of the cancellation flow's 'Get Premium'"
        : `the ${product === 'course' ? 'course' : 'profile report'} of My Plan's card`;
  const unknown =
    buyer.email && buyer.uid && buyer.subscriptionId ? '' : ", while the app does not know the user's email";
  return `A signed-in subscriber comes back to My Plan from the payment provider's page, where their bank asked them to confirm the payment for ${what}${unknown}.`;
}

function press(event: WordedEvent, at: readonly string[]): string {
  if (at.includes('buying')) return "Press the offer's buy button again while it spins";
  const buyer = (event.buyer ?? {}) as Partial<Buyer>;
  const missing = [!buyer.email && 'email', !buyer.uid && 'user id', !buyer.subscriptionId && 'subscription id'].filter(
    Boolean,
  );
  return missing.length
    ? `Press the offer's buy button while the app does not know the user's ${missing.join(' or ')}`
    : "Press the offer's buy button";
}

export const wording: FlowWording = {
  precondition,
  steps: {
    'purchase.buy': press,
    'done:purchase': (event) =>
      callAnswer(
        'The purchase call',
        event,
        (output) =>
          output.id
            ? 'answers an order id (bought)'
            : output.authenticate
              ? "answers that the buyer's bank asks them to confirm the payment on the payment provider's page"
              : undefined,
        'neither an order id nor an error',
      ),
    'done:confirmPurchase': (event) =>
      callAnswer(
        'The payment confirmation call',
        event,
        (output) => (output.id ? 'answers an order id (bought)' : undefined),
        'neither an order id nor an error',
      ),
    'error:confirmPurchase': (event) => callFailure('The payment confirmation call', event),
    'error:purchase': (event) => callFailure('The purchase call', event),
    'done:sendReportData': () => 'The report-data call succeeds',
    'error:sendReportData': (event) => callFailure('The report-data call', event),
    'after:reportRecheckDelay': () => `${seconds(REPORT_RECHECK_DELAY_MS)} pass`,
  },
};
