/**
 * The services, loaded on first use so the sign-in screen paints before ky, zod and Firebase
 * arrive; every composition root (session, membership, cancellation flow) goes through these.
 */
import type { ActivationAnswer } from '../../contracts/origin-api';
import { configureFirebase } from '../services/firebase-settings';
import type { LogRecord } from '../services/origin-api';
import { fromCall } from './call';
import { config } from './config';

// Before any identity call can load the Firebase adapter: the services take their settings from here.
configureFirebase(config.firebase);

export const audienceService = () => import('../services/audience');
export const authService = () => import('../services/auth');
export const breachesService = () => import('../services/breaches');
export const membershipService = () => import('../services/membership');
export const newsService = () => import('../services/news');
export const originApiService = () => import('../services/origin-api');
export const pageSessionService = () => import('../services/page-session');
export const profileService = () => import('../services/profile');
export const profileHistoryService = () => import('../services/profile-history');
export const subscriptionService = () => import('../services/subscriptions');
export const tokenSyncService = () => import('../services/token-sync');

/** A log record for the logging endpoint (spec 7); best effort, never a password. */
export function log(record: LogRecord): void {
  // sendLog swallows its own failures; the service's chunk not loading (offline) loses the line as well.
  originApiService()
    .then(({ sendLog }) => sendLog(config.originUrl, record))
    .catch(() => undefined);
}

/** The activation-email call (spec 7), as the session, Access Recovery and Restore Password invoke it. */
export const requestActivation = fromCall<ActivationAnswer, { email: string }>(async ({ input }) =>
  (await originApiService()).requestActivationEmail(config.originUrl, config.bundleId, input.email),
);

/** The signed-in user's ID token for a call that needs one; `renew`: a new one, as the last was refused. */
export async function idToken(renew = false): Promise<string> {
  const token = await (await authService()).currentIdToken(renew);
  if (!token) throw new Error('You are signed out. Please sign in again.');
  return token;
}
