/**
 * Instagram's "Followers and following" export in JSON, built for the tests and the import
 * benchmark: the documented entry shape, files of 10,000 followers, following.json wrapped under
 * `relationships_following`, pretty-printed as Instagram writes them, in the ZIP's documented folder.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { EXPORT_FOLDER } from '../content/export-upload.ts';

const FOLLOWERS_PER_FILE = 10_000;
const EXPORTED_AT = 1_700_000_000;

export function accountEntries(usernames: string[]) {
  return usernames.map((value, index) => ({
    title: '',
    media_list_data: [],
    string_list_data: [{ href: `https://www.instagram.com/${value}`, value, timestamp: EXPORTED_AT + index }],
  }));
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

export interface ExportZipOptions {
  followers: string[];
  following: string[];
  /** The export's top-level folder; '' puts connections/ at the root. */
  root?: string;
  /** More entries by path under the root (photos, other JSON); `[bytes, { level: 0 }]` stores them uncompressed. */
  extra?: Zippable;
}

/** The export ZIP as Instagram sends it: followers_1.json, followers_2.json … and following.json. */
export function exportZip({
  followers,
  following,
  root = 'instagram-someone-2025-01-01',
  extra = {},
}: ExportZipOptions): Uint8Array {
  const under = (path: string) => (root ? `${root}/${path}` : path);
  const files: Zippable = {};
  for (let start = 0; start < followers.length; start += FOLLOWERS_PER_FILE) {
    const file = `${EXPORT_FOLDER}/followers_${start / FOLLOWERS_PER_FILE + 1}.json`;
    files[under(file)] = json(accountEntries(followers.slice(start, start + FOLLOWERS_PER_FILE)));
  }
  files[under(`${EXPORT_FOLDER}/following.json`)] = json({ relationships_following: accountEntries(following) });
  for (const [path, data] of Object.entries(extra)) files[under(path)] = data;
  return zipSync(files);
}

/** `count` distinct usernames starting with `prefix`. */
export const usernames = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);
