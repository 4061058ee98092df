/**
 * Parsing of a user's own Instagram data export ("Followers and following" in JSON):
 * followers_1.json … followers_N.json and following.json, the optional lists of the same folder
 * (blocked, restricted, recently unfollowed, pending requests, close friends), and the audience
 * summary of a professional account's past insights (past-insights.ts).
 */
import {
  AUDIENCE_INSIGHTS_FILE_NAME,
  FOLLOWERS_FILE_NAME,
  FOLLOWING_FILE_NAME,
  HTML_EXPORT_FILE_NAME,
  HTML_EXPORT_TEXT,
  INSIGHTS_FILE_NAME,
  OPTIONAL_LIST_FILES,
  type OptionalList,
} from '../../content/export-upload.ts';
import { InstagramExportError } from './export-error.ts';
import { parseAccountList, uniqueAccounts, type ExportAccount, type ExportFile } from './export-entries.ts';
import { readPastAudienceInsights, type PastAudienceInsights } from './past-insights.ts';

export { InstagramExportError, type InstagramExportProblem } from './export-error.ts';
export type { ExportAccount, ExportFile } from './export-entries.ts';

export interface ParsedExport {
  /** Merged over followers_N.json, without duplicates (whatever the case; the first wins). */
  followers: ExportAccount[];
  following: ExportAccount[];
  /** Usernames; [] when the export has no such file. */
  blocked: string[];
  restricted: string[];
  /** Recently unfollowed by the subscriber. */
  unfollowed: string[];
  pendingRequests: string[];
  closeFriends: string[];
  /** A professional account's past audience summary, where its file dates a follower count. */
  pastAudience?: PastAudienceInsights;
  /**
   * The export's files read, as named in the upload, and the optional lists looked for and not
   * found, by their current name.
   */
  files: { found: string[]; missing: string[] };
}

type ExportFileKind = 'followers' | 'following' | OptionalList | 'insights';

const OPTIONAL_LISTS = Object.keys(OPTIONAL_LIST_FILES) as OptionalList[];

/** What a file of the export is, by its name (any case); undefined for a file the analysis does not take. */
export function exportFileKind(name: string): ExportFileKind | undefined {
  if (FOLLOWERS_FILE_NAME.test(name)) return 'followers';
  if (FOLLOWING_FILE_NAME.test(name)) return 'following';
  if (INSIGHTS_FILE_NAME.test(name)) return 'insights';
  const lowerCase = name.toLowerCase();
  return OPTIONAL_LISTS.find((list) => (OPTIONAL_LIST_FILES[list].names as readonly string[]).includes(lowerCase));
}

/** The files of one upload, told apart by the names the export gives them; followers and following are required. */
export function parseInstagramExport(files: ExportFile[]): ParsedExport {
  if (files.some((file) => HTML_EXPORT_FILE_NAME.test(file.name)))
    throw new InstagramExportError('html-export', null, HTML_EXPORT_TEXT);
  const unknown = files.find((file) => exportFileKind(file.name) === undefined);
  if (unknown)
    throw new InstagramExportError(
      'unknown-file',
      unknown.name,
      'expected followers_1.json (followers_2.json …) and following.json',
    );
  const following = singleFile(files, 'following', 'following.json');
  if (!following) throw new InstagramExportError('no-files', 'following.json', 'the file is missing');
  const usernamesIn = (list: OptionalList) => {
    const file = singleFile(files, list, OPTIONAL_LIST_FILES[list].names[0]);
    const accounts = file ? uniqueAccounts(parseAccountList(file, OPTIONAL_LIST_FILES[list].key)) : [];
    return accounts.map((account) => account.username);
  };
  return {
    followers: parseFollowersExport(files.filter((file) => exportFileKind(file.name) === 'followers')),
    following: parseFollowingExport(following),
    blocked: usernamesIn('blocked'),
    restricted: usernamesIn('restricted'),
    unfollowed: usernamesIn('unfollowed'),
    pendingRequests: usernamesIn('pendingRequests'),
    closeFriends: usernamesIn('closeFriends'),
    pastAudience: pastAudienceIn(files),
    files: {
      found: files.map((file) => file.name),
      missing: OPTIONAL_LISTS.filter((list) => !files.some((file) => exportFileKind(file.name) === list)).map(
        (list) => OPTIONAL_LIST_FILES[list].names[0],
      ),
    },
  };
}

function pastAudienceIn(files: ExportFile[]): PastAudienceInsights | undefined {
  const file = files.find((candidate) => AUDIENCE_INSIGHTS_FILE_NAME.test(candidate.name));
  return file && readPastAudienceInsights(file.text);
}

/** The upload's one file of `kind` (`name` in errors), if any: a list given twice cannot be told from itself. */
function singleFile(files: ExportFile[], kind: 'following' | OptionalList, name: string): ExportFile | undefined {
  const matching = files.filter((file) => exportFileKind(file.name) === kind);
  if (matching.length > 1) throw new InstagramExportError('no-files', name, 'the file was given twice');
  return matching[0];
}

/** Several followers_N.json files (large accounts get more than one) merged into one list without duplicates. */
export function parseFollowersExport(files: ExportFile[]): ExportAccount[] {
  if (files.length === 0) throw new InstagramExportError('no-files', 'followers', 'no followers file was given');
  return uniqueAccounts(files.flatMap((file) => parseAccountList(file, 'relationships_followers')));
}

export function parseFollowingExport(file: ExportFile): ExportAccount[] {
  return uniqueAccounts(parseAccountList(file, 'relationships_following'));
}
