/**
 * The reference of `npm run bench:server`: the work of fetch-subscriptions done bare, in
 * a node:http handler of its own process. It verifies the same ID token with firebase-admin through
 * the server's own cache (`cachedVerifier` of server/auth.ts: a minute, never past its expiry),
 * and runs the server's own query and row mapping (server/subscriptions.ts) on the same database
 * engine: PGlite in a data folder of its own, seeded with the rows the product answered, or the
 * same Postgres database (DATABASE_URL). No framework, no logging, no validation beyond the bearer.
 *
 * Env: FIREBASE_AUTH_EMULATOR_HOST, BARE_PROJECT_ID, DATABASE_URL (or BARE_UID and BARE_SEED_ROWS,
 * the subscriptions the product answered for that uid). Prints its port on stdout when it listens.
 */
import { PGlite } from '@electric-sql/pglite';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cachedVerifier } from '../server/auth.ts';
import type { PublicSubscription, SubscriptionRecord } from '../server/subscriptions.ts';
import { SUBSCRIPTIONS_OF_USER_SQL, toSubscription } from '../server/subscriptions.ts';

type Query = (sql: string, params: unknown[]) => Promise<SubscriptionRecord[]>;

const MIGRATIONS_DIR = path.join(import.meta.dirname, '../server/db/migrations');

async function pgliteWithRows(uid: string, subscriptions: PublicSubscription[]): Promise<Query> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-bare-'));
  const db = await PGlite.create({ dataDir });
  for (const name of (await fs.readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort())
    await db.exec(await fs.readFile(path.join(MIGRATIONS_DIR, name), 'utf8'));
  for (const s of subscriptions) {
    const values = [
      s.id,
      uid,
      s.status,
      s.bundle,
      s.plan_code,
      s.started_at,
      s.main_plan,
      s.emails,
      s.current_period_end,
      s.cancel_effective_at,
      s.billing_source,
    ];
    await db.query(
      `INSERT INTO subscriptions (id, uid, status, bundle, plan_code, started_at, term_anchor, main_plan, emails,
         current_period_end, cancel_effective_at, billing_source)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11)`,
      values,
    );
  }
  return async (sql, params) => (await db.query<SubscriptionRecord>(sql, params)).rows;
}

function postgres(url: string): Query {
  const pool = new pg.Pool({ connectionString: url });
  return async (sql, params) => (await pool.query<SubscriptionRecord>(sql, params)).rows;
}

const query = process.env.DATABASE_URL
  ? postgres(process.env.DATABASE_URL)
  : await pgliteWithRows(process.env.BARE_UID ?? '', JSON.parse(process.env.BARE_SEED_ROWS ?? '[]'));

const verify = cachedVerifier(getAuth(initializeApp({ projectId: process.env.BARE_PROJECT_ID })));

/** A user's subscriptions, as the subscription service answers them, for the owner of the ID token only. */
async function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const uid = req.url?.split('/').pop();
  const claims = token ? await verify(token).catch(() => null) : null;
  if (!claims || claims.uid !== uid) {
    res.writeHead(401).end();
    return;
  }
  const subscriptions = (await query(SUBSCRIPTIONS_OF_USER_SQL, [uid])).map(toSubscription);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ subscriptions }));
}

const server = http.createServer((req, res) => {
  answer(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.listen(0, '127.0.0.1', () => console.log((server.address() as { port: number }).port));
