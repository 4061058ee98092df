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
  const { product, once } = input as { product: string; once?: boolean };
  const offer = MY_PLAN_OFFERS.find((candidate) => candidate.id === product);
  if (once)
    return product === 'gift'
      ? "The cancellation flow's step 7: a signed-in subscriber pressed 'Get my free month'; one purchase, which ends bought or failed."
      : "The cancellation flow's step 3: a signed-in subscriber pressed 'Get Premium'; one purchase, which ends bought or failed.";
  if (!offer) return `A signed-in subscriber offered the ${product} plan.`;
  const where = product === 'course' ? ' (or the course offer modal)' : '';
  return `A signed-in subscriber who does not own the ${product === 'course' ? 'course' : 'profile report'} yet, on My Plan: the card '${offer.title}' with '${offer.button}'${where}.`;
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
        (output) => (output.id ? 'answers an order id (bought)' : undefined),
        'neither an order id nor an error',
      ),
    'error:purchase': (event) => callFailure('The purchase call', event),
    'done:sendReportData': () => 'The report-data call succeeds',
    'error:sendReportData': (event) => callFailure('The report-data call', event),
    'after:reportRecheckDelay': () => `${seconds(REPORT_RECHECK_DELAY_MS)} pass`,
  },
};
