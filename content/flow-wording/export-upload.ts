/** The data export upload (machines/export-upload.machine.ts) in words: see wording.ts. */
import type { CallFailure } from '../../domain/call-failure';
import { SOMETHING_WENT_WRONG } from '../auth-errors';
import { EXPORT_UPLOAD_COPY } from '../export-upload';
import type { FlowWording, WordedEvent } from './wording';

function uploadFailure(event: WordedEvent): string {
  const { status, serverText } = event.error as CallFailure;
  if (status === null) return `The upload call gets no answer (network down); the card says '${SOMETHING_WENT_WRONG}'`;
  // The server's words for a refusal (400, 413, 429), which the card shows as they are.
  const text = [400, 413, 429].includes(status) ? serverText : null;
  return `The upload call fails with ${status}; the card says '${text ?? SOMETHING_WENT_WRONG}'`;
}

export const wording: FlowWording = {
  precondition: () => "A signed-in subscriber on the Analytics screen, at the card 'Analyse your own followers'.",
  steps: {
    'upload.select': (event) => {
      const files = ((event.files ?? []) as Array<{ name: string }>).map((file) => file.name);
      return files.length
        ? `Press '${EXPORT_UPLOAD_COPY.choose}' (or '${EXPORT_UPLOAD_COPY.chooseOther}') and choose ${files.join(' and ')}`
        : `Press '${EXPORT_UPLOAD_COPY.choose}' (or '${EXPORT_UPLOAD_COPY.chooseOther}') and cancel the file dialog`;
    },
    'upload.submit': () =>
      `Press '${EXPORT_UPLOAD_COPY.upload}' ('${EXPORT_UPLOAD_COPY.tryAgain}' after a failed upload)`,
    'upload.progress': (event) => {
      const percent = Math.floor(Number(event.progress ?? 0) * 100);
      return percent >= 100 ? 'The upload has sent every byte (100%)' : `The upload has sent ${percent}% of the bytes`;
    },
    'done:uploadExport': () => 'The upload call answers the new profile analysed from the export',
    'error:uploadExport': uploadFailure,
  },
};
