/** SMTP delivery through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…:465). */
import nodemailer from 'nodemailer';
import type { MailTransport } from './message.ts';

// Bounded so that one batch of sends always ends well inside the outbox claim lease.
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS_MS });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    name: 'smtp',
    // Connecting, the greeting and a stalled socket, one after another at worst.
    maxSendMs: SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout,
    async send({ id, to, subject, body }) {
      await transporter.sendMail({ from, to, subject, text: body, messageId: `<outbox-${id}@${domain}>` });
    },
  };
}
