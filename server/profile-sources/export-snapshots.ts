/**
 * Every export upload kept with its date (issue 16): the latest gives followers, friends and fans,
 * the one before it new and lost followers. Older ones are not needed and are pruned.
 */
import type { ProfileUser } from '../../contracts/profile.ts';
import type { Queryable } from '../db/adapter.ts';

export interface ExportLists {
  followers: ProfileUser[];
  following: ProfileUser[];
}

export interface ExportSnapshots {
  latest: ExportLists & { takenAt: Date };
  previous?: ExportLists & { takenAt: Date };
}

interface SnapshotRow extends ExportLists {
  taken_at: Date;
  [key: string]: unknown;
}

/** Stores an upload taken at `takenAt` and keeps it and the one before it. */
export async function saveExportSnapshot(q: Queryable, uid: string, lists: ExportLists, takenAt: Date) {
  await q.query(
    `INSERT INTO export_snapshots (uid, taken_at, followers, following) VALUES ($1, $2, $3, $4)
     ON CONFLICT (uid, taken_at) DO UPDATE SET followers = EXCLUDED.followers, following = EXCLUDED.following`,
    [uid, takenAt, JSON.stringify(lists.followers), JSON.stringify(lists.following)],
  );
  await q.query(
    `DELETE FROM export_snapshots WHERE uid = $1 AND taken_at < (SELECT min(taken_at) FROM (SELECT taken_at FROM export_snapshots WHERE uid = $1 ORDER BY taken_at DESC LIMIT 2) AS kept)`,
    [uid],
  );
}

export async function exportSnapshotsOf(q: Queryable, uid: string): Promise<ExportSnapshots | undefined> {
  const rows = await q.query<SnapshotRow>(
    'SELECT taken_at, followers, following FROM export_snapshots WHERE uid = $1 ORDER BY taken_at DESC LIMIT 2',
    [uid],
  );
  const [latest, previous] = rows.map((row) => ({
    followers: row.followers,
    following: row.following,
    takenAt: new Date(row.taken_at),
  }));
  return latest && { latest, previous };
}
