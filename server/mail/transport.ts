/**
 * Where the outbox worker hands an email over: an SMTP server when SMTP_URL is set, else the local
 * mailbox. `send` resolves only once the peer has accepted the message; anything else throws, and
 * the worker retries later.
 */
import type { MailTransport } from './message.ts';
import { smtpTransport } from './smtp.ts';

/** The local mailbox is the delivered rows themselves (/dev/mailbox): accepting is all there is to do. */
const mailboxTransport: MailTransport = { name: 'mailbox', maxSendMs: 0, send: async () => {} };

const DEFAULT_FROM = 'Profile Analyzer <no-reply@profile-analyzer.local>';

export function mailTransportFromEnv(env: NodeJS.ProcessEnv, production: boolean): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM || DEFAULT_FROM);
  // The mailbox is not served in production: "delivering" there would silently lose every email.
  if (production) throw new Error('Refusing to start: SMTP_URL is required in production');
  return mailboxTransport;
}
