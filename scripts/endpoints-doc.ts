/**
 * docs/endpoints.md from the endpoint table (contracts/endpoints.ts): every route the server
 * answers, by who may call it, with what each call reads, answers and refuses with. `npm run
 * docs:endpoints` writes it; test/unit/endpoints.test.ts fails while the committed page differs
 * from the table.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { core } from 'zod/mini';
import {
  CALLABLE_CODES,
  DEFAULT_BODY_LIMIT,
  refusalBody,
  type Access,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '../contracts/endpoint-declaration.ts';
import { ENDPOINTS } from '../contracts/endpoints.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ENDPOINTS_DOC = path.join(ROOT, 'docs', 'endpoints.md');

/** Every export of contracts/ by its value, as `module.name`: the page names each schema so. */
const CONTRACT_NAMES = new Map<unknown, string>(
  (
    await Promise.all(
      (await fs.readdir(path.join(ROOT, 'contracts')))
        .filter((file) => file.endsWith('.ts'))
        .map(async (file) => {
          const module = (await import(pathToFileURL(path.join(ROOT, 'contracts', file)).href)) as object;
          return Object.entries(module).map(([name, value]): [unknown, string] => [
            value,
            `${file.slice(0, -3)}.${name}`,
          ]);
        }),
    )
  ).flat(),
);

/** `origin-api.passwordResetRequest` (email), with `?` for optional fields and `…` for any others kept. */
function schemaText(schema: core.$ZodType): string {
  const name = CONTRACT_NAMES.get(schema);
  if (!name) throw new Error('A schema of the endpoint table is not exported by contracts/: export it to name it');
  const def = schema._zod.def;
  if (def.type !== 'object') return `\`${name}\``;
  const { shape, catchall } = def as core.$ZodObjectDef;
  const fields = Object.entries(shape).map(([key, field]) => (field._zod.optin === 'optional' ? `${key}?` : key));
  if (catchall) fields.push('…');
  return `\`${name}\` (${fields.join(', ')})`;
}

const INPUT_PARTS = ['params', 'query', 'body', 'form'] as const;

function inputText(input: EndpointInput | undefined): string {
  if (!input) return '';
  const parts = INPUT_PARTS.filter((part) => input[part]).map((part) => `${part} ${schemaText(input[part]!)}`);
  if (input.files) parts.push(`multipart files \`${input.files}\`, read by the handler`);
  return parts.join('; ') || 'nothing';
}

const answerText = (answer: EndpointAnswer | undefined) =>
  answer === undefined ? '' : typeof answer === 'string' ? answer : schemaText(answer);

/**
 * Every status a call may refuse with: its input check's (400; 413 for too large a body, 415 for
 * one not sent as JSON), its guards' (401: who is calling; 403: what they hold, or another site),
 * its limits' (429, unless it answers as if sent beyond them) and its handler's own.
 */
function refusalStatuses({
  input = {},
  access,
  sameSiteOnly,
  limits,
  beyondLimits,
  errorStatuses = [],
}: Endpoint): number[] {
  const readsBody = !!(input.body || input.form || input.files);
  const statuses = [
    ...(Object.keys(input).length ? [400] : []),
    ...(access === 'anyone' ? [] : [401]),
    ...((access !== 'anyone' && access !== 'signed-in') || sameSiteOnly ? [403] : []),
    ...(readsBody ? [413] : []),
    ...(input.body ? [415] : []),
    ...(limits?.length && !beyondLimits ? [429] : []),
    ...errorStatuses,
  ];
  return [...new Set(statuses)].sort((a, b) => a - b);
}

function refusalsText(endpoint: Endpoint): string {
  const codes = endpoint.errorCodes?.length
    ? `; codes ${endpoint.errorCodes.map((code) => `\`${code}\``).join(', ')}`
    : '';
  return `${refusalStatuses(endpoint).join(', ')}${codes}`;
}

/** `400 invalid-argument, 401 unauthenticated, …` */
const callableCodesText = () =>
  Object.entries(CALLABLE_CODES)
    .map(([status, code]) => `${status} \`${code}\``)
    .join(', ');

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
    endpoint.invalidInput
      ? `refused input: \`${JSON.stringify(refusalBody(endpoint.envelope ?? 'plain', 400, endpoint.invalidInput))}\``
      : '',
    limitsText(endpoint),
    endpoint.via === 'page-session' ? 'identity from the page-session cookie' : '',
    endpoint.bodyLimit ? `body up to ${kib(endpoint.bodyLimit)}` : '',
    endpoint.changes ? 'token checked for revocation' : '',
    endpoint.sameSiteOnly ? 'refuses other sites' : '',
    endpoint.beyondLimits ? 'beyond its limits it answers as if sent and sends nothing' : '',
    endpoint.development ? 'development only' : '',
  ].filter(Boolean);
  const path = endpoint.path.replaceAll('|', '\\|');
  const cells = [`\`${endpoint.method} ${path}\``, name, endpoint.summary];
  if (endpoint.kind === 'call')
    cells.push(
      inputText(endpoint.input),
      answerText(endpoint.answer),
      refusalsText(endpoint),
      endpoint.envelope ?? 'plain',
    );
  return `| ${[...cells, notes.join('; ')].join(' | ')} |`;
}

const HEADS = {
  call: ['| route | name | what | input | answer | refusals | envelope | notes |', '|---|---|---|---|---|---|---|---|'],
  page: ['| route | name | what | notes |', '|---|---|---|---|'],
};

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
      return [`## ${title}`, '', ...HEADS[kind], ...rows.map(([n, e]) => row(n, e)), ''].join('\n');
    }),
  );
  return [
    '# Endpoints',
    '',
    'Generated from `contracts/endpoints.ts` by `npm run docs:endpoints`: every route the server answers, who may',
    'call it, what each call reads, answers and refuses with. The server mounts these and no others, and checks',
    "each one's access, then its input against the schemas named here (`module.schema` in `contracts/`), before",
    'its handler runs. Refused input answers 400 with `<field>: <why>` unless the call says otherwise.',
    `Bodies are limited to ${kib(DEFAULT_BODY_LIMIT)} unless a route says otherwise. Any call may also answer 500, and`,
    '503 with Retry-After while the database or the identity service does not answer.',
    '',
    "Every refusal of a call, its guards' and its input check's too, comes in the envelope it declares:",
    '',
    '- `plain`: `{ "error": "<message>" }`, with any further facts beside it (a 503\'s',
    '  `{ "error": "…", "unavailable": "database" }`);',
    '- `coded`: `{ "error": { "code": "<code>", "message": "<message>", … } }`, further facts inside it (a locked',
    "  category's `unlock`, a refresh's `retryAt`), for calls whose client tells refusals apart by code. A refusal",
    `  without a code of its own gets the Firebase callable code of its status: ${callableCodesText()}.`,
    '',
    'Routes answered by no call (404) and pages refuse in the plain envelope.',
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
