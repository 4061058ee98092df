// The document as it stands now, on a real (embedded) database with a clock the test moves:
// demo accounts (registered as the development entry registers them) refresh once per 24 hours,
// fresh@demo.test runs its first analysis, uploads win; with none registered, as in production,
// a demo uid is an account like any other.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { profileDocument, type ProfileDocument } from '../../../contracts/profile.ts';
import type { Db } from '../../../server/db/adapter.ts';
import { withScratchDatabase } from '../../harness/scratch-database.ts';
import { developmentDemoAccounts, FIRST_ANALYSIS_DEMO_UID } from '../../../server/dev/demo/accounts-data.ts';
import { currentProfileDocument } from '../../../server/profile-sources/current-document.ts';
import { registerDemoAccounts } from '../../../server/profile-sources/demo-accounts.ts';
import { DEMO_PROFILES } from '../../../server/dev/demo/profiles.ts';
import { analyseUploadedExport } from '../../../server/profile-sources/export-upload.ts';
import { exportFiles } from '../profile-engine/fixtures/build.ts';

const HOUR = 3_600_000;
let db: Db;
let now = new Date('2026-11-22T12:00:00Z');
const clock = { now: () => now };
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
const read = (uid: string) => currentProfileDocument({ db, clock }, uid);
const users = (...names: string[]) => names.map((username) => ({ username }));

withScratchDatabase('current-document-test', (opened) => (db = opened));
beforeEach(() => registerDemoAccounts(developmentDemoAccounts));
afterEach(() => registerDemoAccounts(undefined));

const updatedAtMs = (document: ProfileDocument | undefined) => document!._updatedAt._seconds * 1000;

describe('demo accounts', () => {
  it('are accounts like any other when none are registered (production)', async () => {
    registerDemoAccounts(undefined);
    expect(await read('demo-threemonth')).toBeUndefined();
  });

  it('are completed from the first read, updated within the last 24 hours, and refreshed once 24 hours have passed', async () => {
    const first = await read('demo-premium');
    expect(first?._insights.status).toBe('completed');
    expect(first?._sources).toEqual(['demo']);
    expect(first?._calculatedData?.overviewStatistics.totalPostsAnalyzed).toBeGreaterThan(0);
    expect(now.getTime() - updatedAtMs(first)).toBeLessThan(24 * HOUR);

    advance(HOUR);
    expect(await read('demo-premium')).toEqual(first); // same day: nothing recomputed

    advance(updatedAtMs(first) + 24 * HOUR - now.getTime());
    const next = await read('demo-premium');
    expect(updatedAtMs(next)).toBe(updatedAtMs(first) + 24 * HOUR);
    expect(next?._calculatedData?.audience).not.toEqual(first?._calculatedData?.audience);
  });

  it('an account outside the demo has only what was stored for it', async () => {
    expect(await read('someone-else')).toBeUndefined();
  });
});

describe("fresh@demo.test's first analysis", () => {
  it('starts at the first read and moves idle → pending → processing → completed over three minutes', async () => {
    const statuses = [];
    for (const step of [0, 30_000, 60_000, 90_000]) {
      advance(step);
      const document = await read(FIRST_ANALYSIS_DEMO_UID);
      statuses.push(document?._insights.status);
      if (document?._insights.status !== 'completed') expect(document?._calculatedData).toBeUndefined();
    }
    expect(statuses).toEqual(['idle', 'pending', 'processing', 'completed']);
    const completed = await read(FIRST_ANALYSIS_DEMO_UID);
    expect(completed?._calculatedData?.audience.newFollowers.totalValue).toBeGreaterThan(0);
    expect(updatedAtMs(completed)).toBe(now.getTime() - (now.getTime() % 1000)); // the countdown runs from completion
  });
});

/** The document as stored: an upload's answer but for its own report of the files it read. */
const stored = ({ _exportFiles: _files, ...document }: ProfileDocument) => document;

describe('uploaded exports', () => {
  it('replace the demo data; the second upload gives new and lost followers', async () => {
    const first = await analyseUploadedExport(
      { db, clock },
      'demo-trial',
      exportFiles({
        followers: users('ann', 'bob', 'cid'),
        following: users('ann'),
      }),
    );
    expect(first._calculatedData?.audience.newFollowers).toMatchObject({ totalValue: null, unlock: 'second-export' });
    expect(first._calculatedData?.audience.friends.totalValue).toBe(1);
    expect(first._calculatedData?.overviewStatistics.totalPostsAnalyzed).toBeGreaterThan(0); // a demo account keeps its demo posts

    advance(25 * HOUR); // the demo refresh no longer applies
    expect(await read('demo-trial')).toEqual(stored(first));

    const second = await analyseUploadedExport(
      { db, clock },
      'demo-trial',
      exportFiles({
        followers: users('ann', 'cid', 'dee', 'eve'),
        following: users('ann'),
      }),
    );
    expect(second._calculatedData?.audience.newFollowers).toEqual({ totalValue: 2, items: users('dee', 'eve') });
    expect(second._calculatedData?.audience.lostFollowers).toEqual({ totalValue: 1, items: users('bob') });
  });

  it('of an account outside the demo analyse no posts: an export has no like counts', async () => {
    const document = await analyseUploadedExport(
      { db, clock },
      'uploader',
      exportFiles({ followers: users('ann'), following: [] }),
    );
    expect(document._calculatedData?.overviewStatistics.totalPostsAnalyzed).toBe(0);
    expect(document._sources).toEqual(['export']);
    // What needs posts says that connecting Instagram unlocks it; a second export, new and lost followers.
    expect(document._calculatedData?.audience.secretFans.unlock).toBe('instagram');
    expect(document._calculatedData?.other.likes.unlock).toBe('instagram');
    expect(document._calculatedData?.audience.newFollowers.unlock).toBe('second-export');
    expect(await read('uploader')).toEqual(stored(document));
  });
});

describe('the contract', () => {
  it('describes every document answered, field for field: the SPA validates with it and keeps all it reads', async () => {
    const documents = [
      ...(await Promise.all(Object.keys(DEMO_PROFILES).map((uid) => read(uid)))),
      await read(FIRST_ANALYSIS_DEMO_UID),
      await analyseUploadedExport(
        { db, clock },
        'contract-uploader',
        exportFiles({ followers: users('ann'), following: [] }),
      ),
    ];
    expect(documents.length).toBeGreaterThan(3);
    for (const document of documents) expect(profileDocument.parse(document)).toEqual(document);
  });

  it('refuses a document the screens could not read', () => {
    const completed = { _insights: { status: 'completed' }, _updatedAt: { _seconds: 1 } };
    expect(profileDocument.safeParse(completed).success).toBe(true);
    expect(profileDocument.safeParse({ ...completed, _insights: { status: 'done' } }).success).toBe(false);
    expect(profileDocument.safeParse({ ...completed, _calculatedData: { audience: {} } }).success).toBe(false);
  });
});
