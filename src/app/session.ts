/**
 * The composition root of the session: the machine gets its real services here, and the actor
 * is created once at module level (a React provider under StrictMode would run effects twice).
 */
import { createActor, fromPromise } from 'xstate';
import { resolveBrand } from '../../content/brands';
import { sessionMachine, type ActivationAnswer, type Credentials } from '../../machines/session.machine';
import { currentIdToken, restoreSession, signIn, signOut } from '../services/auth';
import { requestActivationEmail, sendEvent, sendLog } from '../services/origin-api';
import { fetchSubscriptions } from '../services/subscriptions';
import { deleteToken, postToken } from '../services/token-sync';
import { config } from './config';

/** Before the plan is known the host name decides which brand's subscription service to ask. */
function subscriptionUrl(): string {
  return config.subscriptionUrls[resolveBrand(location.hostname)];
}

async function syncToken() {
  const token = config.tokenSyncUrl ? await currentIdToken() : null;
  if (token) await postToken(config.tokenSyncUrl, token);
}

async function unsyncToken() {
  const token = config.tokenSyncUrl ? await currentIdToken() : null;
  if (token) await deleteToken(config.tokenSyncUrl, token).catch(() => {});
}

export const session = createActor(
  sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => restoreSession()),
      signIn: fromPromise(({ input }: { input: Credentials }) => signIn(input.email, input.password)),
      requestActivation: fromPromise<ActivationAnswer, { email: string }>(({ input }) =>
        requestActivationEmail(config.originUrl, config.bundleId, input.email),
      ),
      fetchSubscriptions: fromPromise(async ({ input }: { input: { uid: string } }) =>
        fetchSubscriptions(subscriptionUrl(), input.uid, (await currentIdToken()) ?? undefined),
      ),
      signOut: fromPromise(async () => {
        await unsyncToken();
        await signOut();
      }),
      leaveToCheckout: fromPromise(async ({ input }: { input: { email: string | null } }) => {
        await sendEvent(config.originUrl, 'Subscription not found continue', { source: 'sww_modal', email: input.email });
        location.assign(config.billingQuizUrl);
      }),
    },
    actions: {
      // Only the email and the error code are logged: never the password.
      reportSignInError: (_, { email, code }) => sendLog(config.originUrl, { source: 'sign_in_error', message: code ?? 'unknown', data: { email } }),
      reportMissingSubscription: (_, { uid, subscriptions }) =>
        sendLog(config.originUrl, {
          source: 'check_active_subscription',
          message: 'No active or canceled main-plan subscription',
          data: { uid, subscriptions: subscriptions.map(({ id, status, bundle, plan_code }) => ({ id, status, bundle, plan_code })) },
        }),
      reportSubscriptionFetchError: (_, { uid, error }) =>
        sendLog(config.originUrl, { source: 'check_active_subscription', message: String(error), data: { uid } }),
      syncToken: () => void syncToken().catch(() => {}),
    },
  }),
  { input: { bundleId: config.bundleId, deferPostAuthCheck: location.pathname.startsWith('/access-recovery') } },
);

export type Session = typeof session;
