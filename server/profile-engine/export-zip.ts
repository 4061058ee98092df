/**
 * The followers lists inside Instagram's export ZIP as it arrives (issue 7): only
 * connections/followers_and_following/followers_N.json and following.json are unpacked, under
 * whatever top-level folder the export has; photos, videos and every other file stay unread.
 *
 * Why not fflate's unzipSync with a filter: it sizes an entry's output by the size the archive
 * declares and keeps inflating past it, so a lying entry (a zip bomb) burns CPU far beyond its
 * bytes. Here the lists are inflated by fflate's streaming Inflate, stopped once they unpack to
 * more than MAX_UNZIPPED_MEGABYTES together, whatever the archive claims.
 */
import { Inflate } from 'fflate';
import {
  EXPORT_FOLDER,
  FOLLOWERS_FILE_NAME,
  FOLLOWING_FILE_NAME,
  HTML_EXPORT_FILE_NAME,
  HTML_EXPORT_TEXT,
  MAX_UNZIPPED_MEGABYTES,
  MAX_ZIP_ENTRIES,
  ZIP_PROBLEM_TEXT,
} from '../../content/export-upload.ts';
import { InstagramExportError, type ExportFile } from './instagram-export.ts';
import { readZipDirectory, ZipFormatError, type ZipEntry } from './zip-directory.ts';

const STORED = 0;
const DEFLATED = 8;
/** Compressed bytes per push: one push inflates to at most ~1,000 times as much before the budget is checked. */
const INFLATE_CHUNK_BYTES = 16 * 1024;
const MAX_UNZIPPED_BYTES = MAX_UNZIPPED_MEGABYTES * 1024 * 1024;
/** The file name of an entry in the lists' folder, at the archive's root or under any folders. */
const LIST_PATH = new RegExp(`(?:^|/)${EXPORT_FOLDER}/([^/]+)$`);

const isJsonList = (name: string) => FOLLOWERS_FILE_NAME.test(name) || FOLLOWING_FILE_NAME.test(name);

/** The JSON lists of the export in `zip`, named as in the export (followers_1.json …, following.json). */
export function exportFilesInZip(zip: Uint8Array): ExportFile[] {
  const lists = unlessUnreadable(() => listEntriesOf(zip));
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
  return lists
    .filter((list) => isJsonList(list.name))
    .map((list) => ({ name: list.name, text: unlessUnreadable(() => unzippedText(list.entry, budget)) }));
}

/** The entries of the lists' folder (JSON or HTML), by file name. */
function listEntriesOf(zip: Uint8Array): Array<{ name: string; entry: ZipEntry }> {
  const directory = readZipDirectory(zip);
  if (directory.count > MAX_ZIP_ENTRIES)
    throw new InstagramExportError('zip-too-large', null, ZIP_PROBLEM_TEXT.tooManyEntries);
  const lists: Array<{ name: string; entry: ZipEntry }> = [];
  for (const entry of directory.entries()) {
    // Archivers on Windows may write backslashes.
    const name = LIST_PATH.exec(entry.name.replaceAll('\\', '/'))?.[1];
    if (name && (isJsonList(name) || HTML_EXPORT_FILE_NAME.test(name))) lists.push({ name, entry });
  }
  return lists;
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
