/**
 * Every export upload kept with its date: the latest gives followers, friends and fans,
 * the one before it new and lost followers. A snapshot's lists are stored packed (export-lists.ts)
 * in pieces of at most 256 kB, each written or read by a statement of its own with the event loop
 * let go in between: on PGlite every statement runs on the server's own thread, and one value of
 * a large account's lists held it for over half a second. The pieces are written
 * outside any transaction (on PGlite a transaction holds the database for every request) before a
 * snapshot names them, so a reader never sees part of one. Readers take the latest two snapshots;
 * the maintenance job deletes the older ones, and pieces no snapshot names, once no read or write
 * that began before can still need them.
 */
import { setImmediate as letOthersIn } from 'node:timers/promises';
import type { Queryable } from '../db/adapter.ts';
import type { MemberCounts } from './audience-members.ts';

const PIECE_BYTES = 256 * 1024;
/** Far longer than reading a snapshot, or writing one not yet named, takes. */
export const EXPORT_LISTS_GRACE_MS = 3_600_000;

/** Writes packed lists under `listsId`, for a snapshot to name next. */
export async function writeExportLists(q: Queryable, listsId: string, packed: Uint8Array, now: Date) {
  for (let seq = 0; seq * PIECE_BYTES < packed.length; seq += 1) {
    const piece = packed.subarray(seq * PIECE_BYTES, (seq + 1) * PIECE_BYTES);
    await q.query('INSERT INTO export_list_pieces (lists_id, seq, bytes, written_at) VALUES ($1, $2, $3, $4)', [
      listsId,
      seq,
      piece,
      now,
    ]);
    await letOthersIn();
  }
}

/** Stores an upload taken at `takenAt` whose lists (and list blocks, counted in `counts`) were written under `listsId`. */
export async function saveExportSnapshot(
  q: Queryable,
  uid: string,
  listsId: string,
  takenAt: Date,
  counts: MemberCounts,
) {
  await q.query(
    `INSERT INTO export_snapshots (uid, taken_at, lists_id, member_counts) VALUES ($1, $2, $3, $4)
     ON CONFLICT (uid, taken_at) DO UPDATE SET lists_id = EXCLUDED.lists_id, member_counts = EXCLUDED.member_counts`,
    [uid, takenAt, listsId, JSON.stringify(counts)],
  );
}

/** The lists ids of the user's latest two snapshots, latest first. */
export async function latestExportListsIds(q: Queryable, uid: string): Promise<string[]> {
  const rows = await q.query<{ lists_id: string }>(
    'SELECT lists_id FROM export_snapshots WHERE uid = $1 ORDER BY taken_at DESC LIMIT 2',
    [uid],
  );
  return rows.map((row) => row.lists_id);
}

/** The packed lists written under `listsId`. */
export async function packedExportLists(q: Queryable, listsId: string): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  for (;;) {
    const [row] = await q.query<{ bytes: Uint8Array }>(
      'SELECT bytes FROM export_list_pieces WHERE lists_id = $1 AND seq = $2',
      [listsId, pieces.length],
    );
    if (!row) return Buffer.concat(pieces);
    pieces.push(row.bytes);
    await letOthersIn();
  }
}
