/**
 * Create Your Account with its real services (spec 2.17, 7, 8). The screen creates one actor of
 * it per visit, with `signUpInput(id)`. Services load on first use, like the session's.
 */
import { fromPromise } from 'xstate';
import { resolveBrand } from '../../domain/brands';
import type { Subscription } from '../../contracts/subscriptions';
import { signUpMachine, type Finalization, type SignUpCredentials } from '../../machines/sign-up.machine';
import type { AccountAnswer } from '../../contracts/identity';
import { config } from './config';
import { authService as auth, idToken, log, subscriptionService } from './services';
import { session } from './session';

/** Billing-service ids finalise at its staging host on a development origin (spec 7). */
function billingUrl(): string {
  return location.origin.includes('dev.') && config.billingServiceStagingUrl
    ? config.billingServiceStagingUrl
    : config.billingServiceUrl;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

export const signUpLogic = signUpMachine.provide({
  actors: {
    // Before the plan is known the host name decides which brand's subscription service to ask.
    fetchSubscription: fromPromise<Subscription[], { id: string }>(async ({ input }) =>
      (await subscriptionService())
        .fetchSubscriptions(config.subscriptionUrls[resolveBrand(location.hostname)], input.id)
        // An unknown id is no subscription (the 'No Active Subscription' alert), not a failed load.
        .catch((error: unknown) => (isNotFound(error) ? [] : Promise.reject(error))),
    ),
    createAccount: fromPromise<AccountAnswer, SignUpCredentials>(async ({ input }) =>
      (await auth()).createAccount(input.email, input.password),
    ),
    signIn: fromPromise<AccountAnswer, SignUpCredentials>(async ({ input }) =>
      (await auth()).checkCredentials(input.email, input.password),
    ),
    finalizeSubscription: fromPromise<void, Finalization>(async ({ input }) =>
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
    reportSubscriptionFetchError: (_, { subscriptionId, error }) =>
      log({ source: 'check_active_subscription', message: String(error), data: { subscriptionId } }),
    // The session signs in, keeps the login time and, on this route, checks the subscription after 4 s.
    startSession: (_, { email, password }) => session.send({ type: 'signIn.submit', email, password }),
    endOtherSession: () => session.send({ type: 'session.end' }),
  },
});

export const signUpInput = (subscriptionId: string) => ({ subscriptionId, bundleId: config.bundleId });
