/**
 * Access activation for buyers who have a subscription but no account yet (spec 7, 8): create the
 * Firebase user, attach the subscriptions, email a link to the SPA's set-password page. Answers as
 * the client reads them: has_user, success, user_id, error.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { ActivationAnswer } from '../contracts/origin-api.ts';
import type { Db } from './db/adapter.ts';
import { isUserNotFound } from './firebase.ts';
import { enqueueEmail, type OutboxWorker } from './outbox.ts';
import { passwordSetupLink } from './password-link.ts';
import { accessSubscriptionsOfEmail } from './subscriptions.ts';

const RESEND_WINDOW = '10 minutes';

interface Deps {
  db: Db;
  auth: Auth;
  outbox: OutboxWorker;
}

export async function userByEmail(auth: Auth, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (isUserNotFound(error)) return undefined;
    throw error;
  }
}

/** A user created here has no password until they follow the link; only one with a password is "activated". */
const hasPassword = (user: UserRecord) => user.providerData.some((p) => p.providerId === 'password');

export async function sendActivation(
  { db, auth, outbox }: Deps,
  bundle: string,
  email: string,
  appOrigin: string,
): Promise<ActivationAnswer> {
  const existing = await userByEmail(auth, email);
  if (existing && hasPassword(existing)) return { success: false, has_user: true };
  if ((await accessSubscriptionsOfEmail(db, bundle, email)).length === 0) {
    return { success: false, error: 'No subscription found for this email' };
  }
  // Claim the resend window atomically: only one request per email per window gets a row back.
  const claimed = await db.query(
    `INSERT INTO activation_requests (email, sent_at) VALUES ($1, now())
     ON CONFLICT (email) DO UPDATE SET sent_at = now()
     WHERE activation_requests.sent_at < now() - interval '${RESEND_WINDOW}'
     RETURNING email`,
    [email],
  );
  if (claimed.length === 0) return { success: false };
  try {
    const user = existing ?? (await createUser(auth, email));
    const link = await passwordSetupLink(auth, email, appOrigin);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE subscriptions SET uid = $1 WHERE uid IS NULL AND emails @> ARRAY[$2::text]', [
        user.uid,
        email,
      ]);
      await enqueueEmail(tx, {
        to: email,
        subject: 'Activate your Profile Analyzer account',
        body: `Welcome! Your subscription is ready.\n\nSet your password to activate your account:\n${link}\n\nIf you did not ask for this, ignore this email.`,
      });
    });
    outbox.kick();
    return { success: true, user_id: user.uid };
  } catch (error) {
    // Free the window again so the user can retry at once after a failure on our side.
    await db.query('DELETE FROM activation_requests WHERE email = $1', [email]);
    throw error;
  }
}

async function createUser(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.createUser({ email, emailVerified: false });
  } catch (error) {
    // Another request created it between our lookup and now.
    if ((error as { code?: string }).code === 'auth/email-already-exists') return auth.getUserByEmail(email);
    throw error;
  }
}
