/**
 * Reading an uploaded export off the event loop (issue 26): unpacking a ZIP and parsing a large
 * account's lists take seconds of CPU, which in the server's own thread would stall every other
 * request. Each import runs in a worker thread of its own under a memory ceiling (an export that
 * needs more is refused, the server lives on), and only so many run at once on a server: beyond
 * that the caller is asked to come back shortly.
 */
import { Worker } from 'node:worker_threads';
import { InstagramExportError, type InstagramExportProblem } from './instagram-export.ts';
import type { readExportUpload, UploadedFile } from './read-export-upload.ts';

type ExportLists = ReturnType<typeof readExportUpload>;
type WorkerAnswer =
  | { ok: true; lists: ExportLists }
  | { ok: false; problem: InstagramExportProblem; fileName: string | null; detail: string };

/** More imports at once than the server takes. */
export class ImportsBusy extends Error {
  override readonly name = 'ImportsBusy';
}

/** An export that needs more memory to read than an import may take. */
export class ExportTooLarge extends Error {
  override readonly name = 'ExportTooLarge';
}

const WORKER = new URL('./export-worker.mjs', import.meta.url);

export interface ExportReaderLimits {
  /** Imports read at once on this server. */
  atOnce: number;
  /** The heap one import may grow to (a 100 MB unpack cap needs about 600 MB). */
  memoryMb: number;
}

export function exportReader({ atOnce, memoryMb }: ExportReaderLimits) {
  let running = 0;
  return async function readOffThread(files: UploadedFile[]): Promise<ExportLists> {
    if (running >= atOnce) throw new ImportsBusy('Other exports are being read right now');
    running += 1;
    try {
      // The bytes move to the worker rather than being copied.
      const transfer = files.map((file) => file.bytes.buffer as ArrayBuffer);
      const worker = new Worker(WORKER, {
        workerData: files,
        transferList: transfer,
        resourceLimits: { maxOldGenerationSizeMb: memoryMb },
      });
      const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExportTooLarge(error.message) : error),
        );
        worker.once('exit', (code) => reject(new Error(`The export reader stopped (${code}) without an answer`)));
      });
      await worker.terminate();
      if (answer.ok) return answer.lists;
      throw new InstagramExportError(answer.problem, answer.fileName, answer.detail);
    } finally {
      running -= 1;
    }
  };
}
