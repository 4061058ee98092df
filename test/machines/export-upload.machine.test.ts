/**
 * Model-based test of the export upload: every transition of the machine's graph on
 * live actors with a fake ig-uploadExport call; each selection, progress report and answer leads
 * to its state, files, message and progress, the chosen files are what is uploaded, and each
 * success lets the app fetch the new document once. The suite fails below 100 % of states and transitions.
 */
import { expect } from 'vitest';
import {
  exportUploadMachine,
  type ExportUploadEvent,
  type UploadProgressEvent,
} from '../../machines/export-upload.machine';
import { modelSuite } from '../harness/model-suite';
import {
  MISSING_FOLLOWING_TEXT,
  parse,
  progressReports,
  resultRow,
  resultsIn,
  serialize,
  uploadedFiles,
  userEvents,
  VALID,
} from './export-upload.model';

let profileUpdates = 0;
const names = (files: File[]) => files.map((chosen) => chosen.name);

modelSuite(exportUploadMachine, {
  events: (snapshot) => [...userEvents, ...progressReports, ...resultsIn(snapshot)],
  serialize,
  actions: { profileUpdated: () => profileUpdates++ },
  afterPath: (path, fakes) => {
    let uploads = 0;
    let successes = 0;
    let before: ReturnType<typeof parse> = { state: 'choosing.idle', files: [], message: null };
    for (const step of path.steps) {
      const shown = parse(step.expected);
      const row = resultRow(step.event);
      if (row) {
        expect({ state: shown.state, message: shown.message }).toEqual({ state: row.state, message: row.message });
        if (row.state === 'choosing.uploaded') successes++;
      } else if (step.event.type === 'upload.submit') {
        // Every upload, 'Try again' included, starts with no bytes sent.
        expect(shown).toEqual({ state: 'uploading.sending', files: names(VALID), message: null, progress: 0 });
        uploads++;
      } else if (step.event.type === 'upload.progress') {
        // Sending until every byte is sent, then analysing.
        const { progress } = step.event as UploadProgressEvent;
        expect(shown).toEqual({
          ...before,
          state: progress < 1 ? 'uploading.sending' : 'uploading.analysing',
          progress,
        });
      } else {
        const chosen = names((step.event as Extract<ExportUploadEvent, { type: 'upload.select' }>).files);
        // A cancelled dialog (no files) changes nothing; a selection starts over with its own check.
        if (chosen.length === 0) expect(shown).toEqual(before);
        else if (chosen.join() === names(VALID).join())
          expect(shown).toEqual({ state: 'choosing.chosen.ready', files: chosen, message: null });
        else expect(shown).toEqual({ state: 'choosing.invalid', files: chosen, message: MISSING_FOLLOWING_TEXT });
      }
      before = shown;
    }
    expect(uploadedFiles(fakes.calls)).toEqual(
      Array.from({ length: uploads }, () => ({ id: 'uploadExport', files: VALID })),
    );
    expect(profileUpdates).toBe(successes);
    profileUpdates = 0;
  },
});
