/**
 * Where the outbox worker hands an email over: an SMTP server when SMTP_URL is set, else the local
 * mailbox (production requires SMTP_URL: server/config/schema.ts). `send` resolves only once the
 * peer has accepted the message; anything else throws, and the worker retries later.
 */
import type { Config } from '../config.ts';
import type { MailTransport } from './message.ts';
import { smtpTransport } from './smtp.ts';

/** The local mailbox is the delivered rows themselves (/dev/mailbox): accepting is all there is to do. */
const mailboxTransport: MailTransport = { name: 'mailbox', maxSendMs: 0, send: async () => {} };

export function mailTransport({ smtpUrl, from }: Config['mail']): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl, from) : mailboxTransport;
}
