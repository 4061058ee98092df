/**
 * Emails go into the outbox table inside the caller's transaction, so a state change and its email
 * commit together. A worker then delivers pending rows; without SMTP settings (not built yet) it
 * delivers into the local mailbox (/dev/mailbox), which is simply the delivered rows.
 */
import type { Db, Queryable } from './db/adapter.ts';
import type { Logger } from './logger.ts';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

export async function enqueueEmail(q: Queryable, email: Email): Promise<void> {
  await q.query('INSERT INTO outbox (to_email, subject, body) VALUES ($1, $2, $3)', [email.to, email.subject, email.body]);
}

export interface OutboxWorker {
  /** Deliver now rather than at the next tick (after a request enqueued an email). */
  kick(): void;
  stop(): void;
}

const POLL_MS = 2_000;

export function startOutboxWorker(db: Db, logger: Logger): OutboxWorker {
  let running: Promise<void> | undefined;
  const deliver = async () => {
    // SKIP LOCKED lets several server instances share the table without sending twice.
    const rows = await db.query<{ id: string; to_email: string }>(
      `UPDATE outbox SET delivered_at = now(), transport = 'mailbox'
       WHERE id IN (SELECT id FROM outbox WHERE delivered_at IS NULL ORDER BY id LIMIT 50 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
    );
    if (rows.length) logger.info({ count: rows.length }, 'outbox delivered to mailbox');
  };
  const kick = () => {
    running ??= deliver()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox delivery failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(kick, POLL_MS);
  timer.unref();
  kick();
  return { kick, stop: () => clearInterval(timer) };
}
