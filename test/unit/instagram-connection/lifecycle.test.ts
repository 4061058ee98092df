// A connection's data on a real (embedded) database: OAuth states are single use and bound to
// their user, a sync's snapshot rebuilds the document with the export (an upload that landed while
// the sync computed its document too), and deletion (disconnect, or Meta's callback naming the
// Instagram account) removes every row of the account.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/adapter.ts';
import { withScratchDatabase } from '../../harness/scratch-database.ts';
import { profileDocumentOf } from '../../../server/functions/profile-documents.ts';
import { saveConnection } from '../../../server/instagram-connection/connections.ts';
import {
  deleteForInstagramAccount,
  deleteInstagramData,
  deletionOf,
} from '../../../server/instagram-connection/deletion.ts';
import { consumeState, issueState, STATE_TTL_MS } from '../../../server/instagram-connection/oauth-states.ts';
import { recordRunStart } from '../../../server/instagram-connection/sync-runs.ts';
import { storeDocumentAhead, syncAhead } from '../../../server/profile-sources/document-ahead.ts';
import { analyseUploadedExport } from '../../../server/profile-sources/export-upload.ts';
import { saveInstagramSnapshot, type InstagramSnapshot } from '../../../server/profile-sources/instagram-snapshot.ts';
import { rebuildProfileDocument } from '../../../server/profile-sources/rebuild.ts';
import { exportFiles, post, users } from '../profile-engine/fixtures/build.ts';

let db: Db;
const now = new Date('2026-11-25T08:00:00Z');
const clock = { now: () => now };
const REDIRECT = 'http://127.0.0.1:4173/instagram/callback';

withScratchDatabase('instagram-lifecycle-test', (opened) => (db = opened));

describe('OAuth state', () => {
  it('is good once, for the user who started the connect, with the redirect_uri it was issued with', async () => {
    const state = await issueState(db, 'alice', REDIRECT, now);
    expect(await consumeState(db, state, 'mallory', now)).toBeUndefined();
    expect(await consumeState(db, state, 'alice', now)).toBe(REDIRECT);
    expect(await consumeState(db, state, 'alice', now)).toBeUndefined();
  });

  it('expires, and a missing, malformed or unknown one is refused without a lookup of what it is not', async () => {
    const state = await issueState(db, 'alice', REDIRECT, now);
    expect(await consumeState(db, state, 'alice', new Date(now.getTime() + STATE_TTL_MS + 1))).toBeUndefined();
    for (const forged of [undefined, '', 'x'.repeat(43), "'; DROP TABLE x; --", 'a'.repeat(5000)])
      expect(await consumeState(db, forged, 'alice', now)).toBeUndefined();
  });

  it('is stored only as a hash', async () => {
    const state = await issueState(db, 'bob', REDIRECT, now);
    const rows = await db.query<{ state_hash: string }>(
      "SELECT state_hash FROM instagram_oauth_states WHERE uid = 'bob'",
    );
    expect(rows.map((row) => row.state_hash)).not.toContain(state);
  });
});

const snapshot = (userId: string): InstagramSnapshot => ({
  account: {
    userId,
    username: 'harbour.studio',
    accountType: 'creator',
    followersCount: 3,
    followsCount: 1,
    mediaCount: 2,
  },
  posts: [
    post({ likes: 40, comments: 2, commenters: ['bob', 'stranger'], owner: 'harbour.studio' }),
    post({ likes: null, comments: 0 }),
  ],
  insights: [],
  fetchedAt: now,
});

async function connectAndSync(uid: string, userId: string) {
  await saveConnection(
    db,
    {
      uid,
      instagramUserId: userId,
      username: 'harbour.studio',
      accountType: 'creator',
      sealedToken: 'v1.sealed',
      tokenExpiresAt: now,
    },
    now,
  );
  await recordRunStart(db, uid, userId, now);
  await saveInstagramSnapshot(db, uid, snapshot(userId));
  await db.transaction((tx) => rebuildProfileDocument(tx, uid, now));
}

const rowsOf = async (uid: string) => {
  const counts: Record<string, number> = {};
  for (const table of ['instagram_connections', 'instagram_snapshots', 'instagram_sync_runs', 'export_snapshots']) {
    counts[table] = (await db.query(`SELECT 1 FROM ${table} WHERE uid = $1`, [uid])).length;
  }
  return counts;
};

