/**
 * Emails go into the outbox table inside the caller's transaction, so a state change and its email
 * commit together. A worker then delivers due rows through a mail transport (SMTP or the local
 * mailbox) and records every attempt; a failed one is retried with exponential backoff, never dropped.
 * A row held for an address not yet confirmed (server/verified-mail.ts) waits until it is.
 *
 * Claiming is a short transaction (FOR UPDATE SKIP LOCKED) that moves the rows' next_attempt_at a
 * lease ahead, so other instances skip them while this one sends. The send itself runs outside any
 * transaction: holding one across an SMTP conversation would pin a pool connection, and with PGlite
 * (one connection) stall every request. A row is marked delivered only after the transport accepted
 * it; only a crash between that acceptance and the update can send it again, after the lease (SMTP
 * then repeats the Message-ID, so a receiver can drop the copy; the local mailbox is the rows
 * themselves, so it never shows one twice).
 */
import { startPeriodic, type JobStatus } from './jobs/periodic.ts';
import type { Clock } from './clock.ts';
import type { Db, Queryable } from './db/adapter.ts';
import type { Logger } from './logger.ts';
import type { Email, MailTransport } from './mail/message.ts';

/** Queues `email`; `heldForUid`: held until that account confirms its address (server/verified-mail.ts). */
export async function enqueueEmail(q: Queryable, email: Email, heldForUid: string | null = null): Promise<void> {
  await q.query('INSERT INTO outbox (to_email, subject, body, held_for_uid) VALUES ($1, $2, $3, $4)', [
    email.to,
    email.subject,
    email.body,
    heldForUid,
  ]);
}

export interface OutboxDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  logger: Logger;
}

const BATCH_SIZE = 10;
// A lease outlasts a whole batch of sends at the transport's timeouts, so it never lapses mid-batch,
// and no longer: rows claimed by an instance that crashed are due again once it ends.
const LEASE_MARGIN_MS = 30_000;
const claimLeaseMs = (transport: MailTransport) => BATCH_SIZE * transport.maxSendMs + LEASE_MARGIN_MS;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
const POLL_MS = 2_000;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … capped at 1 h. */
export const retryDelayMs = (attempts: number) => Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);

interface ClaimedRow {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  attempts: number;
  [key: string]: unknown;
}

async function claimDue(db: Db, now: Date, leaseMs: number): Promise<ClaimedRow[]> {
  const rows = await db.transaction((tx) =>
    tx.query<ClaimedRow>(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2
       WHERE id IN (
         SELECT id FROM outbox
         WHERE delivered_at IS NULL AND held_for_uid IS NULL
           AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
         ORDER BY next_attempt_at NULLS FIRST, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, to_email, subject, body, attempts`,
      [now, new Date(now.getTime() + leaseMs), BATCH_SIZE],
    ),
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** One pass: claims a batch of due rows and tries each once. */
export async function deliverDue({ db, clock, transport, logger }: OutboxDeps) {
  const claimed = await claimDue(db, clock.now(), claimLeaseMs(transport));
  let delivered = 0;
  for (const row of claimed) {
    try {
      await transport.send({ id: String(row.id), to: row.to_email, subject: row.subject, body: row.body });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(row.attempts));
      await db.query('UPDATE outbox SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [
        row.id,
        retryAt,
        message.slice(0, 1_000),
      ]);
      // The id only: the body carries single-use links.
      logger.warn(
        { outboxId: row.id, attempts: row.attempts, retryAt, error: message },
        'email delivery failed, will retry',
      );
      continue;
    }
    await db.query('UPDATE outbox SET delivered_at = $2, transport = $3, last_error = NULL WHERE id = $1', [
      row.id,
      clock.now(),
      transport.name,
    ]);
    delivered += 1;
  }
  if (delivered) logger.info({ delivered, transport: transport.name }, 'outbox delivered');
  return { claimed: claimed.length, delivered };
}

export interface OutboxWorker {
  /** Deliver now rather than at the next tick (after a request enqueued an email). */
  kick(): void;
  status(): JobStatus;
  /** Stops polling; resolves once a pass under way has finished. */
  stop(): Promise<void>;
}

export function startOutboxWorker(deps: OutboxDeps): OutboxWorker {
  let again = false;
  const drain = async () => {
    // A kick during a pass asks for one more, so an email enqueued meanwhile does not wait a tick.
    let full: boolean;
    do {
      again = false;
      full = (await deliverDue(deps)).claimed === BATCH_SIZE;
    } while (full || again);
  };
  const periodic = startPeriodic('outbox', POLL_MS, drain, deps.logger);
  return {
    kick: () => {
      again = true;
      periodic.run();
    },
    status: periodic.status,
    stop: periodic.stop,
  };
}
