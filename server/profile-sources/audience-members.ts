/**
 * An export snapshot's accounts by list, so a category is read a page at a time rather than
 * carried whole: its followers and following, the friends among them (mutual), and against the
 * export before it the new followers and the lost ones, each lost one with why where this export
 * tells (the subscriber blocked, restricted or unfollowed them). Computed with the upload in the
 * profile worker, packed to cross to the server's thread; stored in blocks (member-blocks.ts).
 * Pure.
 */
import { lostReasonOf } from '../profile-engine/lost-reasons.ts';
import { usernameKey } from '../profile-engine/source.ts';
import type { AccountColumns, ExportLists, ListedAccount } from './export-lists.ts';

export type MemberList = 'followers' | 'following' | 'friends' | 'new' | 'lost';

/**
 * One list's rows in key order, packed to move from the profile worker without a copy or a
 * million small objects on the server's thread: the usernames newline-joined in UTF-8, when each
 * followed (unix seconds, NaN where the export does not say), and for lost followers why.
 */
export interface MemberColumns {
  count: number;
  names: Uint8Array;
  followedAt: Float64Array;
  /** Indexes into LOST_REASONS; 0: none known. */
  reasons?: Uint8Array;
}

/** A lost follower's reason as stored: its index here (0: none known). */
export const LOST_REASONS = [null, 'blocked', 'restricted', 'you-unfollowed'] as const;

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

/**
 * The rows of `latest`'s lists; new and lost against `previous` when there is one. Pure. Each list
 * is put in key order as a permutation of its accounts and compared with the others by walking two
 * of them side by side: a million followers take arrays of indexes, not maps of a million entries.
 */
export function audienceMembersOf(latest: ExportLists, previous?: AccountColumns): AudienceMembers {
  const latestFollowers = accountsList(latest.followers);
  const latestFollowing = accountsList(latest.following);
  const followers = inKeyOrder(latestFollowers);
  const following = inKeyOrder(latestFollowing);
  const friends = followers.rows.filter((_, at) => following.has(followers.keys[at]));
  const lists: AudienceMembers['lists'] = {
    followers: columnsOf(latestFollowers, followers.rows),
    following: columnsOf(latestFollowing, following.rows),
    friends: columnsOf(latestFollowers, friends),
  };
  if (previous) {
    const previousFollowers = columnsList(previous);
    const before = inKeyOrder(previousFollowers);
    lists.new = columnsOf(
      latestFollowers,
      followers.rows.filter((_, at) => !before.has(followers.keys[at])),
    );
    const lost = before.rows.filter((_, at) => !followers.has(before.keys[at]));
    const reasonOf = lostReasonOf(latest);
    lists.lost = {
      ...columnsOf(previousFollowers, lost),
      reasons: Uint8Array.from(lost, (row) =>
        LOST_REASONS.indexOf(reasonOf(usernameKey(previousFollowers.username(row)))),
      ),
    };
  }
  return {
    lists,
    counts: {
      followers: followers.rows.length,
      following: following.rows.length,
      friends: friends.length,
      fans: followers.rows.length - friends.length,
      new: lists.new?.count ?? null,
      lost: lists.lost?.count ?? null,
    },
  };
}

/** A list in key order: the rows (indexes into the list) of the first account of each key, and their keys. */
interface KeyOrder {
  rows: Uint32Array;
  keys: string[];
  has(key: string): boolean;
}

/** `list` in key order, the first of each key (the export lists newest first). */
function inKeyOrder(list: IndexedList): KeyOrder {
  // Already lower case, a key is the username itself: the keys cost an array, not a million strings.
  const keyOf = Array.from({ length: list.size }, (_, row) => usernameKey(list.username(row)));
  const sorted = Uint32Array.from(keyOf.keys()).sort((a, b) =>
    keyOf[a] < keyOf[b] ? -1 : keyOf[a] > keyOf[b] ? 1 : a - b,
  );
  const rows = sorted.filter((row, at) => at === 0 || keyOf[row] !== keyOf[sorted[at - 1]]);
  const keys = Array.from(rows, (row) => keyOf[row]);
  return { rows, keys, has: (key) => keys[lowerBound(keys, key)] === key };
}

/** The first index of `sorted` whose key is not below `key`. */
function lowerBound(sorted: string[], key: string): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A list read row by row: an export's accounts, or the followers of the one before as columns. */
interface IndexedList {
  size: number;
  username(row: number): string;
  followedAt(row: number): number | null | undefined;
}

const accountsList = (accounts: ListedAccount[]): IndexedList => ({
  size: accounts.length,
  username: (row) => accounts[row].username,
  followedAt: (row) => accounts[row].followedAt,
});

const columnsList = ({ usernames, followedAt }: AccountColumns): IndexedList => ({
  size: usernames.length,
  username: (row) => usernames[row],
  followedAt: (row) => followedAt[row],
});

/** The accounts at `rows` of `list`, in that order, as packed columns. */
function columnsOf(list: IndexedList, rows: Uint32Array): MemberColumns {
  return {
    count: rows.length,
    names: new TextEncoder().encode(Array.from(rows, (row) => list.username(row)).join('\n')),
    followedAt: Float64Array.from(rows, (row) => list.followedAt(row) ?? NaN),
  };
}

/** The buffers of the rows, for the worker to hand over rather than copy. */
export const memberBuffers = (members: AudienceMembers): ArrayBuffer[] =>
  Object.values(members.lists).flatMap((columns) =>
    [columns.names, columns.followedAt, columns.reasons].flatMap((array) =>
      array ? [array.buffer as ArrayBuffer] : [],
    ),
  );

/** A run of up to `size` accounts of one list, in key order: what one stored block holds. */
export interface ColumnBlock {
  usernames: string[];
  /** Unix seconds, NaN where the export does not date the account. */
  followedAt: Float64Array;
  reasons?: Uint8Array;
}

/** The list `size` accounts at a time, each block's usernames decoded only when it is reached. */
export function* columnBlocks(columns: MemberColumns, size: number): Generator<ColumnBlock> {
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
    yield {
      usernames,
      followedAt: columns.followedAt.subarray(start, end),
      ...(columns.reasons && { reasons: columns.reasons.subarray(start, end) }),
    };
  }
}
