/** Pages for local use only (never mounted in production): the mailbox the outbox delivers into. */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

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

export function devRoutes({ db }: AppDeps) {
  const delivered = () =>
    db.query<MailRow>('SELECT id, to_email, subject, body, delivered_at FROM outbox WHERE delivered_at IS NOT NULL ORDER BY id DESC LIMIT 200');
  return new Hono()
    .get('/dev/mailbox', async (c) => c.html(mailboxPage(await delivered())))
    .get('/dev/mailbox.json', async (c) =>
      c.json({
        emails: (await delivered()).map((m) => ({ id: Number(m.id), to: m.to_email, subject: m.subject, body: m.body, delivered_at: new Date(m.delivered_at).toISOString() })),
      }),
    );
}
