/**
 * An export snapshot's accounts as rows (migration 013), so a category is read a page at a time
 * rather than carried whole: its followers and following, the friends among them (mutual), and
 * against the export before it the new followers and the lost ones, each lost one with why where
 * this export tells (the subscriber blocked, restricted or unfollowed them). Computed with the
 * upload in the profile worker; written here in statements of a hundred rows with the event
 * loop let go in between (on PGlite every statement runs on the server's own thread), before the
 * snapshot names them.
 */
import { setImmediate as letOthersIn } from 'node:timers/promises';
import type { LostReason } from '../../contracts/audience-lists.ts';
import type { Queryable } from '../db/adapter.ts';
import { lostReasonOf } from '../profile-engine/lost-reasons.ts';
import { usernameKey } from '../profile-engine/source.ts';
import type { ExportLists, ListedAccount } from './export-lists.ts';

export type MemberList = 'followers' | 'following' | 'friends' | 'new' | 'lost';

/**
 * One list's rows in key order, packed to move from the profile worker without a copy or a
 * million small objects on the server's thread: the usernames newline-joined in UTF-8, when each
 * followed (unix seconds, NaN where the export does not say), and for lost followers why.
 */
interface MemberColumns {
  count: number;
  names: Uint8Array;
  followedAt: Float64Array;
  /** Indexes into LOST_REASONS; 0: none known. */
  reasons?: Uint8Array;
}

const LOST_REASONS = [null, 'blocked', 'restricted', 'you-unfollowed'] as const;

/** How many accounts each list holds; new and lost are null without an export before this one. */
export interface MemberCounts {
  followers: number;
  following: number;
  friends: number;
  fans: number;
  new: number | null;
  lost: number | null;
}

export interface AudienceMembers {
  lists: Partial<Record<MemberList, MemberColumns>>;
  counts: MemberCounts;
}

/** Small: a statement holds the server's thread, and others' p99 under load stays under 50 ms (49–60 ms at 500). */
const ROWS_PER_STATEMENT = 100;

/** The rows of `latest`'s lists; new and lost against `previous` when there is one. Pure. */
export function audienceMembersOf(latest: ExportLists, previous?: ExportLists): AudienceMembers {
  const followers = byKey(latest.followers);
  const following = byKey(latest.following);
  const friends = [...followers].filter(([key]) => following.has(key));
  const lists: AudienceMembers['lists'] = {
    followers: columnsOf([...followers]),
    following: columnsOf([...following]),
    friends: columnsOf(friends),
  };
  if (previous) {
    const before = byKey(previous.followers);
    lists.new = columnsOf([...followers].filter(([key]) => !before.has(key)));
    const lost = [...before].filter(([key]) => !followers.has(key));
    const reasonOf = lostReasonOf(latest);
    lists.lost = {
      ...columnsOf(lost),
      reasons: Uint8Array.from(lost, ([key]) => LOST_REASONS.indexOf(reasonOf(key))),
    };
  }
  return {
    lists,
    counts: {
      followers: followers.size,
      following: following.size,
      friends: friends.length,
      fans: followers.size - friends.length,
      new: lists.new?.count ?? null,
      lost: lists.lost?.count ?? null,
    },
  };
}

/** Accounts by key, the first of each (the export lists newest first), in key order. */
function byKey(accounts: ListedAccount[]): Map<string, ListedAccount> {
  const keyed = new Map<string, ListedAccount>();
  for (const account of accounts) {
    const key = usernameKey(account.username);
    if (!keyed.has(key)) keyed.set(key, account);
  }
  return new Map([...keyed].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function columnsOf(entries: [string, ListedAccount][]): MemberColumns {
  return {
    count: entries.length,
    names: new TextEncoder().encode(entries.map(([, account]) => account.username).join('\n')),
    followedAt: Float64Array.from(entries, ([, account]) =>
      account.followedAt ? Math.floor(Date.parse(account.followedAt) / 1000) : NaN,
    ),
  };
}

/** The buffers of the rows, for the worker to hand over rather than copy. */
export const memberBuffers = (members: AudienceMembers): ArrayBuffer[] =>
  Object.values(members.lists).flatMap((columns) =>
    [columns.names, columns.followedAt, columns.reasons].flatMap((array) =>
      array ? [array.buffer as ArrayBuffer] : [],
    ),
  );

interface MemberRow {
  username: string;
  followedAt: number | null;
  reason: LostReason | null;
}

/** The rows `size` at a time, each batch decoded only when it is written. */
export function* memberRows(columns: MemberColumns, size: number): Generator<MemberRow[]> {
  const decoder = new TextDecoder();
  let from = 0;
  for (let start = 0; start < columns.count; start += size) {
    const end = Math.min(start + size, columns.count);
    let to = from;
    for (let row = start; row < end; row += 1) {
      const newline = columns.names.indexOf(0x0a, to);
      to = newline === -1 ? columns.names.length + 1 : newline + 1;
    }
    const usernames = decoder.decode(columns.names.subarray(from, to - 1)).split('\n');
    from = to;
    yield usernames.map((username, index) => {
      const followedAt = columns.followedAt[start + index]!;
      return {
        username,
        followedAt: Number.isNaN(followedAt) ? null : followedAt,
        reason: LOST_REASONS[columns.reasons?.[start + index] ?? 0] ?? null,
      };
    });
  }
}

/** Writes the rows under `listsId`, for a snapshot to name next (or, for one stored before them, backfilled: rows there already are kept). */
export async function writeAudienceMembers(q: Queryable, listsId: string, members: AudienceMembers) {
  for (const [list, columns] of Object.entries(members.lists) as [MemberList, MemberColumns][]) {
    for (const rows of memberRows(columns, ROWS_PER_STATEMENT)) {
      await q.query(
        `INSERT INTO export_members (lists_id, list, username_key, username, followed_at, reason)
         SELECT $1, $2, lower(username), username, to_timestamp(followed_at), reason
         FROM unnest($3::text[], $4::float8[], $5::text[]) AS row(username, followed_at, reason)
         ON CONFLICT DO NOTHING`,
        [
          listsId,
          list,
          rows.map((row) => row.username),
          rows.map((row) => row.followedAt),
          rows.map((row) => row.reason),
        ],
      );
      await letOthersIn();
    }
  }
}
