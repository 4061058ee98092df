/**
 * An export's lists, and the form they are stored in (export-snapshots.ts): the usernames as JSON,
 * gzip-compressed, so the 450,000 followers of the largest export take a few MB instead of a jsonb
 * value several times that size, with when each follower followed where the export dates it.
 * Snapshots stored before migration 010 hold the same JSON uncompressed. Packing and unpacking a
 * large account's lists take a while: they run in the profile worker (profile-worker.ts).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ProfileUser } from '../../contracts/profile.ts';

/** An account of an export list; `followedAt` (Unix seconds): when the relationship began, where the export dates it. */
export type ListedAccount = ProfileUser & { followedAt?: number | null };

export interface ExportLists {
  followers: ListedAccount[];
  following: ListedAccount[];
  /** The subscriber's own doings that explain a lost follower: accounts they blocked, restricted or unfollowed. */
  blocked?: string[];
  restricted?: string[];
  unfollowed?: string[];
}

/**
 * A list's usernames and follow dates as columns: the followers of the export before the latest
 * (new and lost followers) are kept so, a million of them as objects taking about 40 MB more while
 * an upload is read against them.
 */
export interface AccountColumns {
  usernames: string[];
  /** Unix seconds per account, in the same order, where the export dates them. */
  followedAt: (number | null)[];
}

/** The latest export and the followers of the one before it. */
export interface ExportSnapshots {
  latest: ExportLists;
  previous?: AccountColumns;
}

interface StoredLists {
  followers: string[];
  following: string[];
  /** Unix seconds per follower, in the same order (absent in snapshots stored before it was kept). */
  followedAt?: (number | null)[];
}

const usernamesOf = (users: ProfileUser[]) => users.map((user) => user.username);

/** The packed lists, in a buffer of their own (so a worker can hand them over without a copy). */
export function packExportLists(lists: ExportLists): Uint8Array {
  const stored: StoredLists = {
    followers: usernamesOf(lists.followers),
    following: usernamesOf(lists.following),
    followedAt: lists.followers.map((user) => user.followedAt ?? null),
  };
  return new Uint8Array(gzipSync(JSON.stringify(stored)));
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

function storedListsOf(packed: Uint8Array): StoredLists {
  const json = isGzip(packed) ? gunzipSync(packed) : packed;
  return JSON.parse(new TextDecoder().decode(json)) as StoredLists;
}

export function unpackExportLists(packed: Uint8Array): ExportLists {
  const stored = storedListsOf(packed);
  return {
    followers: stored.followers.map((username, index) => ({
      username,
      followedAt: stored.followedAt?.[index] ?? null,
    })),
    following: stored.following.map((username) => ({ username })),
  };
}

/** Only the followers, as columns: the export before the latest. */
export function unpackPreviousFollowers(packed: Uint8Array): AccountColumns {
  const { followers, followedAt } = storedListsOf(packed);
  return { usernames: followers, followedAt: followedAt ?? followers.map(() => null) };
}
