/**
 * Parsing of the account lists in a user's own Instagram data export
 * ("Followers and following" in JSON): followers_1.json … followers_N.json and following.json.
 */
import {
  FOLLOWERS_FILE_NAME,
  FOLLOWING_FILE_NAME,
  HTML_EXPORT_FILE_NAME,
  HTML_EXPORT_TEXT,
} from '../../content/export-upload.ts';
import type { ProfileUser } from '../../contracts/profile.ts';
import { usernameKey } from './source.ts';

export type InstagramExportProblem =
  | 'invalid-json'
  | 'unexpected-shape'
  | 'missing-username'
  | 'invalid-username'
  | 'no-files'
  | 'unknown-file'
  | 'html-export'
  | 'zip-with-other-files'
  | 'unreadable-zip'
  | 'zip-too-large';

/** Bad input is reported with this error, never as a TypeError from deep inside the parser. */
export class InstagramExportError extends Error {
  readonly problem: InstagramExportProblem;
  /** The file the problem is in; null for the upload as a whole (a ZIP's problems are worded for the user). */
  readonly fileName: string | null;
  /** What is wrong, without the file's name. */
  readonly detail: string;

  constructor(problem: InstagramExportProblem, fileName: string | null, detail: string) {
    super(fileName === null ? detail : `${fileName}: ${detail}`);
    this.name = 'InstagramExportError';
    this.problem = problem;
    this.fileName = fileName;
    this.detail = detail;
  }
}

/** Letters, digits, periods and underscores, at most 30: what Instagram lets a username be. */
const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/;

export interface ExportFile {
  name: string;
  text: string;
}

/** The files of one upload, told apart by the names the export gives them: followers_N.json and one following.json. */
export function parseInstagramExport(files: ExportFile[]): { followers: ProfileUser[]; following: ProfileUser[] } {
  if (files.some((file) => HTML_EXPORT_FILE_NAME.test(file.name)))
    throw new InstagramExportError('html-export', null, HTML_EXPORT_TEXT);
  const unknown = files.find((file) => !FOLLOWERS_FILE_NAME.test(file.name) && !FOLLOWING_FILE_NAME.test(file.name));
  if (unknown)
    throw new InstagramExportError(
      'unknown-file',
      unknown.name,
      'expected followers_1.json (followers_2.json …) and following.json',
    );
  const following = files.filter((file) => FOLLOWING_FILE_NAME.test(file.name));
  if (following.length !== 1)
    throw new InstagramExportError(
      'no-files',
      'following.json',
      following.length ? 'the file was given twice' : 'the file is missing',
    );
  return {
    followers: parseFollowersExport(files.filter((file) => FOLLOWERS_FILE_NAME.test(file.name))),
    following: parseFollowingExport(following[0]),
  };
}

/** Several followers_N.json files (large accounts get more than one) merged into one list without duplicates. */
export function parseFollowersExport(files: ExportFile[]): ProfileUser[] {
  if (files.length === 0) throw new InstagramExportError('no-files', 'followers', 'no followers file was given');
  return uniqueUsers(files.flatMap((file) => parseAccountList(file, 'relationships_followers')));
}

export function parseFollowingExport(file: ExportFile): ProfileUser[] {
  return uniqueUsers(parseAccountList(file, 'relationships_following'));
}

/** Exports hold either a bare array of entries or the array wrapped under one `relationships_*` key. */
function parseAccountList(file: ExportFile, wrapperKey: string): ProfileUser[] {
  const json = parseJson(file);
  const entries = Array.isArray(json) ? json : isRecord(json) ? json[wrapperKey] : undefined;
  if (!Array.isArray(entries)) {
    throw new InstagramExportError(
      'unexpected-shape',
      file.name,
      `expected an array of accounts or an object with "${wrapperKey}"`,
    );
  }
  return entries.map((entry, index) => ({ username: usernameOf(entry, file.name, index) }));
}

/**
 * Older exports put the username in `string_list_data[0].value` and leave `title` empty;
 * newer ones put it in `title` and drop `value`.
 */
function usernameOf(entry: unknown, fileName: string, index: number): string {
  const first = isRecord(entry) && Array.isArray(entry.string_list_data) ? entry.string_list_data[0] : undefined;
  const candidates = [isRecord(first) ? first.value : undefined, isRecord(entry) ? entry.title : undefined];
  const username = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (username === undefined)
    throw new InstagramExportError('missing-username', fileName, `entry ${index} has no username`);
  // Instagram's own rule; anything else is not from Instagram and never reaches a page or a report.
  if (!INSTAGRAM_USERNAME.test(username.trim()))
    throw new InstagramExportError('invalid-username', fileName, `entry ${index} is not an Instagram username`);
  return username.trim();
}

function parseJson(file: ExportFile): unknown {
  try {
    return JSON.parse(file.text);
  } catch {
    throw new InstagramExportError('invalid-json', file.name, 'the file is not valid JSON');
  }
}

function uniqueUsers(users: ProfileUser[]): ProfileUser[] {
  const byKey = new Map(users.map((user) => [usernameKey(user.username), user]));
  return [...byKey.values()];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
