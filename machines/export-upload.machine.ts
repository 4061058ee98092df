/**
 * Upload of the user's Instagram data export on the Analytics screen: choosing Instagram's
 * ZIP or the JSON files from it checks their names, count and size (idle → ready or invalid);
 * 'upload.submit' uploads them, sending while the upload reports its bytes sent, then analysing
 * once all are sent and the server reads them; the new profile document means success
 * (`profileUpdated` lets the rest of the app fetch it), a failure keeps the files for 'Try again'.
 * A new selection from any state but uploading starts over. Pure: the upload arrives through `.provide()`.
 */
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import {
  EXPORT_ZIP_NAME,
  FOLLOWERS_FILE_NAME,
  FOLLOWING_FILE_NAME,
  isExportListFile,
  HTML_EXPORT_FILE_NAME,
  SELECTION_PROBLEM_TEXT,
} from '../content/export-upload';
import { MAX_EXPORT_BYTES, MAX_EXPORT_FILES } from '../contracts/export-upload';
import type { ProfileDocument } from '../contracts/profile';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { notProvided } from './not-provided';

export interface ExportUploadContext {
  /** The files chosen last (kept for 'Try again'). */
  files: File[];
  /** What invalid (the selection's problem) or failed (the upload's failure) shows. */
  message: string | null;
  /** The share of the upload's bytes sent (0..1), while uploading. */
  progress: number;
  /** After an upload: the export's files read, and the optional lists it did not hold. */
  exportFiles: ProfileDocument['_exportFiles'] | null;
}

/** The upload's report of its bytes sent (0..1). */
export type UploadProgressEvent = { type: 'upload.progress'; progress: number };

export type ExportUploadEvent =
  { type: 'upload.select'; files: File[] } | { type: 'upload.submit' } | UploadProgressEvent;

/** The upload's input: the files, and this machine for its progress reports (a promise actor sends to actors it is given). */
export interface UploadExportInput {
  files: File[];
  progressTo: { send: (event: UploadProgressEvent) => void };
}

/** What the selection check reads of a file. */
type NamedFile = Pick<File, 'name' | 'size'>;

function chosenMoreThanOnce(names: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) (seen.has(name.toLowerCase()) ? twice : seen).add(name.toLowerCase());
  return [...twice];
}

/** Why these files cannot be uploaded (the server's naming rules, the client's limits), or null. Pure. */
export function selectionProblem(files: NamedFile[]): string | null {
  const names = files.map((file) => file.name);
  if (names.some((name) => EXPORT_ZIP_NAME.test(name))) return zipSelectionProblem(files);
  if (names.some((name) => HTML_EXPORT_FILE_NAME.test(name))) return SELECTION_PROBLEM_TEXT.html;
  if (files.length > MAX_EXPORT_FILES) return SELECTION_PROBLEM_TEXT.tooMany(files.length);
  const strangers = names.filter((name) => !isExportListFile(name));
  if (strangers.length) return SELECTION_PROBLEM_TEXT.notInExport(strangers);
  const duplicates = chosenMoreThanOnce(names);
  if (duplicates.length) return SELECTION_PROBLEM_TEXT.chosenTwice(duplicates);
  const missing = [
    ...(names.some((name) => FOLLOWERS_FILE_NAME.test(name)) ? [] : ['followers_1.json']),
    ...(names.some((name) => FOLLOWING_FILE_NAME.test(name)) ? [] : ['following.json']),
  ];
  if (missing.length) return SELECTION_PROBLEM_TEXT.missing(missing);
  const bytes = files.reduce((total, file) => total + file.size, 0);
  return bytes > MAX_EXPORT_BYTES ? SELECTION_PROBLEM_TEXT.tooLarge : null;
}

/** Instagram's ZIP goes alone; what is inside is the server's to check. */
function zipSelectionProblem(files: NamedFile[]): string | null {
  if (files.length > 1) return SELECTION_PROBLEM_TEXT.zipWithOthers;
  return files[0].size > MAX_EXPORT_BYTES ? SELECTION_PROBLEM_TEXT.zipTooLarge : null;
}

/** Statuses whose answer the server words for the user (invalid export, too large, rate limit). */
const SERVER_WORDED_STATUSES = [400, 413, 429];

/** The failure an upload shows: the server's own words where it gives them for the user, else the generic text. */
export function uploadFailureText(failure: CallFailure): string {
  const worded = failure.status !== null && SERVER_WORDED_STATUSES.includes(failure.status);
  return (worded && failure.serverText) || SOMETHING_WENT_WRONG;
}

type SelectEvent = Extract<ExportUploadEvent, { type: 'upload.select' }>;

