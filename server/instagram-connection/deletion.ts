/**
 * Deleting a user's Instagram data (issue 16): on "Disconnect Instagram and delete its data", and
 * on Meta's deauthorize and data-deletion callbacks, which name the Instagram account. The token is
 * forgotten and every fetched post, commenter, insight, snapshot and sync record of the account
 * deleted; the document is rebuilt from what remains (an export, the demo data) or deleted.
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

export async function deleteInstagramData(q: Queryable, uid: string, now: Date) {
  for (const table of INSTAGRAM_TABLES) await q.query(`DELETE FROM ${table} WHERE uid = $1`, [uid]);
  await rebuildProfileDocument(q, uid, now);
}

export type DeletionReason = 'deauthorize' | 'data-deletion';

export interface Deletion {
  confirmationCode: string;
  requestedAt: Date;
  completedAt: Date | null;
  connectionsDeleted: number;
}

/** Deletes the data of every user connected to the Instagram account, at once, and records the request under a new confirmation code. */
export async function deleteForInstagramAccount(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  instagramUserId: string,
  reason: DeletionReason,
): Promise<Deletion> {
  const now = clock.now();
  const confirmationCode = randomBytes(12).toString('hex');
  const uids = await db.transaction(async (tx) => {
    const rows = await tx.query<{ uid: string }>(
      'SELECT uid FROM instagram_connections WHERE instagram_user_id = $1 UNION SELECT uid FROM instagram_snapshots WHERE instagram_user_id = $1',
      [instagramUserId],
    );
    for (const { uid } of rows) await deleteInstagramData(tx, uid, now);
    await tx.query(
      'INSERT INTO instagram_deletions (confirmation_code, instagram_user_id, reason, requested_at, completed_at, connections_deleted) VALUES ($1, $2, $3, $4, $4, $5)',
      [confirmationCode, instagramUserId, reason, now, rows.length],
    );
    return rows;
  });
  return { confirmationCode, requestedAt: now, completedAt: now, connectionsDeleted: uids.length };
}

export async function deletionOf(q: Queryable, confirmationCode: string): Promise<Deletion | undefined> {
  const [row] = await q.query<{ requested_at: Date; completed_at: Date | null; connections_deleted: number }>(
    'SELECT requested_at, completed_at, connections_deleted FROM instagram_deletions WHERE confirmation_code = $1',
    [confirmationCode],
  );
  return (
    row && {
      confirmationCode,
      requestedAt: new Date(row.requested_at),
      completedAt: row.completed_at && new Date(row.completed_at),
      connectionsDeleted: row.connections_deleted,
    }
  );
}
