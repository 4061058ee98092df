// Report queueing on a real (embedded) database: the PDF row and its email commit together, the
// link carries a token the database only knows by hash, and the link dies after seven days. The
// documents are the demo accounts' own: premium's computed on first read, fresh's analysis just started.
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/adapter.ts';
import { withDemoAccounts } from '../harness/demo-accounts.ts';
import { withScratchDatabase } from '../harness/scratch-database.ts';
import { REPORT_TTL_MS, queueProfileReport, reportPdf } from '../../server/functions/reports.ts';
import type { Auth } from 'firebase-admin/auth';
import type { OutboxWorker } from '../../server/outbox.ts';

const now = new Date('2026-11-22T12:00:00Z');
const outbox: OutboxWorker = { kick: vi.fn(), status: () => ({ ok: true }), stop: async () => {} };
let db: Db;

withScratchDatabase('reports-test', (opened) => (db = opened));
withDemoAccounts();

/** Firebase's answer for a user: whether their address is proven (a fake: this test is about the database). */
const authWith = (emailVerified: boolean) =>
  ({ getUser: async (uid: string) => ({ uid, email: `${uid}@demo.test`, emailVerified }) }) as unknown as Auth;

const queue = (uid: string, auth = authWith(true)) =>
  queueProfileReport(
    { db, outbox, auth, clock: { now: () => now } },
    { uid, email: `${uid}@demo.test`, hostname: 'localhost', origin: 'https://app.example' },
  );

describe('queueProfileReport', () => {
  it('stores the PDF, emails its link and serves it until it expires', async () => {
    expect(await queue('demo-premium')).toBe('queued');
    expect(outbox.kick).toHaveBeenCalled();

    const [mail] = await db.query<{ to_email: string; subject: string; body: string }>(
      "SELECT to_email, subject, body FROM outbox WHERE to_email = 'demo-premium@demo.test'",
    );
    expect(mail.subject).toBe('Your Reach profile report');
    const token = /https:\/\/app\.example\/reports\/([0-9a-f]{32})\.pdf/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    expect(await db.query('SELECT 1 FROM reports WHERE token_hash = $1', [token])).toHaveLength(0);

    const pdf = await reportPdf(db, token!, now);
    expect(Buffer.from(pdf!.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(await reportPdf(db, token!, new Date(now.getTime() + REPORT_TTL_MS))).toBeUndefined();
    expect(await reportPdf(db, '0'.repeat(32), now)).toBeUndefined();
  });

  it('queues nothing without a document or before the analysis completes', async () => {
    expect(await queue('nobody')).toBe('no-document');
    expect(await queue('demo-fresh')).toBe('not-ready');
    expect(
      await db.query("SELECT 1 FROM outbox WHERE to_email IN ('nobody@demo.test', 'demo-fresh@demo.test')"),
    ).toHaveLength(0);
  });

  it('holds the report mail of an unconfirmed address and sends a confirmation link instead', async () => {
    expect(await queue('demo-trial', authWith(false))).toBe('queued');
    const mails = await db.query<{ subject: string; body: string; held_for_uid: string | null }>(
      "SELECT subject, body, held_for_uid FROM outbox WHERE to_email = 'demo-trial@demo.test' ORDER BY id",
    );
    expect(mails.map((mail) => [mail.subject, mail.held_for_uid])).toEqual([
      ['Your Reach profile report', 'demo-trial'],
      ['Confirm your email address', null],
    ]);
    expect(mails[1].body).toMatch(/https:\/\/app\.example\/confirm-email\/[A-Za-z0-9_-]{22}\n/);
  });
});
