/**
 * The model of the export upload that the model-based machine test walks
 * (test/machines/export-upload.machine.test.ts): the selections a user makes, the answers of
 * ig-uploadExport, and the state and message each leads to.
 */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { ProfileDocument } from '../../contracts/profile';
import { callFailure } from '../harness/call-failure';
import type { exportUploadMachine, ExportUploadEvent } from '../../machines/export-upload.machine';
// The dotted state path of the breach-check model serves every model.
import { stateName } from './breach-check.model';

export type Snapshot = SnapshotFrom<typeof exportUploadMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

/**
 * A file as the selection check and the fake upload see it. Plain objects, not File: the model
 * tells events apart by their JSON, and a File serialises to `{}`.
 */
export const file = (name: string, size = 2_000) => ({ name, size }) as File;

export const VALID = [file('followers_1.json'), file('following.json')];
export const MISSING_FOLLOWING = [file('followers_1.json')];

export const MISSING_FOLLOWING_TEXT =
  'following.json is missing: choose it from the folder connections/followers_and_following.';
const SOMETHING_WENT_WRONG = 'Something went wrong';

const select = (files: File[]): ExportUploadEvent => ({ type: 'upload.select', files });

/** Choosing files (a good selection, a bad one, a cancelled dialog) and pressing Upload / Try again. */
export const userEvents: ExportUploadEvent[] = [
  select(VALID),
  select(MISSING_FOLLOWING),
  select([]),
  { type: 'upload.submit' },
];

/** The upload's reports while it sends: half the bytes, then all of them. */
export const progressReports: ExportUploadEvent[] = [
  { type: 'upload.progress', progress: 0.5 },
  { type: 'upload.progress', progress: 1 },
];

export const PROFILE: ProfileDocument = { _insights: { status: 'completed' }, _updatedAt: { _seconds: 1_750_000_000 } };

/** The state an answer leads to and the message it shows. */
export interface UploadResult {
  result: EventObject;
  state: string;
  message: string | null;
}

/** A refusal of ig-uploadExport as src/services/call-failure.ts reads it: the status, the server's words and code. */
export const refusal = (status: number, words: string, code: string | null = null) =>
  callFailure({ status, code, text: words, serverText: words });
export const OFFLINE = callFailure({ text: 'Failed to fetch' });

const invalidExport = refusal(400, 'followers_1.json: the file is not valid JSON', 'invalid-export');
const tooLarge = refusal(413, 'The files are larger than 25 MB', 'too-large');
const rateLimited = refusal(429, 'Too many requests, try again later');

/** Every answer of ig-uploadExport in the server's contract, and a network failure. */
const RESULTS: UploadResult[] = [
  { result: done('uploadExport', PROFILE), state: 'choosing.uploaded', message: null },
  {
    result: failed('uploadExport', invalidExport),
    state: 'choosing.chosen.failed',
    message: 'followers_1.json: the file is not valid JSON',
  },
  {
    result: failed('uploadExport', tooLarge),
    state: 'choosing.chosen.failed',
    message: 'The files are larger than 25 MB',
  },
  {
    result: failed('uploadExport', rateLimited),
    state: 'choosing.chosen.failed',
    message: 'Too many requests, try again later',
  },
  // Other statuses and network failures: the server's or browser's wording is not for the user.
  {
    result: failed('uploadExport', refusal(500, 'Internal error')),
    state: 'choosing.chosen.failed',
    message: SOMETHING_WENT_WRONG,
  },
  {
    result: failed('uploadExport', OFFLINE),
    state: 'choosing.chosen.failed',
    message: SOMETHING_WENT_WRONG,
  },
];

export function resultRow(event: EventObject): UploadResult | undefined {
  return RESULTS.find((row) => JSON.stringify(row.result) === JSON.stringify(event));
}

export const resultsIn = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches('uploading') ? RESULTS.map((row) => row.result) : [];

/** State, files and message; the progress only while uploading, where the card shows it. */
export const serialize = (snapshot: Snapshot) =>
  JSON.stringify({
    state: stateName(snapshot.value),
    files: snapshot.context.files.map((chosen) => chosen.name),
    message: snapshot.context.message,
    ...(snapshot.matches('uploading') && { progress: snapshot.context.progress }),
  });

export const parse = (expected: string) =>
  JSON.parse(expected) as { state: string; files: string[]; message: string | null; progress?: number };

/** What each call of the upload was given, without the machine it reports to. */
export const uploadedFiles = (calls: Array<{ id: string; input: unknown }>) =>
  calls.map(({ id, input }) => ({ id, files: (input as { files: File[] }).files }));
