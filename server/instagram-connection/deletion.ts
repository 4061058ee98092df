/**
 * Deleting a user's Instagram data: on "Disconnect Instagram and delete its data", and
 * on Meta's deauthorize and data-deletion callbacks, which name the Instagram account. The token is
 * forgotten and every fetched post, commenter, insight, snapshot, sync record and recorded figure
 * of the account deleted, with every emailed report made from them; the document is rebuilt from what remains
 * (an export, the demo data) or deleted.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter.ts';
import type { AppDeps } from '../deps.ts';
import { rebuildProfileDocument } from '../profile-sources/rebuild.ts';

const INSTAGRAM_TABLES = [
  'instagram_connections',
  'instagram_snapshots',
  'instagram_sync_runs',
  'instagram_oauth_states',
] as const;

/** Deletes the user's Instagram data and the reports made from it; how many reports went. */
export async function deleteInstagramData(q: Queryable, uid: string, now: Date): Promise<{ reportsDeleted: number }> {
  for (const table of INSTAGRAM_TABLES) await q.query(`DELETE FROM ${table} WHERE uid = $1`, [uid]);
  // The figures its syncs recorded; an export's stay with the export.
  await q.query("DELETE FROM profile_history WHERE uid = $1 AND source = 'instagram'", [uid]);
  // A report built from the document while it held Instagram data carries that data too.
  const reports = await q.query('DELETE FROM reports WHERE uid = $1 AND from_instagram RETURNING 1', [uid]);
  await rebuildProfileDocument(q, uid, now);
  return { reportsDeleted: reports.length };
}

export type DeletionReason = 'deauthorize' | 'data-deletion';

export interface Deletion {
  confirmationCode: string;
  requestedAt: Date;
  completedAt: Date | null;
  connectionsDeleted: number;
  reportsDeleted: number;
}

type DeletionRow = {
  confirmation_code: string;
  requested_at: Date;
  completed_at: Date | null;
  connections_deleted: number;
  reports_deleted: number;
};

const DELETION_COLUMNS = 'confirmation_code, requested_at, completed_at, connections_deleted, reports_deleted';

const deletionFrom = (row: DeletionRow): Deletion => ({
  confirmationCode: row.confirmation_code,
  requestedAt: new Date(row.requested_at),
  completedAt: row.completed_at && new Date(row.completed_at),
  connectionsDeleted: row.connections_deleted,
  reportsDeleted: row.reports_deleted,
});

/**
 * Deletes the data of every user connected to the Instagram account, at once, and records the
 * request under a new confirmation code. `requestHash` names Meta's request: the same one again
 * (a retry, a replay) answers the deletion it made, deleting nothing anew.
 */
export async function deleteForInstagramAccount(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  instagramUserId: string,
  reason: DeletionReason,
  requestHash: string,
): Promise<Deletion> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ confirmation_code: string }>(
      `INSERT INTO instagram_deletions (confirmation_code, instagram_user_id, reason, requested_at, request_hash)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (request_hash) DO NOTHING RETURNING confirmation_code`,
      [randomBytes(12).toString('hex'), instagramUserId, reason, now, requestHash],
    );
    if (!claimed) {
      const [done] = await tx.query<DeletionRow>(
        `SELECT ${DELETION_COLUMNS} FROM instagram_deletions WHERE request_hash = $1`,
        [requestHash],
      );
      return deletionFrom(done);
    }
    const users = await tx.query<{ uid: string }>(
      'SELECT uid FROM instagram_connections WHERE instagram_user_id = $1 UNION SELECT uid FROM instagram_snapshots WHERE instagram_user_id = $1',
      [instagramUserId],
    );
    let reportsDeleted = 0;
    for (const { uid } of users) reportsDeleted += (await deleteInstagramData(tx, uid, now)).reportsDeleted;
    const [row] = await tx.query<DeletionRow>(
      `UPDATE instagram_deletions SET completed_at = $2, connections_deleted = $3, reports_deleted = $4
       WHERE confirmation_code = $1 RETURNING ${DELETION_COLUMNS}`,
      [claimed.confirmation_code, now, users.length, reportsDeleted],
    );
    return deletionFrom(row);
  });
}

export async function deletionOf(q: Queryable, confirmationCode: string): Promise<Deletion | undefined> {
  const [row] = await q.query<DeletionRow>(
    `SELECT ${DELETION_COLUMNS} FROM instagram_deletions WHERE confirmation_code = $1`,
    [confirmationCode],
  );
  return row && deletionFrom(row);
}
