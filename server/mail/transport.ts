/**
 * Where the outbox worker hands an email over: an SMTP server when SMTP_URL is set, else the local
 * mailbox. `send` resolves only once the peer has accepted the message; anything else throws, and
 * the worker retries later.
 */
import type { Email } from '../outbox.ts';
import { smtpTransport } from './smtp.ts';

export interface OutgoingEmail extends Email {
  /** The outbox row id: it makes the Message-ID, so a receiver can spot a resend after a crash. */
  id: string;
}

export interface MailTransport {
  /** Recorded in outbox.transport. */
  readonly name: string;
  /** The longest one send may take before it fails: the outbox's claim lease is sized by it. */
  readonly maxSendMs: number;
  send(email: OutgoingEmail): Promise<void>;
}

/** The local mailbox is the delivered rows themselves (/dev/mailbox): accepting is all there is to do. */
export const mailboxTransport: MailTransport = { name: 'mailbox', maxSendMs: 0, send: async () => {} };

const DEFAULT_FROM = 'Profile Analyzer <no-reply@profile-analyzer.local>';

export function mailTransportFromEnv(env: NodeJS.ProcessEnv, production: boolean): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL, env.MAIL_FROM || DEFAULT_FROM);
  // The mailbox is not served in production: "delivering" there would silently lose every email.
  if (production) throw new Error('Refusing to start: SMTP_URL is required in production');
  return mailboxTransport;
}
