/**
 * An export's lists, and the form they are stored in (export-snapshots.ts): the usernames as JSON,
 * gzip-compressed, so the 450,000 followers of the largest export take a few MB instead of a jsonb
 * value several times that size. Snapshots stored before migration 010 hold the same JSON
 * uncompressed. Packing and unpacking a large account's lists take a while: they run in the
 * profile worker (profile-worker.ts).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ProfileUser } from '../../contracts/profile.ts';

export interface ExportLists {
  followers: ProfileUser[];
  following: ProfileUser[];
}

/** The latest export and the one before it (new and lost followers). */
export interface ExportSnapshots {
  latest: ExportLists;
  previous?: ExportLists;
}

interface StoredLists {
  followers: string[];
  following: string[];
}

const usernamesOf = (users: ProfileUser[]) => users.map((user) => user.username);
const usersOf = (usernames: string[]): ProfileUser[] => usernames.map((username) => ({ username }));

/** The packed lists, in a buffer of their own (so a worker can hand them over without a copy). */
export function packExportLists(lists: ExportLists): Uint8Array {
  const stored: StoredLists = { followers: usernamesOf(lists.followers), following: usernamesOf(lists.following) };
  return new Uint8Array(gzipSync(JSON.stringify(stored)));
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

export function unpackExportLists(packed: Uint8Array): ExportLists {
  const json = isGzip(packed) ? gunzipSync(packed) : packed;
  const stored = JSON.parse(new TextDecoder().decode(json)) as StoredLists;
  return { followers: usersOf(stored.followers), following: usersOf(stored.following) };
}
