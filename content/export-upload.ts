/**
 * The Instagram data export upload on the Analytics screen: the file names the
 * `ig-uploadExport` function accepts (Instagram's ZIP as it is, or the JSON files from it), the
 * limits, and the card's copy. The wire's own limits are contracts/export-upload.ts.
 */
import { MAX_EXPORT_FILES, MAX_EXPORT_MEGABYTES } from '../contracts/export-upload.ts';
import { followersText, tableDate } from './growth.ts';

/** `followers_1.json`, `followers_2.json` … (one or more); older exports name a single `followers.json`. */
export const FOLLOWERS_FILE_NAME = /^followers(_\d+)?\.json$/i;
/** Exactly one per upload. */
export const FOLLOWING_FILE_NAME = /^following\.json$/i;
/** The same lists in an export requested in HTML instead of JSON: nothing the analysis can read. */
export const HTML_EXPORT_FILE_NAME = /^(followers(_\d+)?|following)\.html?$/i;
/**
 * The optional lists of the same folder, by what they hold: each file's names (the current one, then
 * the older exports' where it differs) and the key older and newer exports wrap its entries under.
 */
export const OPTIONAL_LIST_FILES = {
  blocked: { names: ['blocked_profiles.json', 'blocked_accounts.json'], key: 'relationships_blocked_users' },
  restricted: {
    names: ['restricted_profiles.json', 'restricted_accounts.json'],
    key: 'relationships_restricted_users',
  },
  unfollowed: {
    names: ['recently_unfollowed_profiles.json', 'recently_unfollowed_accounts.json'],
    key: 'relationships_unfollowed_users',
  },
  pendingRequests: { names: ['pending_follow_requests.json'], key: 'relationships_follow_requests_sent' },
  closeFriends: { names: ['close_friends.json'], key: 'relationships_close_friends' },
} as const;
export type OptionalList = keyof typeof OPTIONAL_LIST_FILES;
const OPTIONAL_LIST_NAMES: readonly string[] = Object.values(OPTIONAL_LIST_FILES).flatMap((list) => list.names);

/** A list file the analysis reads, chosen on its own (not in a ZIP): followers, following or an optional list. */
export const isExportListFile = (name: string) =>
  FOLLOWERS_FILE_NAME.test(name) || FOLLOWING_FILE_NAME.test(name) || OPTIONAL_LIST_NAMES.includes(name.toLowerCase());
/** A professional account's past insights (under logged_information/ in the ZIP). */
export const INSIGHTS_FOLDER = 'past_instagram_insights';
/** An insights file as the ZIP reader names it, with its folder. */
export const INSIGHTS_FILE_NAME = new RegExp(`^${INSIGHTS_FOLDER}/[^/]+\\.json$`, 'i');
/** The one insights file read: its audience summary dates follower counts for the growth chart. */
export const AUDIENCE_INSIGHTS_FILE_NAME = new RegExp(`^${INSIGHTS_FOLDER}/audience_insights\\.json$`, 'i');
/** The export as Instagram sends it; uploaded alone. */
export const EXPORT_ZIP_NAME = /\.zip$/i;
/** Where the lists are inside the export (in the ZIP, possibly under a top-level folder). */
export const EXPORT_FOLDER = 'connections/followers_and_following';

/**
 * What the lists read from a ZIP may unpack to together (a zip bomb stops here): an account of about
 * 1,200,000 followers, written as Instagram writes them (npm run bench:export).
 */
export const MAX_UNZIPPED_MEGABYTES = 256;
/** A "Followers and following" export holds a few dozen files; a full one thousands. */
export const MAX_ZIP_ENTRIES = 10_000;
/** 25 MB on a slow phone connection takes far longer than the default 15 s of a call. */
export const EXPORT_UPLOAD_TIMEOUT_MS = 120_000;

const REQUEST_JSON = 'In Instagram, request only "Followers and following", in JSON format';

