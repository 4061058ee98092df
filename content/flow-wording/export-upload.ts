/** The data export upload (machines/export-upload.machine.ts) in words: see wording.ts. */
import { SOMETHING_WENT_WRONG } from '../auth-errors';
import { EXPORT_UPLOAD_COPY } from '../export-upload';
import type { FlowWording, WordedEvent } from './wording';

interface UploadFailure {
  status?: number;
  data?: { error?: string | { message?: string } };
}

/** The server's words for a refusal (400, 413, 429), which the card shows as they are. */
function serverText({ data }: UploadFailure): string | undefined {
  const error = data?.error;
  return typeof error === 'string' ? error : error?.message;
}

function uploadFailure(event: WordedEvent): string {
  const failure = (event.error ?? {}) as UploadFailure;
  const { status } = failure;
  if (!status) return `The upload call gets no answer (network down); the card says '${SOMETHING_WENT_WRONG}'`;
  const text = [400, 413, 429].includes(status) ? serverText(failure) : undefined;
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
