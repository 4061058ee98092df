/**
 * Composition of the export upload (issue 7): the real call (loaded on first use, like every
 * service), and a fresh fetch of the profile document once the upload has changed it.
 */
import { fromPromise } from 'xstate';
import type { ProfileDocument } from '../../content/profile-data';
import { exportUploadMachine } from '../../machines/export-upload.machine';
import { config } from './config';
import { insights } from './insights';
import { idToken, profileService } from './services';

export const exportUploadLogic = exportUploadMachine.provide({
  actors: {
    uploadExport: fromPromise<ProfileDocument, { files: File[] }>(async ({ input }) =>
      (await profileService()).uploadExport(config.functionsUrl, await idToken(), input.files),
    ),
  },
  actions: {
    profileUpdated: () => insights.send({ type: 'insights.refresh' }),
  },
});
