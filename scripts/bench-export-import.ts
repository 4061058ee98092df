/**
 * Benchmark of the server side of an Instagram export import, as ig-uploadExport
 * runs it in the profile worker: the ZIP read (only the lists unpacked), the lists parsed, the
 * audience lists computed and packed, the document computed. Builds the exports of an account of
 * `followers` (default 100,000; followers in files of 10,000 as Instagram writes them, 1,000
 * accounts followed, photos stored beside them), then measures, each in a fresh child process under
 * the worker's heap limit so building the ZIPs does not count in its memory:
 *   - a first upload;
 *   - a second upload a week later (1 % of the followers gone, as many new) against the first.
 * The import is synchronous, so the child reads its peak RSS from the OS afterwards. Prints
 * figures only; nothing is asserted.
 *
 *   npm run bench:export [-- <followers>]        (npm run bench:export -- 1000000)
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, type Zippable } from 'fflate';
import { JOB_HEAP_MB } from '../server/profile-sources/profile-worker.ts';
import { runProfileJob } from '../server/profile-sources/profile-job.ts';
import { exportZip, usernames } from './instagram-export-fixture.ts';

const FOLLOWED_BACK = 600;
const FOLLOWED_OTHERS = 400;
const PHOTOS = 40;
const PHOTO_BYTES = 200 * 1024;
const MB = 1024 * 1024;

interface JobFigures {
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
  newFollowers: number | null;
  lostFollowers: number | null;
}

const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** The child: one upload, against the packed lists of the one before if given; writes its own packed lists beside. */
function measure(zipPath: string, previousPath: string | undefined, packedPath: string): JobFigures {
  const zip = new Uint8Array(readFileSync(zipPath));
  const exports = previousPath ? [new Uint8Array(readFileSync(previousPath))] : [];
  const rssBefore = process.memoryUsage().rss;
  const start = performance.now();
  const result = runProfileJob({
    parts: { uid: 'bench-export', exports, now: new Date() },
    upload: [{ name: 'instagram-export.zip', bytes: zip }],
  });
  const seconds = (performance.now() - start) / 1000;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  writeFileSync(packedPath, result.packedUpload!);
  return {
    seconds: Math.round(seconds * 10) / 10,
    rssBeforeMb: megabytes(rssBefore),
    peakRssMb: megabytes(peakRss),
    newFollowers: result.members!.counts.new,
    lostFollowers: result.members!.counts.lost,
  };
}

function buildExport(followers: string[], withPhotos: boolean): Uint8Array {
  const following = [...followers.slice(0, FOLLOWED_BACK), ...usernames('followed.', FOLLOWED_OTHERS)];
  const photos: Zippable = {};
  for (let index = 0; withPhotos && index < PHOTOS; index++)
    photos[`media/posts/202501/photo_${index}.jpg`] = [randomBytes(PHOTO_BYTES), { level: 0 }];
  return exportZip({ followers, following, extra: photos });
}

function runChild(args: string[]): JobFigures {
  // The same loader (tsx) as this run, in a fresh process with the profile worker's heap limit.
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, `--max-old-space-size=${JOB_HEAP_MB}`, fileURLToPath(import.meta.url), '--measure', ...args],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`the measurement failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as JobFigures;
}

function main(count: number) {
  const turnover = Math.round(count / 100);
  const all = usernames('follower.', count + turnover);
  const first = buildExport(all.slice(0, count), true);
  const second = buildExport(all.slice(turnover), true);
  const listsBytes = Object.values(unzipSync(buildExport(all.slice(0, count), false))).reduce(
    (total, file) => total + file.length,
    0,
  );
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
  const file = (name: string) => path.join(folder, name);
  writeFileSync(file('first.zip'), first);
  writeFileSync(file('second.zip'), second);
  try {
    const firstUpload = runChild([file('first.zip'), '', file('first.packed')]);
    const secondUpload = runChild([file('second.zip'), file('first.packed'), file('second.packed')]);
    console.table({
      followers: count.toLocaleString('en-US'),
      'ZIP (MB)': megabytes(first.length),
      'the lists unpacked, JSON (MB)': megabytes(listsBytes),
      'first upload (s)': firstUpload.seconds,
      'first upload: RSS before, peak (MB)': `${firstUpload.rssBeforeMb}, ${firstUpload.peakRssMb}`,
      'second upload (s)': secondUpload.seconds,
      'second upload: RSS before, peak (MB)': `${secondUpload.rssBeforeMb}, ${secondUpload.peakRssMb}`,
      'second upload: new / lost followers': `${secondUpload.newFollowers} / ${secondUpload.lostFollowers}`,
      'heap limit (MB)': JOB_HEAP_MB,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const measureAt = process.argv.indexOf('--measure');
if (measureAt > 0) {
  const [zipPath, previousPath, packedPath] = process.argv.slice(measureAt + 1);
  process.stdout.write(JSON.stringify(measure(zipPath!, previousPath || undefined, packedPath!)));
} else {
  main(Number(process.argv[2] ?? 100_000));
}
