/**
 * docs/configuration.md from the configuration schema (server/config/schema.ts): every
 * environment variable the server reads, its type, default, the modes that require it and what it
 * does. `npm run docs:config` writes it; test/unit/server-config.test.ts fails while the committed
 * page differs from the schema.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENVIRONMENT, VARIABLES, type Mode, type VariableMeta } from '../server/config/schema.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIGURATION_DOC = path.join(ROOT, 'docs', 'configuration.md');

const MODES: Mode[] = ['production', 'development'];

function requiredText({ requiredIn = [], requiredWith, refusedIn = [], exceptWhen }: VariableMeta): string {
  const others = MODES.filter((mode) => !requiredIn.includes(mode));
  const cases = [
    ...requiredIn,
    ...(requiredWith && others.length ? [`${others.join(', ')} when \`${requiredWith}\` is set`] : []),
    ...refusedIn.map(
      (mode) =>
        `refused in ${mode}${exceptWhen ? ` (unless \`${exceptWhen.variable}\` is set and ${exceptWhen.said})` : ''}`,
    ),
  ];
  return cases.join('; ') || '—';
}

const defaultText = ({ default: value, unset }: VariableMeta) =>
  value !== undefined ? `\`${value}\`` : (unset ?? '—');

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The variables in the schema's order, each with its declaration. */
export const variables = () =>
  Object.entries(ENVIRONMENT.shape).map(([name, schema]) => ({ name, ...VARIABLES.get(schema)! }));

export function configurationDoc(): string {
  const rows = variables().map((meta) =>
    [
      `\`${meta.name}\``,
      meta.secret ? `${meta.type}, secret` : meta.type,
      defaultText(meta),
      requiredText(meta),
      meta.description,
    ].map(cell),
  );
  return [
    '# Configuration',
    '',
    'Generated from `server/config/schema.ts` by `npm run docs:config`: every environment variable the server reads.',
    'The server reads them once, at start (`server/config.ts`), and refuses to start when a value is malformed or a',
    'rule of its mode is broken, with one line for each variable at fault. A variable set to an empty value is unset. Secrets',
    'are never repeated in an error.',
    '',
    '## Modes',
    '',
    '`APP_ENV` chooses the mode. Unset or `production` is production: every outside service must be configured',
    '(the variables required in production below), the Auth emulator is refused, and the server refuses to start',
    'while a demo account exists. `development`, which `npm start`, `npm run dev` and the test stacks ask for, answers',
    'with local stand-ins where a service is not configured (Instagram under `/dev/instagram/`, Stripe under',
    '`/dev/stripe/`, the mailbox at `/dev/mailbox`, a demo breach dataset), seeds the demo accounts and may use the',
    'Firebase Auth emulator. Any other value is refused rather than guessed; `NODE_ENV` is not read.',
    '',
    '`npm start` reads `PORT` (with `npm run dev`, the port of Vite, the server listening on the next one) and',
    '`DATA_DIR` through the same schema. Libraries read a few variables themselves: firebase-admin',
    '`FIREBASE_AUTH_EMULATOR_HOST` and `GOOGLE_APPLICATION_CREDENTIALS` (below), node-postgres the `PG…` variables for',
    'what `DATABASE_URL` leaves out.',
    '',
    `## Variables (${rows.length})`,
    '',
    '| Variable | Type | Default | Required in | Description |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await fs.writeFile(CONFIGURATION_DOC, configurationDoc());
  process.stdout.write(`${variables().length} variables\nwrote ${path.relative(process.cwd(), CONFIGURATION_DOC)}\n`);
}