describe('a synced account with an export', () => {
  it('merges both: posts from the API, followers from the export, secret fans from commenters who do not follow', async () => {
    await analyseUploadedExport(
      { db, clock },
      'carol',
      exportFiles({
        followers: users('ann', 'bob', 'cid'),
        following: users('ann'),
      }),
    );
    await connectAndSync('carol', '1001');
    const document = await profileDocumentOf(db, 'carol');
    expect(document?._sources).toEqual(['export', 'instagram']);
    expect(document?._insights.status).toBe('completed');
    const data = document!._calculatedData!;
    expect(data.overviewStatistics.totalPostsAnalyzed).toBe(2);
    expect(data.audience.secretFans).toEqual({ totalValue: 1, items: users('stranger') });
    expect(data.audience.inactiveFollowers.totalValue).toBe(2); // ann and cid did not comment
    expect(data.userEngagement.averageLikesPerPost).toBe(40); // the hidden like count is left out
  });

  it('disconnecting deletes every Instagram row and keeps the export: the document goes back to export only', async () => {
    await db.transaction((tx) => deleteInstagramData(tx, 'carol', now));
    expect(await rowsOf('carol')).toEqual({
      instagram_connections: 0,
      instagram_snapshots: 0,
      instagram_sync_runs: 0,
      export_snapshots: 1,
    });
    const document = await profileDocumentOf(db, 'carol');
    expect(document?._sources).toEqual(['export']);
    expect(document?._calculatedData?.audience.secretFans.unlock).toBe('instagram');
  });

  it('disconnecting without another source deletes the document', async () => {
    await connectAndSync('dave', '1002');
    await db.transaction((tx) => deleteInstagramData(tx, 'dave', now));
    expect(await profileDocumentOf(db, 'dave')).toBeUndefined();
  });
});

/** Enough followers for their packed lists to be computed in a worker thread. */
const fans = (from: number, to: number) => users(...Array.from({ length: to - from }, (_, i) => `fan.${from + i}`));

describe('a sync whose document was computed before an upload landed', () => {
  it('stores the document rebuilt with that upload, not the one it computed', async () => {
    await analyseUploadedExport({ db, clock }, 'ines', exportFiles({ followers: fans(0, 40_000), following: [] }));
    const synced = snapshot('5005');
    const ahead = await syncAhead(db, 'ines', now, synced);
    // Computed from the one export stored then.
    expect(ahead.document?._calculatedData?.audience.newFollowers.unlock).toBe('second-export');

    const later = { now: () => new Date(now.getTime() + 3_600_000) };
    await analyseUploadedExport(
      { db, clock: later },
      'ines',
      exportFiles({ followers: fans(100, 40_100), following: [] }),
    );
    await db.transaction(async (tx) => {
      await saveInstagramSnapshot(tx, 'ines', synced);
      await storeDocumentAhead(tx, 'ines', ahead, now);
    });

    const document = await profileDocumentOf(db, 'ines');
    expect(document?._sources).toEqual(['export', 'instagram']);
    const audience = document!._calculatedData!.audience;
    expect(audience.newFollowers.totalValue).toBe(100);
    expect(audience.lostFollowers).toEqual({ totalValue: 100, items: fans(0, 50) });
    expect(audience.secretFans).toEqual({ totalValue: 2, items: users('bob', 'stranger') });
  });
});

describe("Meta's deletion callback", () => {
  it('deletes the data of every user connected to the account and records a confirmation code', async () => {
    await connectAndSync('erin', '2002');
    await connectAndSync('frank', '2002');
    await connectAndSync('gina', '3003');
    const deletion = await deleteForInstagramAccount({ db, clock }, '2002', 'data-deletion', 'request-1');
    expect(deletion.connectionsDeleted).toBe(2);
    expect(await rowsOf('erin')).toMatchObject({
      instagram_connections: 0,
      instagram_snapshots: 0,
      instagram_sync_runs: 0,
    });
    expect(await rowsOf('frank')).toMatchObject({ instagram_connections: 0, instagram_snapshots: 0 });
    expect(await rowsOf('gina')).toMatchObject({ instagram_connections: 1, instagram_snapshots: 1 });
    expect(await deletionOf(db, deletion.confirmationCode)).toEqual({
      ...deletion,
      completedAt: now,
      requestedAt: now,
    });
  });

  it("deletes the reports made from the account's data, keeps the others, and says how many went", async () => {
    await connectAndSync('hana', '4004');
    await addReport('hana', 'from-instagram', true);
    await addReport('hana', 'from-an-export', false);
    const deletion = await deleteForInstagramAccount({ db, clock }, '4004', 'deauthorize', 'request-2');
    expect(deletion.reportsDeleted).toBe(1);
    const left = await db.query<{ token_hash: string }>("SELECT token_hash FROM reports WHERE uid = 'hana'");
    expect(left.map((row) => row.token_hash)).toEqual(['from-an-export']);
  });

  it('answers the same request again with the deletion it made, deleting nothing anew', async () => {
    await connectAndSync('ivan', '5005');
    const first = await deleteForInstagramAccount({ db, clock }, '5005', 'data-deletion', 'request-3');
    await connectAndSync('ivan', '5005'); // reconnected since
    const again = await deleteForInstagramAccount({ db, clock }, '5005', 'data-deletion', 'request-3');
    expect(again).toEqual(first);
    expect(await rowsOf('ivan')).toMatchObject({ instagram_connections: 1 });
  });
});

/** A stored report of `uid`, as the report function stores one. */
const addReport = (uid: string, tokenHash: string, fromInstagram: boolean) =>
  db.query(
    'INSERT INTO reports (token_hash, uid, pdf, created_at, expires_at, from_instagram) VALUES ($1, $2, $3, $4, $4, $5)',
    [tokenHash, uid, new Uint8Array([37]), now, fromInstagram],
  );
