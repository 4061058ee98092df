/**
 * changePassword (spec 7): sets the caller's Firebase password; refuses with Firebase's codes, in
 * the call's coded envelope (`{ error: { code, message } }`).
 */
import type { Auth } from 'firebase-admin/auth';
import { authErrorMessage } from '../../content/auth-errors.ts';
import { MIN_PASSWORD_LENGTH } from '../../content/constants.ts';
import { isUserNotFound } from '../firebase.ts';
import { refuse } from '../refusal.ts';

/**
 * A password change takes the account for good, so a token alone (a shared device, a stolen
 * token) is not enough: the sign-in it comes from must be this recent, as Firebase's own client
 * asks for. The change then revokes every other session of the account (Firebase does on a new
 * password).
 */
const RECENT_SIGN_IN_MS = 5 * 60_000;
const REQUIRES_RECENT_LOGIN = 'auth/requires-recent-login';

function refuseWeakPassword(): never {
  return refuse(400, `The password must be ${MIN_PASSWORD_LENGTH} characters long or more.`, {
    code: 'auth/weak-password',
  });
}

/** `signedIn`: when the caller signed in (the token's auth_time). */
export async function changePassword(
  auth: Auth,
  { uid, signedIn, now }: { uid: string; signedIn: Date; now: Date },
  password: string,
): Promise<void> {
  if (now.getTime() - signedIn.getTime() > RECENT_SIGN_IN_MS)
    refuse(403, authErrorMessage(REQUIRES_RECENT_LOGIN), { code: REQUIRES_RECENT_LOGIN });
  if (password.length < MIN_PASSWORD_LENGTH) refuseWeakPassword();
  try {
    await auth.updateUser(uid, { password });
  } catch (error) {
    if (isUserNotFound(error))
      refuse(404, 'There is no user record for this account.', { code: 'auth/user-not-found' });
    if ((error as { code?: string }).code === 'auth/invalid-password') refuseWeakPassword();
    throw error;
  }
}
