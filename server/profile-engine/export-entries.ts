/**
 * The entries of one list file of the Instagram export: `{title, media_list_data, string_list_data:
 * [{href, value, timestamp}]}`, bare or wrapped, read defensively whichever export wrote them.
 */
import { InstagramExportError } from './export-error.ts';
import { usernameKey } from './source.ts';

/** Letters, digits, periods and underscores, at most 30: what Instagram lets a username be. */
const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;
/** instagram.com and its subdomains (www.). */
const INSTAGRAM_HOST = /(^|\.)instagram\.com$/i;

export interface ExportFile {
  name: string;
  /** A file of an export ZIP is unpacked when this is read (export-zip.ts): the parser reads each once. */
  text: string;
}

/**
 * An account of an export list; `followedAt`: when the relationship began, in Unix seconds as the
 * export gives it, where the export dates it (a number, not a date string: a large account has a million).
 */
export interface ExportAccount {
  username: string;
  followedAt: number | null;
}

/** Exports hold either a bare array of entries or the array wrapped under one `relationships_*` key. */
export function parseAccountList(file: ExportFile, wrapperKey: string): ExportAccount[] {
  const json = parseJson(file);
  const entries = Array.isArray(json) ? json : isRecord(json) ? json[wrapperKey] : undefined;
  if (!Array.isArray(entries)) {
    throw new InstagramExportError(
      'unexpected-shape',
      file.name,
      `expected an array of accounts or an object with "${wrapperKey}"`,
    );
  }
  return entries.map((entry: unknown, index) => ({
    username: usernameOf(entry, file.name, index),
    followedAt: followedAtOf(entry),
  }));
}

const firstStringData = (entry: unknown) =>
  isRecord(entry) && Array.isArray(entry.string_list_data) ? entry.string_list_data[0] : undefined;

/**
 * Older exports put the username in `string_list_data[0].value` and leave `title` empty; newer
 * ones put it in `title` and drop `value`. Failing both, the address names the account.
 */
function usernameOf(entry: unknown, fileName: string, index: number): string {
  const first = firstStringData(entry);
  // In that order, each read only when the ones before are blank: a million addresses take seconds to parse.
  const username =
    nonBlank(isRecord(first) ? first.value : undefined) ??
    nonBlank(isRecord(entry) ? entry.title : undefined) ??
    nonBlank(isRecord(first) ? usernameInHref(first.href) : undefined);
  if (username === undefined)
    throw new InstagramExportError('missing-username', fileName, `entry ${index} has no username`);
  // Instagram's own rule; anything else is not from Instagram and never reaches a page or a report.
  if (!INSTAGRAM_USERNAME.test(username.trim()))
    throw new InstagramExportError('invalid-username', fileName, `entry ${index} is not an Instagram username`);
  return username.trim();
}

const nonBlank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The last path segment of an instagram.com address: https://www.instagram.com/_u/name (newer) or /name. */
function usernameInHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  return INSTAGRAM_HOST.test(url.hostname) ? url.pathname.split('/').filter(Boolean).at(-1) : undefined;
}

/** Beyond this no date exists (ECMAScript's last, in seconds). */
const LAST_DATE_SECONDS = 8.64e12;

/** `timestamp` is in Unix seconds; one that is missing, not positive, or beyond any date dates nothing. */
function followedAtOf(entry: unknown): number | null {
  const first = firstStringData(entry);
  const seconds = isRecord(first) ? first.timestamp : undefined;
  return typeof seconds === 'number' && seconds > 0 && seconds <= LAST_DATE_SECONDS ? seconds : null;
}

function parseJson(file: ExportFile): unknown {
  // Read before parsing: a file in a ZIP is unpacked here, and its own refusals stand as they are.
  const text = file.text;
  try {
    return JSON.parse(text);
  } catch {
    throw new InstagramExportError('invalid-json', file.name, 'the file is not valid JSON');
  }
}

/** Without a second entry of the same account (whatever the case), the first one kept. */
export function uniqueAccounts(accounts: ExportAccount[]): ExportAccount[] {
  const byKey = new Map<string, ExportAccount>();
  for (const account of accounts) {
    const key = usernameKey(account.username);
    if (!byKey.has(key)) byKey.set(key, account);
  }
  return [...byKey.values()];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
