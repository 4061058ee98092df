/**
 * Profile jobs (profile-job.ts) off the event loop: unpacking and parsing an uploaded
 * export, and computing a large account's document, take seconds of CPU, which in the server's own
 * thread would stall every other request. Each job runs in a worker thread of its own under a
 * memory ceiling: a job that needs more fails alone, the server lives on. Starting a worker takes
 * about 0.2 s of CPU, so a job without an upload whose stored lists are small (a few ms of work)
 * runs here.
 */
import { Worker } from 'node:worker_threads';
import { InstagramExportError, type InstagramExportProblem } from '../profile-engine/instagram-export.ts';
import { runProfileJob, type ProfileJob, type ProfileJobResult } from './profile-job.ts';

type WorkerAnswer =
  | { ok: true; result: ProfileJobResult }
  | { ok: false; problem: InstagramExportProblem; fileName: string | null; detail: string };

/** An export whose lists need more memory than a job may take. */
export class ExportTooLarge extends Error {
  override readonly name = 'ExportTooLarge';
}

const WORKER = new URL('./profile-worker.mjs', import.meta.url);
/**
 * One job's heap: a second upload at the unpack cap (content/export-upload.ts), 1,200,000 followers
 * against as many before, peaks at about 880 MB of the process's memory in all (npm run bench:export).
 */
export const JOB_HEAP_MB = 768;
/** Stored lists up to this size, packed (several thousand followers), are computed here. */
const SMALL_JOB_BYTES = 64 * 1024;

export async function profileJob(job: ProfileJob): Promise<ProfileJobResult> {
  const storedBytes = job.parts.exports.reduce((sum, packed) => sum + packed.length, 0);
  if (!job.upload && storedBytes <= SMALL_JOB_BYTES) return runProfileJob(job);
  // The upload's bytes move to the worker rather than being copied.
  const worker = new Worker(WORKER, {
    workerData: job,
    transferList: job.upload?.map((file) => file.bytes.buffer as ArrayBuffer),
    resourceLimits: { maxOldGenerationSizeMb: JOB_HEAP_MB },
  });
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExportTooLarge(error.message) : error),
      );
      worker.once('exit', (code) => reject(new Error(`The profile worker stopped (${code}) without an answer`)));
    });
    if (answer.ok) return answer.result;
    throw new InstagramExportError(answer.problem, answer.fileName, answer.detail);
  } finally {
    await worker.terminate();
  }
}
