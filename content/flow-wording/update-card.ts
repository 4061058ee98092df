/** 'Update card' of the past-due notice (machines/update-card.machine.ts) in words: see wording.ts. */
import { PAST_DUE_COPY as COPY } from '../membership';
import { callFailure } from './membership-calls';
import type { FlowWording } from './wording';

export const wording: FlowWording = {
  precondition: () =>
    "A signed-in subscriber whose last renewal payment failed (past due), on My Plan or the dashboard: the notice 'Your last payment didn't go through' with 'Update card'.",
  steps: {
    'updateCard.open': (_, at) =>
      at.includes('opening') ? `Press '${COPY.button}' again while it spins` : `Press '${COPY.button}'`,
    'done:openCardUpdate': () => "The card-update call answers the payment provider's page",
    'error:openCardUpdate': (event) => callFailure('The card-update call', event),
  },
};