const chosenFiles = ({ event }: { event: SelectEvent }) => ({ files: event.files });
const reportedProgress = ({ event }: { event: UploadProgressEvent }) => ({ progress: event.progress });
const uploadFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });
const uploadedDocument = ({ event }: { event: { output: ProfileDocument } }) => ({ document: event.output });

const uploadInput = ({ context, self }: { context: ExportUploadContext; self: UploadExportInput['progressTo'] }) => ({
  files: context.files,
  progressTo: self,
});

export const exportUploadMachine = setup({
  types: {
    context: {} as ExportUploadContext,
    events: {} as ExportUploadEvent,
  },
  actors: {
    /** The new profile document built from the export. */
    uploadExport: fromPromise<ProfileDocument, UploadExportInput>(notProvided('uploadExport')),
  },
  actions: {
    // Side effect: the composition root lets the insights actor fetch the new document.
    profileUpdated: () => {},
    assignSelection: assign((_, { files }: { files: File[] }) => ({ files, message: selectionProblem(files) })),
    startUpload: assign({ message: null, progress: 0, exportFiles: null }),
    assignProgress: assign((_, params: { progress: number }) => params),
    assignFailure: assign((_, { failure }: { failure: CallFailure }) => ({ message: uploadFailureText(failure) })),
    assignExportFiles: assign((_, { document }: { document: ProfileDocument }) => ({
      exportFiles: document._exportFiles ?? null,
    })),
  },
  guards: {
    isUploadable: (_, { files }: { files: File[] }) => selectionProblem(files) === null,
    // A cancelled file dialog may report an empty selection: it changes nothing.
    hasFiles: (_, { files }: { files: File[] }) => files.length > 0,
    allBytesSent: (_, { progress }: { progress: number }) => progress >= 1,
  },
}).createMachine({
  id: 'exportUpload',
  context: { files: [], message: null, progress: 0, exportFiles: null },
  initial: 'choosing',
  states: {
    // Every state where files may be chosen: all but uploading.
    choosing: {
      description: "The card 'Analyse your own followers' with its three steps; files can be chosen.",
      initial: 'idle',
      on: {
        'upload.select': [
          {
            guard: { type: 'isUploadable', params: chosenFiles },
            target: '.chosen.ready',
            actions: { type: 'assignSelection', params: chosenFiles },
          },
          {
            guard: { type: 'hasFiles', params: chosenFiles },
            target: '.invalid',
            actions: { type: 'assignSelection', params: chosenFiles },
          },
        ],
      },
      states: {
        idle: {
          description:
            "The card 'Analyse your own followers' explains how to get the export and offers 'Choose files'; nothing is chosen yet.",
        },
        invalid: {
          description:
            "The card lists the chosen files under 'Choose other files' and says in red why they cannot be uploaded; 'Upload' is disabled.",
        },
        // Files that can be sent: first 'Upload', after a failure 'Try again' (the same files).
        chosen: {
          description: 'The card lists the chosen files, which can be uploaded.',
          on: { 'upload.submit': '#exportUpload.uploading' },
          initial: 'ready',
          states: {
            ready: {
              description: "The card lists the chosen files, with 'Upload' and 'Choose other files'.",
            },
            failed: {
              description:
                "The card says in red why the upload failed, keeps the chosen files listed and offers 'Try again'.",
            },
          },
        },
        uploaded: {
          description:
            "The card says 'Your export was analysed. Upload a newer export later to see your new and lost followers.', which of the export's files were read and which optional lists it did not hold, and keeps the chosen files listed; the Analytics screen fetches the new analysis.",
        },
      },
    },
    uploading: {
      description: "The files are uploading: 'Upload' spins and no other files can be chosen.",
      entry: 'startUpload',
      invoke: {
        id: 'uploadExport',
        src: 'uploadExport',
        input: uploadInput,
        onDone: {
          target: 'choosing.uploaded',
          actions: ['profileUpdated', { type: 'assignExportFiles', params: uploadedDocument }],
        },
        onError: { target: 'choosing.chosen.failed', actions: { type: 'assignFailure', params: uploadFailure } },
      },
      initial: 'sending',
      states: {
        // The progress bar: the share of the bytes sent so far.
        sending: {
          description:
            "A progress bar shows the share sent so far ('0%' to '100%'); 'Upload' spins and no other files can be chosen.",
          on: {
            'upload.progress': [
              {
                guard: { type: 'allBytesSent', params: reportedProgress },
                target: 'analysing',
                actions: { type: 'assignProgress', params: reportedProgress },
              },
              { actions: { type: 'assignProgress', params: reportedProgress } },
            ],
          },
        },
        // Every byte is sent; the server reads the export and builds the document.
        analysing: {
          description:
            "Every byte is sent: the card says 'Analysing your export…' while the server reads the export; 'Upload' still spins.",
        },
      },
    },
  },
});
