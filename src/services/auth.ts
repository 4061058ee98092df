/** Identity calls the session needs, over the lazily loaded Firebase adapter. */
import { TOKEN_SYNC_MAX_AGE_MS } from '../../content/constants';
import type { AccountAnswer, Restored, SignedIn } from '../../contracts/identity';
import { clearLoginTime, saveLoginTime, storedLoginTime } from './login-time';
import { endServerSession } from './page-session';
import { withReachReport } from './network-reach';

const adapter = () => import('./firebase-auth');

/**
 * Firebase's call, reported to the offline notice like the ky client's: only Firebase's
 * network-request-failed means no answer came; any other outcome, errors included, is an answer.
 */
const reported = <T>(call: Promise<T>): Promise<T> =>
  withReachReport(call, (error) => (error as { code?: unknown } | null)?.code !== 'auth/network-request-failed');

/** Starts loading Firebase before it is needed (a visitor who began to fill in the sign-in form). */
export const preloadFirebase = () => void adapter();

export async function restoreSession(): Promise<Restored> {
  const { auth } = await adapter();
  await auth().authStateReady();
  const user = auth().currentUser;
  return {
    user: user ? { uid: user.uid, email: user.email ?? '' } : null,
    loginAt: storedLoginTime(),
    now: Date.now(),
  };
}

export async function signIn(email: string, password: string): Promise<SignedIn> {
  const { auth, signInWithEmailAndPassword } = await adapter();
  const { user } = await reported(signInWithEmailAndPassword(auth(), email, password));
  // Spec 8: a sign-in that yields no user is an error of its own.
  if (!user) throw Object.assign(new Error('No user after sign-in'), { code: 'user_is_not_found' });
  const now = Date.now();
  saveLoginTime(now);
  return { user: { uid: user.uid, email: user.email ?? email }, loginAt: now, now };
}

/** Creates the account of a buyer who has none yet (Create Your Account); Firebase signs it in. */
export async function createAccount(email: string, password: string): Promise<AccountAnswer> {
  const { auth, createUserWithEmailAndPassword } = await adapter();
  const { user } = await reported(createUserWithEmailAndPassword(auth(), email, password));
  return { user_id: user.uid };
}

/** Signs in without starting the session (the sign-up's follow-up step); the session signs in after. */
export async function checkCredentials(email: string, password: string): Promise<AccountAnswer> {
  const { auth, signInWithEmailAndPassword } = await adapter();
  const { user } = await reported(signInWithEmailAndPassword(auth(), email, password));
  return { user_id: user.uid };
}

/** The address an emailed password link (its `oobCode`) is for; rejects when expired or used. */
export async function checkPasswordLink(oobCode: string): Promise<{ email: string }> {
  const { auth, verifyPasswordResetCode } = await adapter();
  return { email: await reported(verifyPasswordResetCode(auth(), oobCode)) };
}

/** Sets the password through an emailed link (activation or restore password). */
export async function setPasswordWithLink(oobCode: string, password: string): Promise<void> {
  const { auth, confirmPasswordReset } = await adapter();
  await reported(confirmPasswordReset(auth(), oobCode, password));
}

export async function signOut(): Promise<void> {
  clearLoginTime();
  const { auth, signOut: firebaseSignOut } = await adapter();
  const user = auth().currentUser;
  // Best effort, not awaited: offline, the server refuses the page session without the first-screen cookie (gone above) anyway.
  void (user ? user.getIdToken() : Promise.resolve(null)).then(endServerSession).catch(() => undefined);
  await firebaseSignOut(auth());
}

/**
 * The current user's ID token, refreshed when older than the sync maximum age (spec 9: 300 s), or
 * always when `renew` (a call refused the one it had).
 */
export async function currentIdToken(renew = false): Promise<string | null> {
  const { auth } = await adapter();
  const user = auth().currentUser;
  if (!user) return null;
  const { token, issuedAtTime } = await user.getIdTokenResult(); // from memory, unless expired
  const stale = renew || Date.now() - Date.parse(issuedAtTime) > TOKEN_SYNC_MAX_AGE_MS;
  return stale ? reported(user.getIdToken(true)) : token;
}
