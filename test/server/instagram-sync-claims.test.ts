// Two sync workers (two instances, each with its own pool) never sync one account at once: claims
// are taken with FOR UPDATE SKIP LOCKED on real Postgres (stack-pg only: PGlite has one connection).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { saveConnection } from '../../server/instagram-connection/connections.ts';
import { CLAIM_LEASE_MS, claimDueSyncs } from '../../server/instagram-connection/sync-job.ts';
import { scratchDatabaseUrl, stackDbReadable } from './helpers.ts';

const ACCOUNTS = 40;
const now = new Date('2026-11-25T08:00:00Z');
let workers: Db[] = [];

describe.skipIf(!stackDbReadable)('Instagram sync claims on Postgres', () => {
  beforeAll(async () => {
    const databaseUrl = await scratchDatabaseUrl('sync_claims');
    workers = [await openDb({ databaseUrl, dataDir: '' }), await openDb({ databaseUrl, dataDir: '' })];
    await migrate(workers[0]);
    // Warm pools: against a cold one the first worker could take every claim before the second connected.
    await Promise.all(workers.map((db) => db.query('SELECT 1')));
    for (let i = 0; i < ACCOUNTS; i++) {
      const connection = {
        uid: `u${i}`,
        instagramUserId: `${9000 + i}`,
        username: `account${i}`,
        accountType: 'business',
        sealedToken: 'v1.x',
        tokenExpiresAt: now,
      };
      await saveConnection(workers[0], connection, now);
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((db) => db.close()));
  });

  it('two workers claiming at once in small batches take every due account exactly once', async () => {
    const claimedBy = async (db: Db) => {
      const uids: string[] = [];
      for (let batch = await claimDueSyncs({ db }, now, 3); batch.length; batch = await claimDueSyncs({ db }, now, 3))
        uids.push(...batch.map((row) => row.uid));
      return uids;
    };
    const [first, second] = await Promise.all(workers.map(claimedBy));
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect([...first, ...second].sort()).toEqual(Array.from({ length: ACCOUNTS }, (_, i) => `u${i}`).sort());
  });

  it('a claim held by a worker that stopped is taken again once its lease lapses, not before', async () => {
    expect(await claimDueSyncs({ db: workers[0] }, new Date(now.getTime() + CLAIM_LEASE_MS - 1))).toEqual([]);
    expect((await claimDueSyncs({ db: workers[1] }, new Date(now.getTime() + CLAIM_LEASE_MS), 100)).length).toBe(
      ACCOUNTS,
    );
  });
});
