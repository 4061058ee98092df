// Outbox delivery through a real SMTP peer (smtp-server on a free port): rejected sends are retried
// with backoff until accepted, each email is accepted exactly once, and two workers sharing one
// database never send the same row. On PGlite in the `stack` project, on Postgres in `stack-pg`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { adjustableClock } from '../../server/clock.ts';
import { openDb, type Db } from '../../server/db/adapter.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createLogger } from '../../server/logger.ts';
import { smtpTransport } from '../../server/mail/smtp.ts';
import { deliverDue, enqueueEmail, retryDelayMs, type OutboxDeps } from '../../server/outbox.ts';
import { startSmtpPeer as startPeer } from '../harness/smtp-peer.ts';

const postgresAdminUrl = inject('postgresAdminUrl');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh migrated database (its own PGlite folder, or its own database on the stack-pg cluster); `open` connects again. */
async function freshDb(): Promise<{ db: Db; open: () => Promise<Db> }> {
  let options: { dataDir: string; databaseUrl?: string };
  if (postgresAdminUrl) {
    const name = `outbox_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client(postgresAdminUrl);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    options = { dataDir: '', databaseUrl: postgresAdminUrl.replace(/\/postgres$/, `/${name}`) };
  } else {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    options = { dataDir };
  }
  const open = async () => {
    const db = await openDb(options);
    cleanups.push(() => db.close());
    return db;
  };
  const db = await open();
  await migrate(db);
  return { db, open };
}

/** An SMTP peer that the test's cleanup closes. */
async function startSmtpPeer(options?: Parameters<typeof startPeer>[0]) {
  const peer = await startPeer(options);
  cleanups.push(peer.close);
  return peer;
}

const silent = createLogger(undefined, 'silent');

function worker(
  db: Db,
  smtpUrl: string,
  clock = adjustableClock(),
): OutboxDeps & { clock: ReturnType<typeof adjustableClock> } {
  return { db, clock, logger: silent, transport: smtpTransport(smtpUrl, 'Profile Analyzer <no-reply@test.local>') };
}

async function enqueue(db: Db, count: number) {
  await db.transaction(async (tx) => {
    for (let i = 1; i <= count; i += 1)
      await enqueueEmail(tx, { to: `user${i}@demo.test`, subject: `Mail ${i}`, body: `Body ${i}` });
  });
  return (await db.query<{ id: string }>('SELECT id FROM outbox ORDER BY id')).map(
    (row) => `<outbox-${row.id}@test.local>`,
  );
}

const rows = (db: Db) =>
  db.query<{ attempts: number; delivered: boolean; transport: string | null; last_error: string | null }>(
    'SELECT attempts, delivered_at IS NOT NULL AS delivered, transport, last_error FROM outbox ORDER BY id',
  );

describe('outbox delivery over SMTP', () => {
  it('retries rejected emails after the backoff and delivers each exactly once', async () => {
    const { db } = await freshDb();
    const peer = await startSmtpPeer({ rejectFirst: 2 });
    const w = worker(db, peer.url);
    const messageIds = await enqueue(db, 3);

    expect(await deliverDue(w)).toEqual({ claimed: 3, delivered: 1 });
    expect(await rows(db)).toEqual([
      { attempts: 1, delivered: false, transport: null, last_error: expect.stringContaining('451') },
      { attempts: 1, delivered: false, transport: null, last_error: expect.stringContaining('451') },
      { attempts: 1, delivered: true, transport: 'smtp', last_error: null },
    ]);
    // Not due again before the backoff has passed.
    w.clock.advance(retryDelayMs(1) - 1_000);
    expect(await deliverDue(w)).toEqual({ claimed: 0, delivered: 0 });

    w.clock.advance(1_000);
    expect(await deliverDue(w)).toEqual({ claimed: 2, delivered: 2 });
    w.clock.advance(24 * 60 * 60_000);
    expect(await deliverDue(w)).toEqual({ claimed: 0, delivered: 0 });

    expect(peer.received()).toBe(5);
    expect([...peer.accepted].sort()).toEqual([...messageIds].sort());
    expect((await rows(db)).map((row) => [row.attempts, row.delivered])).toEqual([
      [2, true],
      [2, true],
      [1, true],
    ]);
  });

  it('keeps an email through repeated failures, doubling the wait each time', async () => {
    const { db } = await freshDb();
    const peer = await startSmtpPeer({ rejectFirst: 3 });
    const w = worker(db, peer.url);
    await enqueue(db, 1);

    for (const attempt of [1, 2, 3]) {
      expect(await deliverDue(w)).toEqual({ claimed: 1, delivered: 0 });
      w.clock.advance(retryDelayMs(attempt) - 1_000);
      expect((await deliverDue(w)).claimed).toBe(0);
      w.clock.advance(1_000);
    }
    expect(await deliverDue(w)).toEqual({ claimed: 1, delivered: 1 });
    expect(peer.accepted).toHaveLength(1);
    expect(await rows(db)).toEqual([{ attempts: 4, delivered: true, transport: 'smtp', last_error: null }]);
  });

  it('never sends a row twice when two workers (instances) drain the same table', async () => {
    const { db: dbA, open } = await freshDb();
    // Two connection pools on Postgres, as two server instances have; PGlite has only one connection.
    const dbB = postgresAdminUrl ? await open() : dbA;
    const peer = await startSmtpPeer({ delayMs: 5 });
    const messageIds = await enqueue(dbA, 40);
    const drain = async (deps: OutboxDeps) => {
      let delivered = 0;
      for (let pass = 0; pass < 20; pass += 1) {
        const result = await deliverDue(deps);
        delivered += result.delivered;
        if (result.claimed === 0) break;
      }
      return delivered;
    };
    const [byA, byB] = await Promise.all([drain(worker(dbA, peer.url)), drain(worker(dbB, peer.url))]);

    expect(byA + byB).toBe(40);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect([...peer.accepted].sort()).toEqual([...messageIds].sort());
    expect((await rows(dbA)).every((row) => row.attempts === 1 && row.delivered)).toBe(true);
  });
});
