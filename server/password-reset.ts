/**
 * Restore password (spec 2.17, 8): emails a link to the SPA's set-password page through the outbox.
 * Refusals carry the identity provider's own codes, as the client reads them; on auth/user-not-found
 * the client falls back to the activation email.
 */
import { authErrorMessage } from '../content/auth-errors.ts';
import { userByEmail } from './activation.ts';
import type { AppDeps } from './deps.ts';
import { enqueueEmail } from './outbox.ts';
import { passwordSetupLink } from './password-link.ts';
import { refuse } from './refusal.ts';

function refuseWith(status: 400 | 404, code: string): never {
  return refuse(status, authErrorMessage(code), { code });
}

export async function requestPasswordReset(
  { db, auth, outbox }: Pick<AppDeps, 'db' | 'auth' | 'outbox'>,
  email: string,
  appOrigin: string,
): Promise<void> {
  const user = await userByEmail(auth, email);
  if (!user) refuseWith(404, 'auth/user-not-found');
  if (user.disabled) refuseWith(400, 'auth/user-disabled');
  // A user the activation flow made has no password yet: the same link sets their first one.
  const link = await passwordSetupLink(auth, email, appOrigin);
  await enqueueEmail(db, {
    to: email,
    subject: 'Reset your Profile Analyzer password',
    body: `We received a request to reset the password of your Profile Analyzer account.\n\nSet a new password here:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
  });
  outbox.kick();
}
