/**
 * docs/endpoints.md from the endpoint table (contracts/endpoints.ts): every route the server
 * answers, by who may call it. `npm run docs:endpoints` writes it; test/unit/endpoints.test.ts
 * fails while the committed page differs from the table.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BODY_LIMIT, ENDPOINTS, type Access, type Endpoint } from '../contracts/endpoints.ts';

export const ENDPOINTS_DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'endpoints.md');

const ACCESS_ORDER: Access[] = ['anyone', 'signed-in', 'subscriber', 'report-owner', 'course-owner'];
const ACCESS_TEXT: Record<Access, string> = {
  anyone: 'anyone',
  'signed-in': 'a signed-in user',
  subscriber: 'a subscriber (an authorising subscription, spec 4)',
  'report-owner': 'the owner of the profile report',
  'course-owner': 'the owner of the course',
};

const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

const WINDOW_TEXT: Record<number, string> = { 60_000: 'a minute', 3_600_000: 'an hour' };

/** `10 an hour per account, 30 per address`; shared counters say with what. */
function limitsText({ limits, limitGroup }: Endpoint): string {
  if (!limits?.length) return '';
  const text = limits.map(
    (limit, i) =>
      `${limit.calls}${i === 0 ? ` ${WINDOW_TEXT[limit.windowMs] ?? `per ${limit.windowMs} ms`}` : ''} per ${limit.per}`,
  );
  return `at most ${text.join(', ')}${limitGroup ? ` (counted as ${limitGroup})` : ''}`;
}

function row(name: string, endpoint: Endpoint): string {
  const notes = [
    limitsText(endpoint),
    endpoint.via === 'page-session' ? 'identity from the page-session cookie' : '',
    endpoint.bodyLimit ? `body up to ${kib(endpoint.bodyLimit)}` : '',
    endpoint.errors === 'coded' ? 'refusals as `{ error: { code, message } }`' : '',
    endpoint.changes ? 'token checked for revocation' : '',
    endpoint.sameSiteOnly ? 'refuses other sites' : '',
    endpoint.beyondLimits ? 'beyond its limits it answers as if sent and sends nothing' : '',
    endpoint.development ? 'development only' : '',
  ].filter(Boolean);
  const path = endpoint.path.replaceAll('|', '\\|');
  return `| \`${endpoint.method} ${path}\` | ${name} | ${endpoint.summary} | ${notes.join('; ')} |`;
}

/** The calls by who may make them, in a line. */
function callCounts(): string {
  const calls = Object.values(ENDPOINTS as Record<string, Endpoint>).filter((e) => e.kind === 'call');
  const counts = ACCESS_ORDER.map((access) => `${calls.filter((e) => e.access === access).length} for ${access}`);
  return `${calls.length} calls: ${counts.join(', ')}.`;
}

export function endpointsDoc(): string {
  const entries = Object.entries(ENDPOINTS as Record<string, Endpoint>);
  const sections = (['call', 'page'] as const).flatMap((kind) =>
    ACCESS_ORDER.map((access) => {
      const rows = entries.filter(([, e]) => e.kind === kind && e.access === access);
      if (!rows.length) return '';
      const title = `${kind === 'call' ? 'Calls' : 'Pages'} for ${ACCESS_TEXT[access]} (${rows.length})`;
      return [
        `## ${title}`,
        '',
        '| route | name | what | notes |',
        '|---|---|---|---|',
        ...rows.map(([n, e]) => row(n, e)),
        '',
      ].join('\n');
    }),
  );
  return [
    '# Endpoints',
    '',
    'Generated from `contracts/endpoints.ts` by `npm run docs:endpoints`: every route the server answers, and who may',
    "call it. The server mounts these and no others, and checks each one's access before its handler runs.",
    `Bodies are limited to ${kib(DEFAULT_BODY_LIMIT)} unless a route says otherwise.`,
    '',
    callCounts(),
    '',
    ...sections.filter(Boolean),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await fs.writeFile(ENDPOINTS_DOC, endpointsDoc());
  process.stdout.write(`${callCounts()}\nwrote ${path.relative(process.cwd(), ENDPOINTS_DOC)}\n`);
}
