/**
 * Housekeeping every few minutes, on every instance (each statement is idempotent, so instances
 * need no coordination): drops rate-limit windows that ended long ago, expired single-use links
 * (cancel tokens, PDF report links, Instagram OAuth states, address confirmations), which their
 * own readers already treat as gone, mail held for an address never confirmed, export snapshots
 * no longer read and their lists, and log records and analytics events older than their
 * retention (LOG_RETENTION_DAYS).
 */
import { setImmediate as letOthersIn } from 'node:timers/promises';
import { startPeriodic } from './periodic.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/adapter.ts';
import type { Logger } from '../logger.ts';
import { EXPORT_LISTS_GRACE_MS } from '../profile-sources/export-snapshots.ts';
import { HELD_MAIL_TTL_MS } from '../verified-mail.ts';

const EVERY_MS = 15 * 60_000;
// Longer than any rate-limit rule's window (server/rate-limit.ts users), so no live window is cut short.
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

async function deleteCount(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS count FROM gone`,
    params,
  );
  return count;
}

/** A large account's list blocks, a few hundred per statement: on PGlite a statement holds the server's thread. */
async function deleteMemberBlocks(db: Queryable, listsId: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await deleteCount(
      db,
      'DELETE FROM export_member_blocks WHERE ctid IN (SELECT ctid FROM export_member_blocks WHERE lists_id = $1 LIMIT 200)',
      [listsId],
    );
    deleted += count;
    if (count === 0) return deleted;
    await letOthersIn();
  }
}

export async function runMaintenance(db: Queryable, now: Date, logRetentionMs: number) {
  const rateLimitWindows = await deleteCount(db, 'DELETE FROM rate_limits WHERE window_start < $1', [
    new Date(now.getTime() - RATE_LIMIT_RETENTION_MS),
  ]);
  const expired = [now];
  const cancelLinks = await deleteCount(db, 'DELETE FROM cancel_tokens WHERE expires_at <= $1', expired);
  const reportLinks = await deleteCount(db, 'DELETE FROM reports WHERE expires_at <= $1', expired);
  const confirmationLinks = await deleteCount(db, 'DELETE FROM email_confirmations WHERE expires_at <= $1', expired);
  const heldMail = await deleteCount(db, 'DELETE FROM outbox WHERE held_for_uid IS NOT NULL AND created_at < $1', [
    new Date(now.getTime() - HELD_MAIL_TTL_MS),
  ]);
  // Used or not, an OAuth state is dead after STATE_TTL_MS (instagram-connection/oauth-states.ts).
  const instagramStates = await deleteCount(db, 'DELETE FROM instagram_oauth_states WHERE created_at < $1', [
    new Date(now.getTime() - RATE_LIMIT_RETENTION_MS),
  ]);
  // Readers take a user's latest two export snapshots: an older one goes once two newer ones have
  // displaced it for the grace, then the list pieces no snapshot names (its, an unfinished upload's).
  const unread = [new Date(now.getTime() - EXPORT_LISTS_GRACE_MS)];
  const exportSnapshots = await deleteCount(
    db,
    `DELETE FROM export_snapshots s WHERE (SELECT count(*) FROM export_snapshots newer
     WHERE newer.uid = s.uid AND newer.taken_at > s.taken_at AND newer.taken_at < $1) >= 2`,
    unread,
  );
  const unnamed = 'written_at < $1 AND NOT EXISTS (SELECT 1 FROM export_snapshots s WHERE s.lists_id = p.lists_id)';
  // Their list blocks first: the pieces are what tells which blocks no snapshot will name.
  let exportMemberBlocks = 0;
  const gone = await db.query<{ lists_id: string }>(
    `SELECT DISTINCT lists_id FROM export_list_pieces p WHERE ${unnamed}`,
    unread,
  );
  for (const { lists_id: listsId } of gone) exportMemberBlocks += await deleteMemberBlocks(db, listsId);
  const exportListPieces = await deleteCount(db, `DELETE FROM export_list_pieces p WHERE ${unnamed}`, unread);
  const kept = [new Date(now.getTime() - logRetentionMs)];
  const logs = await deleteCount(db, 'DELETE FROM logs WHERE created_at < $1', kept);
  const events = await deleteCount(db, 'DELETE FROM events WHERE created_at < $1', kept);
  return {
    rateLimitWindows,
    cancelLinks,
    reportLinks,
    confirmationLinks,
    heldMail,
    instagramStates,
    exportSnapshots,
    exportListPieces,
    exportMemberBlocks,
    logs,
    events,
  };
}

export function startMaintenance({
  db,
  logger,
  clock,
  logRetentionMs,
}: {
  db: Queryable;
  logger: Logger;
  clock: Clock;
  logRetentionMs: number;
}) {
  return startPeriodic(
    'maintenance',
    EVERY_MS,
    async () => logger.info({ deleted: await runMaintenance(db, clock.now(), logRetentionMs) }, 'maintenance done'),
    logger,
  );
}
