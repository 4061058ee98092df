/**
 * The cancellation flow with its real services (spec 2.15, 7). The screen creates one actor of it
 * per visit (createActorContext in the route), with input from the session.
 */
import { SURVEY_EVENT } from '../../content/cancel-flow';
import type { Outcome } from '../../contracts/membership';
import { cancelFlowMachine as cancelFlowLogic, type CancelOrder } from '../../machines/cancel-flow.machine';
import { fromCall } from './call';
import { config } from './config';
import { purchaseLogic } from './membership';
import { idToken, membershipService as membership } from './services';
import { recheckSubscription, track } from './track';

export const cancelFlowMachine = cancelFlowLogic.provide({
  actors: {
    // The offers' purchases: the purchase machine with its real services, as My Plan's cards have it.
    purchase: purchaseLogic,
    cancelSubscription: fromCall<Outcome, CancelOrder>(async ({ input }) =>
      (await membership()).cancelSubscription(config.originUrl, await idToken(), input.subscriptionId),
    ),
  },
  actions: {
    recheckSubscription,
    sendSurveyAnswers: (_, { reason, stars, feedback, email }) =>
      track(SURVEY_EVENT, { reason, stars, feedback, email }),
    // Spec 8: a cancel error is shown and logged; the error event carries its text.
    trackCancelEvent: (_, { event, subscriptionId, email, error }) =>
      track(event, { subscriptionId, email, ...(error === undefined ? {} : { error }) }),
  },
});
