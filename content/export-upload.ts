/**
 * The Instagram data export upload on the Analytics screen (issue 7): the file names the
 * `ig-uploadExport` function accepts, the client's limits, and the card's copy. No imports, so
 * the server can share the name patterns.
 */

/** `followers_1.json`, `followers_2.json` … (one or more); older exports name a single `followers.json`. */
export const FOLLOWERS_FILE_NAME = /^followers(_\d+)?\.json$/i;
/** Exactly one per upload. */
export const FOLLOWING_FILE_NAME = /^following\.json$/i;

/** A followers export of a very large account splits into a handful of files; more is a wrong folder. */
export const MAX_EXPORT_FILES = 10;
export const MAX_EXPORT_MEGABYTES = 25;
export const MAX_EXPORT_BYTES = MAX_EXPORT_MEGABYTES * 1024 * 1024;
/** 25 MB on a slow phone connection takes far longer than the default 15 s of a call. */
export const EXPORT_UPLOAD_TIMEOUT_MS = 120_000;

const FOLDER = 'connections/followers_and_following';

export const EXPORT_UPLOAD_COPY = {
  title: 'Analyse your own followers',
  intro: 'Upload the followers list from your Instagram data export to see exactly who follows you.',
  steps: [
    'In Instagram, open Accounts Center → Your information and permissions → Download your information.',
    'Request only "Followers and following", in JSON format. Instagram tells you when the download is ready.',
    `Unzip it, open the folder ${FOLDER} and choose followers_1.json (and followers_2.json … if present) with following.json.`,
  ],
  choose: 'Choose files',
  chooseOther: 'Choose other files',
  chosenFiles: 'Chosen files',
  upload: 'Upload',
  uploading: 'Uploading your export',
  tryAgain: 'Try again',
  uploaded: 'Your export was analysed. Upload a newer export later to see your new and lost followers.',
} as const;

const listOf = (names: string[]) => names.join(', ');

/** Why a selection cannot be uploaded; each names what is missing or extra. */
export const SELECTION_PROBLEM_TEXT = {
  tooMany: (count: number) => `You chose ${count} files. Choose at most ${MAX_EXPORT_FILES}: your followers files and following.json.`,
  notInExport: (names: string[]) =>
    `Not part of the followers export: ${listOf(names)}. Choose only followers_1.json (followers_2.json … if present) and following.json.`,
  chosenTwice: (names: string[]) => `Choose each file once: ${listOf(names)} ${names.length === 1 ? 'is' : 'are'} in the selection more than once.`,
  missing: (names: string[]) =>
    `${names.join(' and ')} ${names.length === 1 ? 'is' : 'are'} missing: choose ${names.length === 1 ? 'it' : 'them'} from the folder ${FOLDER}.`,
  tooLarge: `These files are larger than ${MAX_EXPORT_MEGABYTES} MB together. Choose only the followers files and following.json.`,
} as const;
