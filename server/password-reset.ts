/**
 * Restore password (spec 2.17, 8): emails a link to the SPA's set-password page through the outbox.
 * Failures carry the identity provider's own codes, as the client reads them; on auth/user-not-found
 * the client falls back to the activation email.
 */
import { authErrorMessage } from '../content/auth-errors.ts';
import type { PasswordResetAnswer } from '../contracts/origin-api.ts';
import { userByEmail } from './activation.ts';
import type { AppDeps } from './deps.ts';
import { enqueueEmail } from './outbox.ts';
import { passwordSetupLink } from './password-link.ts';

export interface PasswordResetOutcome {
  status: 200 | 400 | 404;
  body: PasswordResetAnswer;
}

const failure = (status: 400 | 404, code: string): PasswordResetOutcome => ({
  status,
  body: { error: { code, message: authErrorMessage(code) } },
});

export async function requestPasswordReset(
  { db, auth, outbox }: Pick<AppDeps, 'db' | 'auth' | 'outbox'>,
  email: string,
  appOrigin: string,
): Promise<PasswordResetOutcome> {
  const user = await userByEmail(auth, email);
  if (!user) return failure(404, 'auth/user-not-found');
  if (user.disabled) return failure(400, 'auth/user-disabled');
  // A user the activation flow made has no password yet: the same link sets their first one.
  const link = await passwordSetupLink(auth, email, appOrigin);
  await enqueueEmail(db, {
    to: email,
    subject: 'Reset your Profile Analyzer password',
    body: `We received a request to reset the password of your Profile Analyzer account.\n\nSet a new password here:\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
  });
  outbox.kick();
  return { status: 200, body: { success: true } };
}
