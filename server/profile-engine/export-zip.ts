/**
 * The lists inside Instagram's export ZIP as it arrives: followers_N.json, following.json,
 * the optional lists (blocked, restricted …) and the past insights files are unpacked, from
 * connections/followers_and_following/ under whatever top-level folder the export has or, as files
 * move between folders from one export to the next, from any other folder; photos, videos and every
 * other file stay unread.
 *
 * Why not fflate's unzipSync with a filter: it sizes an entry's output by the size the archive
 * declares and keeps inflating past it, so a lying entry (a zip bomb) burns CPU far beyond its
 * bytes. Here the files are inflated by fflate's streaming Inflate, stopped once they unpack to
 * more than MAX_UNZIPPED_MEGABYTES together, whatever the archive claims.
 */
import { Inflate } from 'fflate';
import {
  EXPORT_FOLDER,
  FOLLOWERS_FILE_NAME,
  FOLLOWING_FILE_NAME,
  HTML_EXPORT_FILE_NAME,
  HTML_EXPORT_TEXT,
  INSIGHTS_FOLDER,
  MAX_UNZIPPED_MEGABYTES,
  MAX_ZIP_ENTRIES,
  ZIP_PROBLEM_TEXT,
} from '../../content/export-upload.ts';
import { exportFileKind, InstagramExportError, type ExportFile } from './instagram-export.ts';
import { readZipDirectory, ZipFormatError, type ZipEntry } from './zip-directory.ts';

const STORED = 0;
const DEFLATED = 8;
/** Compressed bytes per push: one push inflates to at most ~1,000 times as much before the budget is checked. */
const INFLATE_CHUNK_BYTES = 16 * 1024;
const MAX_UNZIPPED_BYTES = MAX_UNZIPPED_MEGABYTES * 1024 * 1024;
/** An entry in the lists' folder, at the archive's root or under any folders. */
const IN_LISTS_FOLDER = new RegExp(`(?:^|/)${EXPORT_FOLDER}/[^/]+$`);
const INSIGHTS_PATH = new RegExp(`(?:^|/)(${INSIGHTS_FOLDER}/[^/]+)$`);

const isJsonFile = (name: string) => exportFileKind(name) !== undefined;

/**
 * The export's JSON files in `zip`, named as in the export (followers_1.json …, following.json,
 * blocked_profiles.json …), the insights with their folder (past_instagram_insights/…).
 */
export function exportFilesInZip(zip: Uint8Array): ExportFile[] {
  const lists = unlessUnreadable(() => exportEntriesOf(zip));
  const names = lists.map((list) => list.name);
  const missing = [
    ...(names.some((name) => FOLLOWERS_FILE_NAME.test(name)) ? [] : [`${EXPORT_FOLDER}/followers_1.json`]),
    ...(names.some((name) => FOLLOWING_FILE_NAME.test(name)) ? [] : [`${EXPORT_FOLDER}/following.json`]),
  ];
  if (missing.length) {
    if (names.some((name) => HTML_EXPORT_FILE_NAME.test(name)))
      throw new InstagramExportError('html-export', null, HTML_EXPORT_TEXT);
    throw new InstagramExportError('no-files', null, ZIP_PROBLEM_TEXT.missing(missing));
  }
  const budget = unzipBudget(MAX_UNZIPPED_BYTES);
  // Unpacked when the parser reads it, one file at a time: a large account's followers_N.json
  // files are never all held as text at once.
  return lists
    .filter((list) => isJsonFile(list.name))
    .map((list) => ({
      name: list.name,
      get text() {
        return unlessUnreadable(() => unzippedText(list.entry, budget));
      },
    }));
}

/** The export's files (JSON or HTML), by name in the upload; a name in several folders is taken from the lists' folder, else from the first. */
function exportEntriesOf(zip: Uint8Array): Array<{ name: string; entry: ZipEntry }> {
  const directory = readZipDirectory(zip);
  if (directory.count > MAX_ZIP_ENTRIES)
    throw new InstagramExportError('zip-too-large', null, ZIP_PROBLEM_TEXT.tooManyEntries);
  const byName = new Map<string, { name: string; entry: ZipEntry; inListsFolder: boolean }>();
  for (const entry of directory.entries()) {
    // Archivers on Windows may write backslashes.
    const path = entry.name.replaceAll('\\', '/');
    const name = uploadNameOf(path);
    if (!isJsonFile(name) && !HTML_EXPORT_FILE_NAME.test(name)) continue;
    const inListsFolder = IN_LISTS_FOLDER.test(path);
    const earlier = byName.get(name.toLowerCase());
    if (!earlier || (inListsFolder && !earlier.inListsFolder))
      byName.set(name.toLowerCase(), { name, entry, inListsFolder });
  }
  return [...byName.values()];
}

/** A file's name, with its folder for the insights (their names, such as reach.json, say little alone). */
function uploadNameOf(path: string): string {
  return INSIGHTS_PATH.exec(path)?.[1] ?? path.slice(path.lastIndexOf('/') + 1);
}

/** Counts unpacked bytes across the lists and refuses the ZIP once they pass `limit`. */
function unzipBudget(limit: number) {
  let left = limit;
  return (bytes: number) => {
    left -= bytes;
    if (left < 0) throw new InstagramExportError('zip-too-large', null, ZIP_PROBLEM_TEXT.tooLarge);
  };
}

function unzippedText(entry: ZipEntry, spend: (bytes: number) => void): string {
  if (entry.encrypted) throw new ZipFormatError(`${entry.name} is encrypted`);
  const stored = entry.storedBytes();
  const decoder = new TextDecoder();
  if (entry.method === STORED) {
    spend(stored.length);
    return decoder.decode(stored);
  }
  if (entry.method !== DEFLATED) throw new ZipFormatError(`${entry.name} uses compression method ${entry.method}`);
  const parts: string[] = [];
  const inflate = new Inflate((chunk) => {
    spend(chunk.length);
    parts.push(decoder.decode(chunk, { stream: true }));
  });
  for (let at = 0; ; at += INFLATE_CHUNK_BYTES) {
    const final = at + INFLATE_CHUNK_BYTES >= stored.length;
    inflate.push(stored.subarray(at, at + INFLATE_CHUNK_BYTES), final);
    if (final) break;
  }
  return parts.join('') + decoder.decode();
}

/** A damaged archive (our reader's ZipFormatError, fflate's coded errors) is the user's unreadable ZIP, not a server fault. */
function unlessUnreadable<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    const damaged = error instanceof ZipFormatError || typeof (error as { code?: unknown } | null)?.code === 'number';
    if (!damaged) throw error;
    throw new InstagramExportError('unreadable-zip', null, ZIP_PROBLEM_TEXT.corrupt);
  }
}
