/**
 * One small database interface over embedded PGlite (default, one process) or a real Postgres
 * (DATABASE_URL, many server instances). Both speak the same SQL, so the code paths are the same.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { DependencyUnavailable } from '../unavailable.ts';

type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `onIdleError` hears of a pooled Postgres connection lost while idle (logged; the pool replaces it). */
export async function openDb(
  options: { databaseUrl?: string; dataDir: string },
  onIdleError: (error: Error) => void = () => {},
): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, onIdleError)
    : openPglite(path.join(options.dataDir, 'pgdata'));
}

// PGlite writes a bytea parameter as hex text it builds a byte at a time in JavaScript, about 30 ms
// a MB on the server's own thread. Bytes a serializer hands back (its type says text) go out in
// Postgres' binary format instead, as node-postgres sends a Buffer; Node's Buffer reads the hex of
// an answer natively.
const BYTEA = 17;
const byteaAsBytes = {
  serializers: { [BYTEA]: (bytes: Uint8Array) => bytes as unknown as string },
  parsers: { [BYTEA]: (hex: string) => new Uint8Array(Buffer.from(hex.slice(2), 'hex')) },
};

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const pg = await PGlite.create({ dataDir, ...byteaAsBytes });
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

// Node's socket errors, Postgres' connection exception class (08) and operator intervention
// (57P01-57P03: shut down, crashed, starting up), and pg's own words for a lost or refused connection.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SERVER_GONE = /^(08|57P0[1-3])/;
const CLIENT_GONE =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Connection is closed|Query read timeout/i;

function isConnectionLoss(error: unknown): boolean {
  const { code, message, errors } = (error ?? {}) as { code?: string; message?: string; errors?: unknown[] };
  if (SOCKET_CODES.has(code ?? '') || SERVER_GONE.test(code ?? '') || CLIENT_GONE.test(message ?? '')) return true;
  return (errors ?? []).some(isConnectionLoss); // AggregateError: every address refused
}

/** A lost connection becomes DependencyUnavailable (503 for the client); anything else stays as it is. */
function classified(error: unknown): unknown {
  return !(error instanceof DependencyUnavailable) && isConnectionLoss(error)
    ? new DependencyUnavailable('database', error)
    : error;
}

/** `promise`, failing with its error classified. */
const withLossClassified = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => Promise.reject(classified(error)));

// Fail fast while the server is away: a request waits at most this long for a connection.
const CONNECT_TIMEOUT_MS = 3_000;

async function openPostgres(connectionString: string, onIdleError: (error: Error) => void): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle client whose server went away emits 'error'; unhandled, it would end the process.
  // The pool drops that client and opens a new one once the server is back.
  pool.on('error', onIdleError);
  const wrap = (q: Pool | PoolClient): Queryable => ({
    query: async <T extends Row>(sql: string, params?: unknown[]) =>
      (await withLossClassified(q.query(sql, params))).rows as T[],
    exec: async (sql) => void (await withLossClassified(q.query(sql))),
  });
  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await withLossClassified(pool.connect());
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A rollback on a dead connection fails too: then the client is destroyed, not pooled.
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw classified(error);
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
