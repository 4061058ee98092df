/**
 * One small database interface over embedded PGlite (default, one process) or a real Postgres
 * (DATABASE_URL, many server instances). Both speak the same SQL, so the code paths are the same.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDb(options: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'pgdata'));
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const pg = await PGlite.create({ dataDir });
  const wrap = (q: Pick<typeof pg, 'query' | 'exec'>): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params)).rows,
    exec: async (sql) => void (await q.exec(sql)),
  });
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}

async function openPostgres(connectionString: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  const wrap = (q: Pool | PoolClient): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) => (await q.query(sql, params)).rows as T[],
    exec: async (sql) => void (await q.query(sql)),
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
