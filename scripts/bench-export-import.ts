/**
 * Benchmark of the server side of an Instagram export import (issue 7), as ig-uploadExport runs
 * it: the ZIP read (only the lists unpacked), the lists parsed, the audience computed. Builds the
 * export of a 100,000-follower account (followers in files of 10,000, ~1,000 accounts followed,
 * photos stored uncompressed beside them), then measures the import in a fresh child process so
 * that building the ZIP does not count in its memory. The import is synchronous, so an interval
 * could not sample inside it: the child reads its peak RSS from the OS and its heap with --expose-gc.
 * Prints figures only; nothing is asserted.
 *
 *   npx tsx scripts/bench-export-import.ts   (npm run bench:export)
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, type Zippable } from 'fflate';
import { audienceCategories } from '../server/profile-engine/audience.ts';
import { readExportUpload } from '../server/profile-engine/read-export-upload.ts';
import { sourceFromLists } from '../server/profile-engine/source.ts';
import { exportZip, usernames } from './instagram-export-fixture.ts';

const FOLLOWERS = 100_000;
const FOLLOWED_BACK = 600;
const FOLLOWED_OTHERS = 400;
const PHOTOS = 40;
const PHOTO_BYTES = 200 * 1024;
const WARM_RUNS = 5;
const MB = 1024 * 1024;

interface ImportFigures {
  followers: number;
  friends: number | null;
  fans: number | null;
  coldMs: number;
  warmMedianMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  heapRetainedMb: number;
}

/** What ig-uploadExport does with the bytes before storing them. */
function importExport(zip: Uint8Array) {
  const lists = readExportUpload([{ name: 'instagram-export.zip', bytes: zip }]);
  return { lists, audience: audienceCategories(sourceFromLists(lists)) };
}

const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const elapsedMs = (run: () => unknown) => {
  const start = performance.now();
  run();
  return Math.round((performance.now() - start) * 10) / 10;
};

/** The child: one cold import measured for time and memory, then warm runs for time only. */
function measure(zipPath: string): ImportFigures {
  const collectGarbage = (globalThis as { gc?: () => void }).gc;
  if (!collectGarbage) throw new Error('run the measurement with --expose-gc');
  const zip = new Uint8Array(readFileSync(zipPath));
  collectGarbage();
  const before = process.memoryUsage();
  let result: ReturnType<typeof importExport> | undefined;
  const coldMs = elapsedMs(() => (result = importExport(zip)));
  // Before any collection: what the import allocated, garbage included.
  const heapAfter = process.memoryUsage().heapUsed;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  collectGarbage();
  const heapRetained = process.memoryUsage().heapUsed;
  const warm = Array.from({ length: WARM_RUNS }, () => elapsedMs(() => importExport(zip))).sort((a, b) => a - b);
  return {
    followers: result!.lists.followers.length,
    friends: result!.audience.friends.totalValue,
    fans: result!.audience.fans.totalValue,
    coldMs,
    warmMedianMs: warm[Math.floor(WARM_RUNS / 2)],
    rssBeforeMb: megabytes(before.rss),
    peakRssMb: megabytes(peakRss),
    heapBeforeMb: megabytes(before.heapUsed),
    heapAfterMb: megabytes(heapAfter),
    heapRetainedMb: megabytes(heapRetained),
  };
}

function buildExport(): { zip: Uint8Array; listsZippedBytes: number; listsJsonBytes: number } {
  const followers = usernames('follower.', FOLLOWERS);
  const following = [...followers.slice(0, FOLLOWED_BACK), ...usernames('followed.', FOLLOWED_OTHERS)];
  const photos: Zippable = {};
  for (let index = 0; index < PHOTOS; index++)
    photos[`media/posts/202501/photo_${index}.jpg`] = [randomBytes(PHOTO_BYTES), { level: 0 }];
  const zip = exportZip({ followers, following, extra: photos });
  const listsOnly = exportZip({ followers, following });
  const listsJsonBytes = Object.values(unzipSync(listsOnly)).reduce((total, file) => total + file.length, 0);
  return { zip, listsZippedBytes: listsOnly.length, listsJsonBytes };
}

function main() {
  const { zip, listsZippedBytes, listsJsonBytes } = buildExport();
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-export-'));
  const zipPath = path.join(folder, 'instagram-export.zip');
  writeFileSync(zipPath, zip);
  try {
    // The same loader (tsx) as this run, in a fresh process.
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--measure', zipPath],
      {
        encoding: 'utf8',
      },
    );
    if (child.status !== 0) throw new Error(`the measurement failed:\n${child.stderr}`);
    const figures = JSON.parse(child.stdout) as ImportFigures;
    console.table({
      'ZIP (MB)': megabytes(zip.length),
      'of which the lists, zipped (MB)': megabytes(listsZippedBytes),
      'the lists unpacked, JSON (MB)': megabytes(listsJsonBytes),
      'entries: lists + photos': `${Math.ceil(FOLLOWERS / 10_000) + 1} + ${PHOTOS}`,
      'followers parsed': figures.followers,
      'friends / fans': `${figures.friends} / ${figures.fans}`,
      'import, first run (ms)': figures.coldMs,
      [`import, median of ${WARM_RUNS} warm runs (ms)`]: figures.warmMedianMs,
      'RSS before import (MB)': figures.rssBeforeMb,
      'peak RSS (MB)': figures.peakRssMb,
      'heap used before import (MB)': figures.heapBeforeMb,
      'heap used after import, garbage included (MB)': figures.heapAfterMb,
      'heap used after GC, result alive (MB)': figures.heapRetainedMb,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const measureAt = process.argv.indexOf('--measure');
if (measureAt > 0) process.stdout.write(JSON.stringify(measure(process.argv[measureAt + 1])));
else main();
