/**
 * Composition of the export upload: the real call (loaded on first use, like every
 * service) reporting its bytes sent to the machine, and a fresh fetch of the profile document
 * once the upload has changed it.
 */
import type { ProfileDocument } from '../../contracts/profile';
import { exportUploadMachine, type UploadExportInput } from '../../machines/export-upload.machine';
import { fromCall } from './call';
import { config } from './config';
import { insights } from './insights';
import { idToken, profileService } from './services';

export const exportUploadLogic = exportUploadMachine.provide({
  actors: {
    uploadExport: fromCall<ProfileDocument, UploadExportInput>(async ({ input, signal }) =>
      (await profileService()).uploadExport(config.functionsUrl, await idToken(), input.files, {
        onProgress: (progress) => input.progressTo.send({ type: 'upload.progress', progress }),
        signal,
      }),
    ),
  },
  actions: {
    profileUpdated: () => insights.send({ type: 'insights.refresh' }),
  },
});
