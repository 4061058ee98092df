/**
 * The composition root of the session: the machine gets its real services here, and the actor
 * is created once at module level (a React provider under StrictMode would run effects twice).
 */
import { createActor } from 'xstate';
import { resolveBrand } from '../../domain/brands';
import { failureText } from '../../machines/failure-text';
import { sessionMachine, type Credentials } from '../../machines/session.machine';
import { storedLoginTime } from '../services/login-time';
import { fromCall } from './call';
import { config } from './config';
import { inspect } from './inspector';
import {
  authService as auth,
  log,
  originApiService as originApi,
  requestActivation,
  subscriptionService,
  tokenSyncService as tokenSync,
} from './services';

/** Before the plan is known the host name decides which brand's subscription service to ask. */
function subscriptionUrl(): string {
  return config.subscriptionUrls[resolveBrand(location.hostname)];
}

async function syncToken(method: 'postToken' | 'deleteToken') {
  if (!config.tokenSyncUrl) return;
  const token = await (await auth()).currentIdToken();
  if (token) await (await tokenSync())[method](config.tokenSyncUrl, token);
}

export const session = createActor(
  sessionMachine.provide({
    actors: {
      // Without a stored login time no session can be restored (its 5 hours cannot be proven):
      // nothing is loaded for it, so a signed-out visitor's first screen stays light.
      restoreSession: fromCall(async () =>
        storedLoginTime() === null ? { user: null, loginAt: null, now: Date.now() } : (await auth()).restoreSession(),
      ),
      signIn: fromCall(async ({ input }: { input: Credentials }) => (await auth()).signIn(input.email, input.password)),
      requestActivation,
      fetchSubscriptions: fromCall(async ({ input }: { input: { uid: string } }) => {
        const token = (await (await auth()).currentIdToken()) ?? undefined;
        return (await subscriptionService()).fetchSubscriptions(subscriptionUrl(), input.uid, token);
      }),
      signOut: fromCall(async () => {
        await syncToken('deleteToken').catch(() => {});
        await (await auth()).signOut();
      }),
      leaveToCheckout: fromCall(async ({ input }: { input: { email: string | null } }) => {
        await (
          await originApi()
        ).sendEvent(config.originUrl, 'Subscription not found continue', { source: 'sww_modal', email: input.email });
        location.assign(config.billingQuizUrl);
      }),
    },
    actions: {
      // Only the email and the error code are logged: never the password.
      reportSignInError: (_, { email, code }) =>
        log({ source: 'sign_in_error', message: code ?? 'unknown', data: { email } }),
      reportMissingSubscription: (_, { uid, subscriptions }) =>
        log({
          source: 'check_active_subscription',
          message: 'No active or canceled main-plan subscription',
          data: {
            uid,
            subscriptions: subscriptions.map(({ id, status, bundle, plan_code }) => ({
              id,
              status,
              bundle,
              plan_code,
            })),
          },
        }),
      reportSubscriptionFetchError: (_, { uid, failure }) =>
        log({ source: 'check_active_subscription', message: failureText(failure), data: { uid } }),
      syncToken: () => void syncToken('postToken').catch(() => {}),
    },
  }),
  {
    input: { bundleId: config.bundleId, deferPostAuthCheck: location.pathname.startsWith('/access-recovery') },
    inspect,
  },
);

export type Session = typeof session;
