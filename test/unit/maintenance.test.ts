// The maintenance job deletes what has no use any more, and nothing else.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/adapter.ts';
import { withScratchDatabase } from '../harness/scratch-database.ts';
import { runMaintenance } from '../../server/jobs/maintenance.ts';

const HOUR = 3_600_000;
const RETENTION_MS = 30 * 24 * HOUR;
const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
let db: Db;

withScratchDatabase('maintenance-test', (opened) => (db = opened));

describe('runMaintenance', () => {
  it('drops old rate-limit windows, expired single-use links and day-old OAuth states, keeping live ones', async () => {
    for (const [key, start] of [
      ['old', ago(25 * HOUR)],
      ['current', ago(HOUR / 2)],
    ] as const) {
      await db.query("INSERT INTO rate_limits (rule, key, window_start, count) VALUES ('r', $1, $2, 1)", [key, start]);
    }
    for (const [hash, expires] of [
      ['expired', ago(1)],
      ['live', new Date(now.getTime() + HOUR)],
    ] as const) {
      await db.query(
        "INSERT INTO cancel_tokens (token_hash, uid, email, created_at, expires_at) VALUES ($1, 'u', 'a@demo.test', $2, $3)",
        [hash, ago(HOUR), expires],
      );
      await db.query(
        "INSERT INTO reports (token_hash, uid, pdf, created_at, expires_at) VALUES ($1, 'u', '\\x00', $2, $3)",
        [hash, ago(HOUR), expires],
      );
      await db.query(
        "INSERT INTO email_confirmations (token_hash, uid, email, created_at, expires_at) VALUES ($1, 'u', 'a@demo.test', $2, $3)",
        [hash, ago(HOUR), expires],
      );
    }
    // Mail held for an address never confirmed: gone after a week, kept before.
    for (const [subject, created] of [
      ['week-old', ago(8 * 24 * HOUR)],
      ['day-old', ago(24 * HOUR)],
    ] as const) {
      await db.query(
        "INSERT INTO outbox (to_email, subject, body, held_for_uid, created_at) VALUES ('a@demo.test', $1, 'b', 'u', $2)",
        [subject, created],
      );
    }
    for (const [hash, created] of [
      ['stale', ago(25 * HOUR)],
      ['recent', ago(HOUR)],
    ] as const) {
      await db.query(
        "INSERT INTO instagram_oauth_states (state_hash, uid, redirect_uri, created_at) VALUES ($1, 'u', 'http://x/instagram/callback', $2)",
        [hash, created],
      );
    }

    expect(await runMaintenance(db, now, RETENTION_MS)).toEqual({
      rateLimitWindows: 1,
      cancelLinks: 1,
      reportLinks: 1,
      confirmationLinks: 1,
      heldMail: 1,
      instagramStates: 1,
      exportSnapshots: 0,
      exportListPieces: 0,
      exportMemberBlocks: 0,
      logs: 0,
      events: 0,
    });
    expect(await db.query('SELECT key FROM rate_limits')).toEqual([{ key: 'current' }]);
    expect(await db.query('SELECT token_hash FROM cancel_tokens')).toEqual([{ token_hash: 'live' }]);
    expect(await db.query('SELECT token_hash FROM reports')).toEqual([{ token_hash: 'live' }]);
    expect(await db.query('SELECT token_hash FROM email_confirmations')).toEqual([{ token_hash: 'live' }]);
    expect(await db.query('SELECT subject FROM outbox')).toEqual([{ subject: 'day-old' }]);
    expect(await db.query('SELECT state_hash FROM instagram_oauth_states')).toEqual([{ state_hash: 'recent' }]);
    expect(await runMaintenance(db, now, RETENTION_MS)).toEqual({
      rateLimitWindows: 0,
      cancelLinks: 0,
      reportLinks: 0,
      confirmationLinks: 0,
      heldMail: 0,
      instagramStates: 0,
      exportSnapshots: 0,
      exportListPieces: 0,
      exportMemberBlocks: 0,
      logs: 0,
      events: 0,
    });
  });

  it('drops export snapshots two newer ones displaced over an hour ago, then list pieces no snapshot names', async () => {
    const snapshot = async (listsId: string, takenAt: Date) => {
      await db.query("INSERT INTO export_list_pieces (lists_id, seq, bytes, written_at) VALUES ($1, 0, '\\x00', $2)", [
        listsId,
        takenAt,
      ]);
      await members(listsId);
      await db.query("INSERT INTO export_snapshots (uid, taken_at, lists_id) VALUES ('u', $1, $2)", [takenAt, listsId]);
    };
    /** Two blocks of followers under `listsId`, as an upload writes them before its snapshot names them. */
    const members = (listsId: string) =>
      db.query(
        `INSERT INTO export_member_blocks (lists_id, list, last_key, keys, followed_at)
         VALUES ($1, 'followers', 'a', 'a', '\\x'), ($1, 'followers', 'b', 'b', '\\x')`,
        [listsId],
      );
    await snapshot('oldest', ago(5 * HOUR));
    await snapshot('displaced', ago(4 * HOUR)); // by the two below, over an hour ago
    await snapshot('previous', ago(3 * HOUR));
    await snapshot('latest', ago(2 * HOUR));
    await snapshot('newest', ago(HOUR / 2)); // displaced the previous one only half an hour ago: a read may still need it
    await db.query(
      "INSERT INTO export_list_pieces (lists_id, seq, bytes, written_at) VALUES ('unfinished', 0, '\\x00', $1)",
      [ago(2 * HOUR)],
    );
    await members('unfinished');
    await members('being-written');
    await db.query(
      "INSERT INTO export_list_pieces (lists_id, seq, bytes, written_at) VALUES ('being-written', 0, '\\x00', $1)",
      [ago(HOUR / 2)],
    );

    expect(await runMaintenance(db, now, RETENTION_MS)).toMatchObject({
      exportSnapshots: 2,
      exportListPieces: 3,
      exportMemberBlocks: 6,
    });
    expect(await db.query('SELECT DISTINCT lists_id FROM export_member_blocks ORDER BY lists_id')).toEqual(
      ['being-written', 'latest', 'newest', 'previous'].map((lists_id) => ({ lists_id })),
    );
    expect(await db.query('SELECT lists_id FROM export_snapshots ORDER BY taken_at')).toEqual(
      ['previous', 'latest', 'newest'].map((lists_id) => ({ lists_id })),
    );
    expect(await db.query('SELECT lists_id FROM export_list_pieces ORDER BY lists_id')).toEqual(
      ['being-written', 'latest', 'newest', 'previous'].map((lists_id) => ({ lists_id })),
    );
  });

  it('drops log records and analytics events older than their retention, keeping the recent ones', async () => {
    for (const [source, created] of [
      ['too-old', ago(RETENTION_MS + HOUR)],
      ['recent', ago(RETENTION_MS - HOUR)],
    ] as const) {
      await db.query('INSERT INTO logs (source, created_at) VALUES ($1, $2)', [source, created]);
      await db.query('INSERT INTO events (event, created_at) VALUES ($1, $2)', [source, created]);
    }
    expect(await runMaintenance(db, now, RETENTION_MS)).toMatchObject({ logs: 1, events: 1 });
    expect(await db.query('SELECT source FROM logs')).toEqual([{ source: 'recent' }]);
    expect(await db.query('SELECT event FROM events')).toEqual([{ event: 'recent' }]);
  });
});
