/**
 * Create Your Account with its real services (spec 2.17, 7, 8): one actor per visit, opened by
 * the route's loader with the address's id. Services load on first use, like the session's.
 */
import type { ActorOptions, ActorRefFrom } from 'xstate';
import { resolveBrand } from '../../domain/brands';
import type { Subscription } from '../../contracts/subscriptions';
import { failureText } from '../../machines/failure-text';
import { signUpMachine } from '../../machines/sign-up.machine';
import { type Finalization, type SignUpCredentials } from '../../machines/sign-up-attempt';
import type { AccountAnswer } from '../../contracts/identity';
import { fromCall } from './call';
import { config } from './config';
import { inspect } from './inspector';
import { authService as auth, idToken, log, subscriptionService } from './services';
import { session } from './session';
import { visitActor } from './visit-actor';

/** Billing-service ids finalise at its staging host on a development origin (spec 7). */
function billingUrl(): string {
  return location.origin.includes('dev.') && config.billingServiceStagingUrl
    ? config.billingServiceStagingUrl
    : config.billingServiceUrl;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

const signUpLogic = signUpMachine.provide({
  actors: {
    // Before the plan is known the host name decides which brand's subscription service to ask.
    fetchSubscription: fromCall<Subscription[], { id: string }>(async ({ input }) =>
      (await subscriptionService())
        .fetchSubscriptions(config.subscriptionUrls[resolveBrand(location.hostname)], input.id)
        // An unknown id is no subscription (the 'No Active Subscription' alert), not a failed load.
        .catch((error: unknown) => (isNotFound(error) ? [] : Promise.reject(error))),
    ),
    createAccount: fromCall<AccountAnswer, SignUpCredentials>(async ({ input }) =>
      (await auth()).createAccount(input.email, input.password),
    ),
    signIn: fromCall<AccountAnswer, SignUpCredentials>(async ({ input }) =>
      (await auth()).checkCredentials(input.email, input.password),
    ),
    finalizeSubscription: fromCall<void, Finalization>(async ({ input }) =>
      (await subscriptionService()).finalizeSubscription(
        {
          subscriptionUrl: config.subscriptionUrls[resolveBrand(location.hostname, input.planCode)],
          billingUrl: billingUrl(),
        },
        await idToken(),
        {
          plan_id: input.planCode,
          subscription_id: input.subscriptionId,
          email: input.email,
          firebase_id: input.userId,
        },
      ),
    ),
  },
  actions: {
    // Only the email, the error code and the error's text are logged: never the password.
    reportSignUpError: (_, { email, code, message }) =>
      log({ source: 'sign_up_error', message, data: { email, code } }),
    reportSubscriptionFetchError: (_, { subscriptionId, failure }) =>
      log({ source: 'check_active_subscription', message: failureText(failure), data: { subscriptionId } }),
    // The session signs in, keeps the login time and, on this route, checks the subscription after 4 s.
    startSession: (_, { email, password }) => session.send({ type: 'signIn.submit', email, password }),
    endOtherSession: () => session.send({ type: 'session.end' }),
  },
});

export type SignUpActor = ActorRefFrom<typeof signUpLogic>;

const signUpVisit = visitActor(signUpLogic, (actor) => actor.send({ type: 'signUp.open' }));

/** The visit's actor for the subscription `subscriptionId` names (`options`: a test's clock or inspection). */
export const openSignUp = (subscriptionId: string, options: ActorOptions<typeof signUpLogic> = {}) =>
  signUpVisit.open(subscriptionId, { inspect, ...options, input: { subscriptionId, bundleId: config.bundleId } });

export const closeSignUp = signUpVisit.close;
