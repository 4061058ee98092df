/**
 * An export snapshot's audience lists as stored (migration 013): each list in blocks of up to 250
 * accounts in key order, a row per block keyed by its last key. A page is read from the block its
 * cursor falls in onwards (keyset paging over blocks); a search reads only the blocks whose keys
 * hold it. Why blocks and not a row per account: on PGlite every statement runs on the server's
 * own thread, and writing a million rows held it for seconds in all. Why 250: a block's statement
 * holds it about a millisecond; with blocks of 1,000, others' p99 during a 450,000-follower upload
 * with a core kept busy was 59–70 ms, with 250 32–42 ms (test/faults/upload-load.test.ts). Written
 * with the event loop let go between statements, before the snapshot names them.
 */
import { setImmediate as letOthersIn } from 'node:timers/promises';
import type { LostReason } from '../../contracts/audience-lists.ts';
import type { Queryable } from '../db/adapter.ts';
import { usernameKey } from '../profile-engine/source.ts';
import { columnBlocks, LOST_REASONS, type AudienceMembers, type MemberList } from './audience-members.ts';

const BLOCK_SIZE = 250;
/** Blocks read per statement while a page fills. */
const BLOCKS_PER_READ = 2;

/** Writes the lists under `listsId`, for a snapshot to name next (or, for one stored before them, backfilled: blocks there already are kept). */
export async function writeMemberBlocks(q: Queryable, listsId: string, members: AudienceMembers) {
  for (const [list, columns] of Object.entries(members.lists) as [MemberList, AudienceMembers['lists'][MemberList]][]) {
    for (const block of columnBlocks(columns!, BLOCK_SIZE)) {
      // The seconds as float64 in the machine's byte order (little-endian wherever Node runs here).
      const followedAt = new Uint8Array(
        block.followedAt.buffer,
        block.followedAt.byteOffset,
        block.followedAt.byteLength,
      );
      const usernames = block.usernames.join('\n');
      const keys = block.usernames.map(usernameKey).join('\n');
      await q.query(
        `INSERT INTO export_member_blocks (lists_id, list, last_key, keys, usernames, followed_at, reasons)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [
          listsId,
          list,
          usernameKey(block.usernames.at(-1)!),
          keys,
          keys === usernames ? null : usernames,
          followedAt,
          block.reasons ?? null,
        ],
      );
      await letOthersIn();
    }
  }
}

export interface StoredMember {
  key: string;
  username: string;
  /** Unix seconds; null where the export does not date the account. */
  followedAt: number | null;
  reason: LostReason | null;
}

/** Which keys a page takes: above `after`, holding `contains` (lower-case) where given, and what `keep` accepts. */
export interface MemberRange {
  after: string;
  contains?: string;
  keep?: (key: string) => boolean;
}

interface BlockRow {
  last_key: string;
  keys: string;
  usernames: string | null;
  followed_at: Uint8Array;
  reasons: Uint8Array | null;
  [key: string]: unknown;
}

/** Up to `want` accounts of `list` in key order within `range`. */
export async function readMembers(
  q: Queryable,
  listsId: string,
  list: MemberList,
  { after, contains = '', keep = () => true }: MemberRange,
  want: number,
): Promise<StoredMember[]> {
  const found: StoredMember[] = [];
  let past = after;
  for (;;) {
    // A key holds no line break, so a block holds a match exactly when its keys do.
    const blocks = await q.query<BlockRow>(
      `SELECT last_key, keys, usernames, followed_at, reasons FROM export_member_blocks
       WHERE lists_id = $1 AND list = $2 AND last_key > $3 AND strpos(keys, $4) > 0 ORDER BY last_key LIMIT $5`,
      [listsId, list, past, contains, BLOCKS_PER_READ],
    );
    for (const block of blocks) {
      for (const member of membersOf(block)) {
        if (member.key > after && member.key.includes(contains) && keep(member.key)) found.push(member);
        if (found.length === want) return found;
      }
    }
    if (blocks.length < BLOCKS_PER_READ) return found;
    past = blocks.at(-1)!.last_key;
  }
}

function membersOf(block: BlockRow): StoredMember[] {
  // A copy: its own buffer is aligned for float64 (the driver's may not be).
  const followedAt = new Float64Array(new Uint8Array(block.followed_at).buffer);
  const keys = block.keys.split('\n');
  const usernames = block.usernames?.split('\n') ?? keys;
  return keys.map((key, index) => ({
    key,
    username: usernames[index]!,
    followedAt: Number.isNaN(followedAt[index]) ? null : followedAt[index]!,
    reason: LOST_REASONS[block.reasons?.[index] ?? 0] ?? null,
  }));
}

/** Every key of `list` (a short one: following, friends). */
export async function allKeys(q: Queryable, listsId: string, list: MemberList): Promise<Set<string>> {
  const members = await readMembers(q, listsId, list, { after: '' }, Infinity);
  return new Set(members.map((member) => member.key));
}

/** Which of `keys` `list` holds: each looked up in the one block whose range could hold it. */
export async function keysAmong(q: Queryable, listsId: string, list: MemberList, keys: string[]): Promise<Set<string>> {
  const found = await q.query<{ key: string }>(
    `SELECT k AS key FROM unnest($3::text[]) AS k
     WHERE strpos(
       (SELECT E'\\n' || b.keys || E'\\n' FROM export_member_blocks b
        WHERE b.lists_id = $1 AND b.list = $2 AND b.last_key >= k COLLATE "C" ORDER BY b.last_key LIMIT 1),
       E'\\n' || k || E'\\n') > 0`,
    [listsId, list, keys],
  );
  return new Set(found.map((row) => row.key));
}