export const EXPORT_UPLOAD_COPY = {
  title: 'Analyse your own followers',
  intro: 'Upload the followers list from your Instagram data export to see exactly who follows you.',
  steps: [
    'In Instagram, open Accounts Center → Your information and permissions → Download your information.',
    'Request only "Followers and following", in JSON format (not HTML). Instagram tells you when the download is ready.',
    `Choose the ZIP as Instagram sends it: no need to unzip it. Or choose followers_1.json (followers_2.json … if present) and following.json from its folder ${EXPORT_FOLDER}.`,
  ],
  choose: 'Choose files',
  chooseOther: 'Choose other files',
  chosenFiles: 'Chosen files',
  upload: 'Upload',
  uploading: 'Uploading your export',
  sent: (percent: number) => `${percent}%`,
  analysing: 'Analysing your export…',
  tryAgain: 'Try again',
  uploaded: 'Your export was analysed. Upload a newer export later to see your new and lost followers.',
  filesRead: (names: readonly string[]) => `Read from your export: ${names.join(', ')}.`,
  /** The follower counts the export's past insights dated (a professional account's), oldest first. */
  pastFollowers: (counts: ReadonlyArray<{ date: string; followers: number }>) =>
    counts.length
      ? `From your past insights, your growth chart now has ${counts.map(({ date, followers }) => `${followersText(followers)} followers on ${tableDate(date)}`).join(' and ')}.`
      : 'Your past insights were read, but they hold no follower count with its dates: your growth chart starts with your uploads and syncs.',
  filesMissing: (names: readonly string[]) =>
    `Not in this export: ${names.join(', ')}. They tell why followers left: request "Followers and following" again in JSON, for All time, and upload that export.`,
} as const;

/** The server's answer to an HTML export, and the selection check's to its files. */
export const HTML_EXPORT_TEXT =
  'This export is in HTML format. In Instagram, request your information again and choose the JSON format.';
/** A ZIP chosen with other files: the server refuses that mix too. */
export const ZIP_WITH_OTHER_FILES_TEXT = 'Choose the ZIP on its own, or the JSON files from it without the ZIP.';

const listOf = (names: string[]) => names.join(', ');

/** Why a selection cannot be uploaded; each names what is missing or extra. */
export const SELECTION_PROBLEM_TEXT = {
  tooMany: (count: number) =>
    `You chose ${count} files. Choose at most ${MAX_EXPORT_FILES}: the JSON files of the folder ${EXPORT_FOLDER}.`,
  notInExport: (names: string[]) =>
    `Not part of the followers export: ${listOf(names)}. Choose the export's ZIP, or followers_1.json (followers_2.json … if present), following.json and the other JSON files of ${EXPORT_FOLDER}.`,
  chosenTwice: (names: string[]) =>
    `Choose each file once: ${listOf(names)} ${names.length === 1 ? 'is' : 'are'} in the selection more than once.`,
  missing: (names: string[]) =>
    `${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} missing: choose ${names.length === 1 ? 'it' : 'them'} from the folder ${EXPORT_FOLDER}.`,
  zipWithOthers: ZIP_WITH_OTHER_FILES_TEXT,
  html: HTML_EXPORT_TEXT,
  tooLarge: `These files are larger than ${MAX_EXPORT_MEGABYTES} MB together. Choose the export's ZIP instead: it is far smaller.`,
  zipTooLarge: `This ZIP is larger than ${MAX_EXPORT_MEGABYTES} MB: it holds more than your followers. ${REQUEST_JSON}, and choose that ZIP.`,
} as const;

/** Why the server cannot read a ZIP (answered as the upload's failure). */
export const ZIP_PROBLEM_TEXT = {
  missing: (paths: string[]) =>
    `The ZIP has no ${paths.join(' and ')}. ${REQUEST_JSON}, and choose the ZIP as Instagram sends it.`,
  corrupt: 'The ZIP cannot be read. Download it from Instagram again and choose it as it is.',
  tooManyEntries: `The ZIP holds more than ${MAX_ZIP_ENTRIES} files. ${REQUEST_JSON}.`,
  tooLarge: `The followers lists in the ZIP unpack to more than ${MAX_UNZIPPED_MEGABYTES} MB, more than the analysis takes.`,
} as const;
