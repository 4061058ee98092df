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

/** The latest export and the one before it (new and lost followers). */
export interface ExportSnapshots {
  latest: ExportLists;
  previous?: ExportLists;
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

export function unpackExportLists(packed: Uint8Array): ExportLists {
  const json = isGzip(packed) ? gunzipSync(packed) : packed;
  const stored = JSON.parse(new TextDecoder().decode(json)) as StoredLists;
  return {
    followers: stored.followers.map((username, index) => ({
      username,
      followedAt: stored.followedAt?.[index] ?? null,
    })),
    following: stored.following.map((username) => ({ username })),
  };
}
