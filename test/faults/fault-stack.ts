/**
 * The fault suite's stack: started as `npm start` starts it (SPA, Auth emulator, server), on
 * PGlite or on a throwaway Postgres, on ports of its own, with handles to break and mend its parts.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../../scripts/stack.mjs';
import { startPostgres, type Postgres } from '../../scripts/with-postgres.mjs';
import { openDb, type Db } from '../../server/db/adapter.ts';

export type Engine = 'pglite' | 'postgres';

export interface FaultStack extends Stack {
  engine: Engine;
  postgres?: Postgres;
  /** The stack's database, opened from the test: for PGlite only while the server is stopped. */
  openDb(): Promise<Db>;
  close(): Promise<void>;
}

/** `slot` keeps each file's ports apart (4310+ and 9310+: clear of npm start and the other test stacks). */
export async function startFaultStack({
  engine,
  slot,
  env,
}: {
  engine: Engine;
  slot: number;
  env?: Record<string, string>;
}): Promise<FaultStack> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'profile-analyzer-faults-'));
  const postgres = engine === 'postgres' ? await startPostgres() : undefined;
  try {
    const stack = await startStack({
      port: 4310 + slot,
      authPort: 9310 + slot,
      dataDir,
      databaseUrl: postgres?.url,
      env,
    });
    return {
      ...stack,
      engine,
      postgres,
      openDb: () => openDb({ dataDir, databaseUrl: postgres?.url }),
      async close() {
        await stack.stop();
        await postgres?.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await postgres?.stop();
    throw error;
  }
}

/** Polls until `check` holds; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
