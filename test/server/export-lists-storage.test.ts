// How export lists are stored, on both engines (a throwaway PGlite in the stack project, a scratch
// database on the Postgres cluster in stack-pg): snapshots stored as jsonb before migration 010
// keep their lists, in order; packed lists of several pieces come back byte for byte.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { unpackExportLists } from '../../server/profile-sources/export-lists.ts';
import {
  latestExportListsIds,
  packedExportLists,
  writeExportLists,
} from '../../server/profile-sources/export-snapshots.ts';
import { scratchDatabaseUrl, stackDbReadable } from './helpers.ts';

const MIGRATIONS = new URL('../../server/db/migrations/', import.meta.url);
const FIRST_PACKED = '010_packed_export_lists.sql';
const usernames = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const entries = (names: string[]) => JSON.stringify(names.map((username) => ({ username })));

let db: Db;
let dataDir: string | undefined;

/** The database as the migrations before FIRST_PACKED left it, recorded as migrate() records them. */
async function migrateBeforePacked(target: Db) {
  await target.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY)');
  const names = (await fs.readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql') && name < FIRST_PACKED);
  for (const name of names.sort()) {
    await target.exec(await fs.readFile(new URL(name, MIGRATIONS), 'utf8'));
    await target.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  }
}

beforeAll(async () => {
  if (stackDbReadable) {
    db = await openDb({ databaseUrl: await scratchDatabaseUrl('export_lists'), dataDir: '' });
  } else {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'export-lists-storage-test-'));
    db = await openDb({ dataDir });
  }
  await migrateBeforePacked(db);
  const stored = [
    ['older', '2026-10-01T00:00:00Z', usernames('old.', 3), []],
    ['latest', '2026-11-01T00:00:00Z', ['zed', 'ann', ...usernames('fan.', 2_000)], ['ann', 'bob']],
  ] as const;
  for (const [uid, takenAt, followers, following] of stored) {
    await db.query('INSERT INTO export_snapshots (uid, taken_at, followers, following) VALUES ($1, $2, $3, $4)', [
      uid,
      takenAt,
      entries([...followers]),
      entries([...following]),
    ]);
  }
  expect(await migrate(db)).toContain(FIRST_PACKED);
}, 60_000);

afterAll(async () => {
  await db?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const listsOf = async (uid: string) => {
  const [listsId] = await latestExportListsIds(db, uid);
  const { followers, following } = unpackExportLists(await packedExportLists(db, listsId));
  return { followers: followers.map((user) => user.username), following: following.map((user) => user.username) };
};

describe('export lists', () => {
  it('stored before migration 010 keep every username in order, empty lists included', async () => {
    expect(await listsOf('latest')).toEqual({
      followers: ['zed', 'ann', ...usernames('fan.', 2_000)],
      following: ['ann', 'bob'],
    });
    expect(await listsOf('older')).toEqual({ followers: usernames('old.', 3), following: [] });
  });

  it('written in pieces come back byte for byte', async () => {
    const packed = new Uint8Array(700 * 1024).map((_, i) => (i * 7919) % 256); // three pieces, zero bytes included
    await writeExportLists(db, 'pieces', packed, new Date('2026-11-26T00:00:00Z'));
    expect(await db.query("SELECT seq FROM export_list_pieces WHERE lists_id = 'pieces' ORDER BY seq")).toEqual([
      { seq: 0 },
      { seq: 1 },
      { seq: 2 },
    ]);
    expect(Buffer.from(await packedExportLists(db, 'pieces')).equals(packed)).toBe(true);
  });
});
