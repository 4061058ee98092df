/**
 * An export snapshot's accounts as rows (migration 013), so a category is read a page at a time
 * rather than carried whole: its followers and following, the friends among them (mutual), and
 * against the export before it the new followers and the lost ones, each lost one with why where
 * this export tells (the subscriber blocked, restricted or unfollowed them). Computed with the
 * upload in the profile worker; written here in statements of a few thousand rows with the event
 * loop let go in between (on PGlite every statement runs on the server's own thread), before the
 * snapshot names them.
 */
import { setImmediate as letOthersIn } from 'node:timers/promises';
import type { LostReason } from '../../contracts/audience-lists.ts';
import type { Queryable } from '../db/adapter.ts';
import { usernameKey } from '../profile-engine/source.ts';
import type { ExportLists, ListedAccount } from './export-lists.ts';

export type MemberList = 'followers' | 'following' | 'friends' | 'new' | 'lost';

/** One list's rows column by column (inserted with unnest), in key order. */
interface MemberColumns {
  usernames: string[];
  /** Unix seconds, where the export dates the follow. */
  followedAt: (number | null)[];
  /** Lost followers only. */
  reasons?: (LostReason | null)[];
}

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

const ROWS_PER_STATEMENT = 500;

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
    const reasonOf = lostReasons(latest);
    lists.lost = { ...columnsOf(lost), reasons: lost.map(([key]) => reasonOf(key)) };
  }
  return {
    lists,
    counts: {
      followers: followers.size,
      following: following.size,
      friends: friends.length,
      fans: followers.size - friends.length,
      new: lists.new?.usernames.length ?? null,
      lost: lists.lost?.usernames.length ?? null,
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
    usernames: entries.map(([, account]) => account.username),
    followedAt: entries.map(([, account]) =>
      account.followedAt ? Math.floor(Date.parse(account.followedAt) / 1000) : null,
    ),
  };
}

/** Why a follower is gone, where this export tells: the subscriber's own blocking, restricting or unfollowing. */
function lostReasons(latest: ExportLists): (key: string) => LostReason | null {
  const keysOf = (usernames: string[] = []) => new Set(usernames.map(usernameKey));
  const reasons: [LostReason, Set<string>][] = [
    ['blocked', keysOf(latest.blocked)],
    ['restricted', keysOf(latest.restricted)],
    ['you-unfollowed', keysOf(latest.unfollowed)],
  ];
  return (key) => reasons.find(([, keys]) => keys.has(key))?.[0] ?? null;
}

/** Writes the rows under `listsId`, for a snapshot to name next (or, for one stored before them, backfilled: rows there already are kept). */
export async function writeAudienceMembers(q: Queryable, listsId: string, members: AudienceMembers) {
  for (const [list, columns] of Object.entries(members.lists) as [MemberList, MemberColumns][]) {
    for (let start = 0; start < columns.usernames.length; start += ROWS_PER_STATEMENT) {
      const end = start + ROWS_PER_STATEMENT;
      await q.query(
        `INSERT INTO export_members (lists_id, list, username_key, username, followed_at, reason)
         SELECT $1, $2, lower(username), username, to_timestamp(followed_at), reason
         FROM unnest($3::text[], $4::float8[], $5::text[]) AS row(username, followed_at, reason)
         ON CONFLICT DO NOTHING`,
        [
          listsId,
          list,
          columns.usernames.slice(start, end),
          columns.followedAt.slice(start, end),
          columns.reasons?.slice(start, end) ?? columns.usernames.slice(start, end).map(() => null),
        ],
      );
      await letOthersIn();
    }
  }
}
