/**
 * Inside the export reader's worker thread: reads the files it is handed (unpacks the ZIP, parses
 * the lists) and answers the lists, or the export's problem as the route words it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { InstagramExportError } from './instagram-export.ts';
import { readExportUpload, type UploadedFile } from './read-export-upload.ts';

const port = parentPort;
if (!port) throw new Error('The export reader runs as a worker thread');
try {
  port.postMessage({ ok: true, lists: readExportUpload(workerData as UploadedFile[]) });
} catch (error) {
  if (!(error instanceof InstagramExportError)) throw error;
  port.postMessage({ ok: false, problem: error.problem, fileName: error.fileName, detail: error.detail });
}
