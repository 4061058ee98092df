/** changePassword (spec 7): sets the caller's Firebase password; errors as { error: { code, message } }. */
import type { Auth } from 'firebase-admin/auth';
import { createMiddleware } from 'hono/factory';
import { authErrorMessage } from '../../content/auth-errors.ts';
import { MIN_PASSWORD_LENGTH } from '../../content/constants.ts';
import type { ChangePasswordAnswer } from '../../contracts/change-password.ts';
import type { CodedError } from '../../contracts/fields.ts';
import { isUserNotFound } from '../firebase.ts';

export interface ChangePasswordOutcome {
  status: 200 | 400 | 403 | 404;
  body: ChangePasswordAnswer;
}

/**
 * A password change takes the account for good, so a token alone (a shared device, a stolen
 * token) is not enough: the sign-in it comes from must be this recent, as Firebase's own client
 * asks for. The change then revokes every other session of the account (Firebase does on a new
 * password).
 */
const RECENT_SIGN_IN_MS = 5 * 60_000;
const REQUIRES_RECENT_LOGIN: CodedError = {
  code: 'auth/requires-recent-login',
  message: authErrorMessage('auth/requires-recent-login'),
};

const WEAK_PASSWORD: CodedError = {
  code: 'auth/weak-password',
  message: `The password must be ${MIN_PASSWORD_LENGTH} characters long or more.`,
};

/** `signedIn`: when the caller signed in (the token's auth_time). */
export async function changePassword(
  auth: Auth,
  { uid, signedIn, now }: { uid: string; signedIn: Date; now: Date },
  password: string,
): Promise<ChangePasswordOutcome> {
  if (now.getTime() - signedIn.getTime() > RECENT_SIGN_IN_MS)
    return { status: 403, body: { error: REQUIRES_RECENT_LOGIN } };
  if (password.length < MIN_PASSWORD_LENGTH) return { status: 400, body: { error: WEAK_PASSWORD } };
  try {
    await auth.updateUser(uid, { password });
    return { status: 200, body: { success: true } };
  } catch (error) {
    if (isUserNotFound(error))
      return {
        status: 404,
        body: { error: { code: 'auth/user-not-found', message: 'There is no user record for this account.' } },
      };
    if ((error as { code?: string }).code === 'auth/invalid-password')
      return { status: 400, body: { error: WEAK_PASSWORD } };
    throw error;
  }
}

/** Codes of Firebase callable functions, for errors answered by the shared middleware. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  413: 'invalid-argument',
  429: 'resource-exhausted',
  503: 'unavailable',
};

/**
 * The client reads this function's failures as an `error` object with a code (spec 7), while the
 * shared auth, validation and rate-limit middleware answer `{ error: string }`: rewrite those here.
 */
export const codedErrors = createMiddleware(async (c, next) => {
  await next();
  const { status } = c.res;
  if (status < 400 || status >= 500) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => undefined)) as { error?: unknown } | undefined;
  if (typeof body?.error !== 'string') return;
  const headers = new Headers(c.res.headers);
  c.res = new Response(JSON.stringify({ error: { code: CODE_BY_STATUS[status] ?? 'unknown', message: body.error } }), {
    status,
    headers,
  });
});
