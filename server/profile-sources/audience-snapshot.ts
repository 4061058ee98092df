/**
 * The export snapshot an audience page is read from: the one the first page came from while it is
 * still the subscriber's (paging stays stable while a newer export arrives), else the latest. A
 * snapshot stored before its lists were kept in blocks gets them on first read, computed like an upload's
 * (off the event loop when large) from it and the one before it.
 */
import type { Queryable } from '../db/adapter.ts';
import type { MemberCounts } from './audience-members.ts';
import { writeMemberBlocks } from './member-blocks.ts';
import { packedExportLists } from './export-snapshots.ts';
import { profileJob } from './profile-worker.ts';

export interface AudienceSnapshot {
  listsId: string;
  counts: MemberCounts;
}

interface SnapshotRow {
  lists_id: string;
  taken_at: Date;
  member_counts: MemberCounts | null;
  [key: string]: unknown;
}

export async function audienceSnapshot(
  q: Queryable,
  uid: string,
  pinned: string | null,
  now: Date,
): Promise<AudienceSnapshot | undefined> {
  const [row] = await q.query<SnapshotRow>(
    `SELECT lists_id, taken_at, member_counts FROM export_snapshots WHERE uid = $1
     ORDER BY lists_id = $2 DESC, taken_at DESC LIMIT 1`,
    [uid, pinned ?? ''],
  );
  if (!row) return undefined;
  return { listsId: row.lists_id, counts: row.member_counts ?? (await backfill(q, uid, row, now)) };
}

async function backfill(q: Queryable, uid: string, row: SnapshotRow, now: Date): Promise<MemberCounts> {
  const ids = await q.query<{ lists_id: string }>(
    'SELECT lists_id FROM export_snapshots WHERE uid = $1 AND taken_at <= $2 ORDER BY taken_at DESC LIMIT 2',
    [uid, row.taken_at],
  );
  const exports: Uint8Array[] = [];
  for (const { lists_id: listsId } of ids) exports.push(await packedExportLists(q, listsId));
  const { members } = await profileJob({ parts: { uid, exports, now }, membersOnly: true });
  await writeMemberBlocks(q, row.lists_id, members!);
  await q.query('UPDATE export_snapshots SET member_counts = $2 WHERE lists_id = $1', [
    row.lists_id,
    JSON.stringify(members!.counts),
  ]);
  return members!.counts;
}
