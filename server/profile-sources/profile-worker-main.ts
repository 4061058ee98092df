/**
 * Inside a profile worker thread (profile-worker.ts): runs the job it is handed and answers its
 * result, or the upload's problem as the route words it. The built server runs this file as its
 * worker (dist-server/profile-worker.mjs); from source, profile-worker.mjs loads it.
 */
// First: modules run in the order they are imported.
import './thread-priority.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { InstagramExportError } from '../profile-engine/instagram-export.ts';
import { memberBuffers } from './audience-members.ts';
import { runProfileJob, type ProfileJob } from './profile-job.ts';

const port = parentPort;
if (!port) throw new Error('The profile job runs as a worker thread');
try {
  const result = runProfileJob(workerData as ProfileJob);
  // The packed lists and the rows move to the server's thread rather than being copied.
  port.postMessage({ ok: true, result }, [
    ...(result.packedUpload ? [result.packedUpload.buffer as ArrayBuffer] : []),
    ...(result.members ? memberBuffers(result.members) : []),
  ]);
} catch (error) {
  if (!(error instanceof InstagramExportError)) throw error;
  port.postMessage({ ok: false, problem: error.problem, fileName: error.fileName, detail: error.detail });
}
