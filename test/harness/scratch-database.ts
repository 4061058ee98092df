// A migrated PGlite database of its own for a test file (in a temporary data folder), opened before
// its tests and removed after them: for tests of server code that needs a database but no server.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDb, type Db } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';

/** Opens the database before the file's tests and hands it to `opened`; closes and removes it after. */
export function withScratchDatabase(name: string, opened: (db: Db) => void) {
  let dataDir: string;
  let db: Db | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
    db = await openDb({ dataDir });
    await migrate(db);
    opened(db);
  }, 30_000);
  afterAll(async () => {
    await db?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
}
