/**
 * The largest export the server takes (its lists unpack to just under the 100 MB cap), uploaded
 * while other clients keep calling: /healthz, and the subscription read every sign-in makes
 * (issue 26, finding 11). The export is unpacked and parsed in a worker thread and the server's
 * memory stays within a bound. Issue 26's goal for the others, p99 under 50 ms, is printed, not
 * yet held: storing the snapshot and rebuilding the document still run on the server's own thread
 * (about 0.85 s for this export on PGlite), so it is not asserted until they move off it too.
 */
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNZIPPED_MEGABYTES } from '../../content/export-upload.ts';
import { exportZip, usernames } from '../../scripts/instagram-export-fixture.ts';
import { bearer, newSubscriber, postJson } from './client.ts';
import { startFaultStack, type FaultStack } from './fault-stack.ts';
import { recordFault } from './report.ts';

const FOLLOWERS = 450_000;
/** The server's resident peak while it reads the export (the reader's worker heap is capped at 768 MB). */
const PEAK_BUDGET_MB = 1_500;
const MB = 1024 * 1024;

/** The process's resident memory now and at its peak, in MB (Linux's /proc). */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];

describe('the largest export uploaded under other traffic', () => {
  let stack: FaultStack;
  beforeAll(async () => {
    stack = await startFaultStack({ engine: 'pglite', slot: 5 });
  });
  afterAll(() => stack?.close());

  it('answers it, keeps answering the others, and stays in bounded memory', async () => {
    const account = await newSubscriber(stack);
    const zip = exportZip({ followers: usernames('fan.', FOLLOWERS), following: usernames('fan.', 2_000) });
    const unpacked = Object.values(unzipSync(zip)).reduce((sum, file) => sum + file.length, 0);
    expect(unpacked / MB).toBeLessThan(MAX_UNZIPPED_MEGABYTES);
    expect(unpacked / MB).toBeGreaterThan(MAX_UNZIPPED_MEGABYTES * 0.8);

    const pid = stack.faults.serverPid();
    const before = memoryOf(pid);
    const latencies: number[] = [];
    let uploading = true;
    const probe = async (call: () => Promise<Response>) => {
      while (uploading) {
        const started = performance.now();
        const response = await call();
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        expect(response.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const probes = Promise.all([
      probe(() => fetch(new URL('/healthz', stack.url))),
      probe(() => postJson(stack.url, `/rec/subscriptions/${account.uid}`, undefined, bearer(account.token))),
    ]);
    const form = new FormData();
    form.append('files', new File([new Uint8Array(zip)], 'instagram-export.zip'));
    const started = performance.now();
    const answer = await fetch(new URL('/functions/ig-uploadExport', stack.url), {
      method: 'POST',
      body: form,
      headers: bearer(account.token),
    });
    const importMs = performance.now() - started;
    uploading = false;
    await probes;
    const after = memoryOf(pid);

    const figure = `p99 ${p99(latencies).toFixed(0)} ms over ${latencies.length} calls (goal 50 ms)`;
    console.log(
      `largest export (${FOLLOWERS.toLocaleString('en')} followers, ${(zip.length / MB).toFixed(1)} MB zipped, ${(unpacked / MB).toFixed(0)} MB unpacked): ` +
        `answered ${answer.status} in ${(importMs / 1000).toFixed(1)} s; others' ${figure}; ` +
        `server memory ${before.rssMb.toFixed(0)} MB before, peak ${after.peakMb.toFixed(0)} MB`,
    );
    recordFault({
      fault: 'the largest export uploaded under load',
      userSaw: `the analysis (${answer.status}); others: ${figure}, peak memory ${after.peakMb.toFixed(0)} MB`,
      dataLost: 0,
      recovery: 'none needed',
    });
    expect(answer.status).toBe(200);
    expect(latencies.length).toBeGreaterThan(0);
    expect(after.peakMb).toBeLessThan(PEAK_BUDGET_MB);
  });
});
