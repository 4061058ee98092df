/**
 * Mail an account asks for at its own address (the profile report, a cancel-by-link) goes only to
 * an address proven to be the account holder's: Create Your Account takes
 * an address nobody confirmed, so without a check anyone could have our mail sent to anyone.
 * Proven means Firebase's `emailVerified`, set when a password link from our mail is used or by
 * the confirmation link here. Until then the mail is held, and a confirmation link goes to the
 * address; following it releases what was held.
 */
import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/adapter.ts';
import type { Email } from './mail/message.ts';
import { linkTokenHash } from './link-token.ts';
import { enqueueEmail } from './outbox.ts';

const HOUR_MS = 3_600_000;
const CONFIRMATION_TTL_MS = 24 * HOUR_MS;
/** Held mail outlives every link it carries (a report's link lasts 7 days), then goes. */
export const HELD_MAIL_TTL_MS = 7 * 24 * HOUR_MS;
/** One confirmation mail per account in this long, however many mails wait for it. */
const CONFIRMATION_RESEND_MS = 10 * 60_000;

/** The account as the sender of its own mail: whether `email` is its proven address. */
export interface MailingAccount {
  uid: string;
  email: string;
  confirmed: boolean;
}

/** Asks Firebase (not the token, which may predate a confirmation) whether `email` is the account's proven address. */
export async function mailingAccount(auth: Auth, uid: string, email: string): Promise<MailingAccount> {
  const user = await auth.getUser(uid);
  const confirmed = user.emailVerified && user.email?.toLowerCase() === email.toLowerCase();
  return { uid, email, confirmed };
}

/**
 * Queues `message` for the account's own address: at once when proven, else held, with a
 * confirmation link (`${origin}/confirm-email/<token>`) sent unless one went out just now.
 */
export async function enqueueAccountEmail(
  tx: Queryable,
  clock: Clock,
  account: MailingAccount & { origin: string },
  message: Email,
): Promise<void> {
  if (account.confirmed) return enqueueEmail(tx, message);
  await enqueueEmail(tx, message, account.uid);
  const now = clock.now();
  const [recent] = await tx.query(
    'SELECT 1 FROM email_confirmations WHERE uid = $1 AND email = $2 AND created_at > $3',
    [account.uid, account.email, new Date(now.getTime() - CONFIRMATION_RESEND_MS)],
  );
  if (recent) return;
  const token = randomBytes(16).toString('base64url');
  await tx.query(
    'INSERT INTO email_confirmations (token_hash, uid, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [linkTokenHash(token), account.uid, account.email, now, new Date(now.getTime() + CONFIRMATION_TTL_MS)],
  );
  await enqueueEmail(tx, {
    to: account.email,
    subject: 'Confirm your email address',
    body: `You asked us to email "${message.subject}" to this address. Before we send it, confirm that the address is yours by opening this link (valid for 24 hours):\n${account.origin}/confirm-email/${token}\n\nWe send it as soon as you do. If you did not ask for this, ignore this email and nothing is sent.`,
  });
}
