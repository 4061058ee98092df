/**
 * The landing of the confirmation link server/verified-mail.ts sends: proves the address is the
 * account holder's (Firebase's emailVerified) and releases the mail held for it.
 */
import type { AppDeps } from '../deps.ts';
import { factory, param, type EndpointHandlers } from '../endpoints.ts';
import { isUserNotFound } from '../firebase.ts';
import { escapeHtml, noticePage } from '../notice-page.ts';
import { linkTokenHash } from '../link-token.ts';

const GONE = noticePage(
  'This link no longer works',
  '<p>It has expired, was already used, or is for an address the account no longer has. Ask for the email again in the app.</p>',
);

export function emailConfirmationRoutes({
  db,
  auth,
  clock,
  outbox,
}: Pick<AppDeps, 'db' | 'auth' | 'clock' | 'outbox'>) {
  return {
    confirmEmail: factory.createHandlers(async (c) => {
      const [row] = await db.query<{ uid: string; email: string }>(
        'SELECT uid, email FROM email_confirmations WHERE token_hash = $1 AND expires_at > $2',
        [linkTokenHash(param(c, 'token')), clock.now()],
      );
      const user =
        row &&
        (await auth.getUser(row.uid).catch((error: unknown) => {
          if (isUserNotFound(error)) return undefined;
          throw error;
        }));
      if (!row || user?.email?.toLowerCase() !== row.email.toLowerCase()) return c.html(GONE, 404);
      await auth.updateUser(row.uid, { emailVerified: true });
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM email_confirmations WHERE uid = $1', [row.uid]);
        await tx.query(
          'UPDATE outbox SET held_for_uid = NULL WHERE held_for_uid = $1 AND lower(to_email) = lower($2)',
          [row.uid, row.email],
        );
      });
      outbox.kick();
      return c.html(
        noticePage(
          'Your email address is confirmed',
          `<p>What you asked for is on its way to <strong>${escapeHtml(row.email)}</strong>. You can close this page.</p>`,
        ),
      );
    }),
  } satisfies EndpointHandlers;
}
