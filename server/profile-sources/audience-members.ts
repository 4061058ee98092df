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
import type { ExportLists, ListedAccount } from './export-lists.ts';

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
    followedAt: Float64Array.from(entries, ([, account]) => account.followedAt ?? NaN),
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
