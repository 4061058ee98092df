/**
 * Pages for local use only (never mounted in production): the mailbox the outbox delivers into,
 * the server's clock and renewals job, so tests and demos can watch terms pass, and a restart of
 * fresh@demo.test's first analysis, so its waiting states can be watched again, and a user's
 * Instagram sync runs.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdjustableClock, Clock } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith, readJsonBody } from '../http.ts';
import { runRenewals } from '../jobs/renewals.ts';
import { FIRST_ANALYSIS_DEMO_UID } from './demo/accounts-data.ts';

interface MailRow {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  delivered_at: Date;
  [key: string]: unknown;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Escape first, then turn http(s) URLs into links: nothing from the mail body can inject markup. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

function mailboxPage(mails: MailRow[]): string {
  const items = mails
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to_email)} · ${new Date(m.delivered_at).toISOString()}</p>
<pre>${linkify(escapeHtml(m.body))}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox</title><style>body{font:16px system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ddd;padding:1rem 0}.meta{color:#666}pre{white-space:pre-wrap;word-break:break-all}</style></head>
<body><h1>Local mailbox</h1>${items || '<p>No emails yet.</p>'}</body></html>`;
}

const YEAR_MS = 366 * 86_400_000;
// Backwards too: a token's sign-in time is real, so a test that needs one at a moved time starts
// the subscription in the past instead of signing in in the future.
const clockMove = z.union([
  z.object({
    advanceMs: z
      .number()
      .int()
      .min(-5 * YEAR_MS)
      .max(5 * YEAR_MS),
  }),
  z.object({ reset: z.literal(true) }),
]);
const renewalsRun = z.object({ ids: z.array(z.string().max(128)).max(100).optional() });

const isAdjustable = (clock: Clock): clock is AdjustableClock => 'advance' in clock && 'reset' in clock;

export function devRoutes({ db, clock, billing }: AppDeps) {
  const delivered = () =>
    db.query<MailRow>(
      'SELECT id, to_email, subject, body, delivered_at FROM outbox WHERE delivered_at IS NOT NULL ORDER BY id DESC LIMIT 200',
    );
  return (
    new Hono()
      .get('/dev/mailbox', async (c) => c.html(mailboxPage(await delivered())))
      .get('/dev/mailbox.json', async (c) =>
        c.json({
          emails: (await delivered()).map((m) => ({
            id: Number(m.id),
            to: m.to_email,
            subject: m.subject,
            body: m.body,
            delivered_at: new Date(m.delivered_at).toISOString(),
          })),
        }),
      )
      .get('/dev/clock', (c) => c.json({ now: clock.now().toISOString() }))
      .post('/dev/clock', async (c) => {
        const move = parseWith(clockMove, await readJsonBody(c));
        if (!isAdjustable(clock)) return c.json({ error: 'This server runs on the system clock' }, 409);
        if ('reset' in move) clock.reset();
        else clock.advance(move.advanceMs);
        return c.json({ now: clock.now().toISOString() });
      })
      .post('/dev/jobs/renewals', async (c) => {
        const { ids } = parseWith(renewalsRun, await readJsonBody(c));
        return c.json(await runRenewals(db, billing, clock.now(), ids));
      })
      .post('/dev/first-analysis/restart', async (c) => {
        // Its next profile request starts the analysis again; an uploaded export would end it at once.
        await db.query('DELETE FROM profile_documents WHERE uid = $1', [FIRST_ANALYSIS_DEMO_UID]);
        await db.query('DELETE FROM export_snapshots WHERE uid = $1', [FIRST_ANALYSIS_DEMO_UID]);
        return c.json({ restarted: true });
      })
      // What support reads about a user's Instagram syncs (the instagram_sync_runs table), newest first.
      .get('/dev/instagram-sync-runs', async (c) => {
        const uid = parseWith(z.string().min(1).max(128), c.req.query('uid'));
        const runs = await db.query(
          'SELECT started_at, ended_at, calls, outcome, detail FROM instagram_sync_runs WHERE uid = $1 ORDER BY started_at DESC, id DESC LIMIT 100',
          [uid],
        );
        return c.json({ runs });
      })
  );
}
