/**
 * Every environment variable the server reads, in one zod schema: its format, default, the modes
 * that require it and a line saying what it does. server/config.ts turns the parsed values into
 * the `Config` the server uses; `npm run docs:config` writes docs/configuration.md from this.
 */
import { z } from 'zod';
import {
  imageHosts,
  like,
  milliseconds,
  oneOf,
  origin,
  origins,
  refusedValue,
  text,
  tokenKey,
  wholeNumber,
  type Format,
} from './formats.ts';

/** APP_ENV: production unless development is asked for by name. */
export type Mode = 'production' | 'development';

export interface VariableMeta {
  description: string;
  /** As it would be written in the environment; parsed like a value that is set. */
  default?: string;
  /** What an unset variable means when no one value does (the docs' default column). */
  unset?: string;
  requiredIn?: Mode[];
  /** Required whenever this other variable is set. */
  requiredWith?: string;
  refusedIn?: Mode[];
  /** The narrow exception to `refusedIn`: allowed when `variable` is set and this value matches `pattern` (`said` in words). */
  exceptWhen?: { variable: string; pattern: string; said: string };
  /** Never repeated in an error. */
  secret?: boolean;
}

/** The declarations, by schema: the docs read them from here, the loader its rules. */
export const VARIABLES = z.registry<VariableMeta & { type: string }>();

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A variable: set to '' is unset, and unset is its default, parsed as if it were set. */
function variable<T>(format: Format<T>, meta: VariableMeta & { default: string }): z.ZodType<T>;
function variable<T>(format: Format<T>, meta: VariableMeta): z.ZodType<T | undefined>;
function variable<T>(format: Format<T>, meta: VariableMeta): z.ZodType<T | undefined> {
  const inner = meta.default === undefined ? format.schema.optional() : format.schema;
  const schema = z.preprocess((value) => blank(value) ?? meta.default, inner);
  VARIABLES.add(schema, { ...meta, type: format.type });
  return schema;
}

const production: Mode[] = ['production'];
const httpUrl = like(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'http(s) URL', 'an http(s) URL');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The Graph API version every Instagram call names in its path: the newest (v27.0 shipped
 * 2026-11-04; v25.0 is available until 2028-07-29 and v26 and v27 later, per Meta's versions
 * changelog). INSTAGRAM_GRAPH_VERSION can move it without a release.
 */
export const GRAPH_API_VERSION = 'v27.0';

/** Stripe's price of each thing sold, by variable. */
const price = (what: string) =>
  variable(text('price id'), {
    description: `Stripe's price id of ${what}.`,
    requiredIn: production,
    requiredWith: 'STRIPE_SECRET_KEY',
  });

export const ENVIRONMENT = z.object({
  APP_ENV: variable(oneOf(['production', 'development']), {
    default: 'production',
    description: 'The mode (see Modes above); any other value is refused.',
  }),
  PORT: variable(wholeNumber(0, 65535), {
    default: '4173',
    description: 'The port the server listens on (0: any free one); `npm start` serves the app there.',
  }),
  HOST: variable(text('address'), { default: '127.0.0.1', description: 'The address the server listens on.' }),
  DATA_DIR: variable(text('path'), {
    default: '.data',
    description: "The data folder: PGlite's database, and outside production the stand-ins' secrets and the token key.",
  }),
  STATIC_DIR: variable(text('path'), {
    default: 'dist',
    description: 'The built SPA the server serves (`vite build`).',
  }),
  DATABASE_URL: variable(like(/^postgres(ql)?:\/\/\S+$/, 'postgres:// URL', 'a postgres:// URL'), {
    unset: 'PGlite in DATA_DIR',
    description: 'A Postgres database instead of the embedded PGlite (the same migrations run on it).',
    secret: true,
  }),
  APP_ORIGIN: variable(origin, {
    unset: "the request's own origin",
    description: 'Where emailed links lead (only the origin is kept); HSTS is sent when it is https.',
    requiredIn: production,
  }),
  TRUSTED_PROXY_HOPS: variable(wholeNumber(0, 10), {
    default: '0',
    description:
      "Proxies in front of the server that append to X-Forwarded-For: a client's address is the entry none wrote.",
  }),
  TRUST_PROXY: variable(refusedValue('replaced by TRUSTED_PROXY_HOPS: the number of proxies in front of the server'), {
    description:
      'Replaced by TRUSTED_PROXY_HOPS (it keyed the rate limits on what the client writes): refused when set.',
  }),
  IMAGE_ORIGINS: variable(origins, {
    unset: 'none',
    description:
      "Origins besides the app's own that serve its images (an image proxy, an assets host): the CSP allows them.",
  }),
  IMAGE_PROXY_ALLOW: variable(imageHosts, {
    unset: "`https://*.cdninstagram.com,https://*.fbcdn.net`, and the server's own origin with the Instagram stand-in",
    description: 'Where the image proxy (`/functions/image-proxy`) may fetch from; replaces the default.',
  }),
  FIREBASE_PROJECT_ID: variable(text(), {
    default: 'demo-profile-analyzer',
    description: 'The Firebase project whose ID tokens the server accepts.',
  }),
  FIREBASE_AUTH_EMULATOR_HOST: variable(like(/^[^\s:/]+:\d{1,5}$/, 'host:port'), {
    description: 'The Firebase Auth emulator, whose tokens are unsigned (firebase-admin reads it itself).',
    refusedIn: production,
    // The one rule of production a test may relax: no network reaches Google's identity service
    // from the built server's test (test/production), so it names an emulator on its machine.
    exceptWhen: {
      variable: 'AUTH_EMULATOR_FOR_TESTS',
      pattern: String.raw`^(127\.0\.0\.1|localhost):\d+$`,
      said: 'the emulator is on this machine',
    },
  }),
  AUTH_EMULATOR_FOR_TESTS: variable(oneOf(['loopback']), {
    description:
      'Tests only: lets production use an Auth emulator on this machine (test/production); never set in a deployment.',
  }),
  GOOGLE_APPLICATION_CREDENTIALS: variable(text('path'), {
    unset: "Google's application default credentials",
    description: "A service account's key file; read by firebase-admin itself, not by the server.",
  }),
  TOKEN_ENCRYPTION_KEY: variable(tokenKey, {
    unset: 'one kept in DATA_DIR',
    description: 'Seals third-party tokens at rest with AES-256-GCM (`openssl rand -base64 32`).',
    requiredIn: production,
    secret: true,
  }),
  INSTAGRAM_APP_ID: variable(text(), {
    unset: 'the stand-in under `/dev/instagram/`',
    description: "The Instagram app's id (Meta's app dashboard).",
    requiredIn: production,
  }),
  INSTAGRAM_APP_SECRET: variable(text(), {
    description: "The Instagram app's secret; it also checks Meta's signed requests.",
    requiredIn: production,
    requiredWith: 'INSTAGRAM_APP_ID',
    secret: true,
  }),
  INSTAGRAM_GRAPH_VERSION: variable(like(/^v\d+\.\d+$/, '`v<major>.<minor>`', `like ${GRAPH_API_VERSION}`), {
    default: GRAPH_API_VERSION,
    description: 'The Graph API version every Instagram call names in its path.',
  }),
  INSTAGRAM_OAUTH_BASE_URL: variable(httpUrl, {
    default: 'https://api.instagram.com',
    description: 'Where codes are exchanged for tokens (with INSTAGRAM_APP_ID).',
  }),
  INSTAGRAM_GRAPH_BASE_URL: variable(httpUrl, {
    default: 'https://graph.instagram.com',
    description: 'The Graph API and token refresh (with INSTAGRAM_APP_ID).',
  }),
  INSTAGRAM_AUTHORIZE_URL: variable(httpUrl, {
    default: 'https://www.instagram.com/oauth/authorize',
    description: 'Where the browser goes to consent (with INSTAGRAM_APP_ID).',
  }),
  STRIPE_SECRET_KEY: variable(text(), {
    unset: 'the stand-in under `/dev/stripe/`',
    description: "Stripe's secret key: billing goes through Stripe.",
    requiredIn: production,
    secret: true,
  }),
  STRIPE_WEBHOOK_SECRET: variable(text(), {
    description: "Checks the signature of Stripe's webhook deliveries (`whsec_…`).",
    requiredIn: production,
    requiredWith: 'STRIPE_SECRET_KEY',
    secret: true,
  }),
  STRIPE_PRICE_WEEKLY: price('the weekly plan'),
  STRIPE_PRICE_PREMIUM: price('the monthly premium plan'),
  STRIPE_PRICE_GIFT: price('the monthly gift plan'),
  STRIPE_PRICE_3MONTH: price('the 3-month plan'),
  STRIPE_PRICE_COURSE: price('the course (once)'),
  STRIPE_PRICE_REPORT: price('the profile report (once)'),
  STRIPE_API_URL: variable(httpUrl, {
    default: 'https://api.stripe.com',
    description: "Where Stripe's SDK sends its calls; a base with a path is allowed.",
  }),
  SMTP_URL: variable(like(/^smtps?:\/\/\S+$/, 'smtp:// or smtps:// URL', 'an smtp:// or smtps:// URL'), {
    unset: 'the local mailbox (`/dev/mailbox`)',
    description: 'Where emails are delivered: `smtp://user:pass@host:587` or `smtps://…:465`.',
    requiredIn: production,
    secret: true,
  }),
  MAIL_FROM: variable(text('address'), {
    default: 'Profile Analyzer <no-reply@profile-analyzer.local>',
    description: 'The sender of every email.',
  }),
  HIBP_API_KEY: variable(text(), {
    unset: 'the demo dataset; in production the check fails',
    description: 'Have I Been Pwned (API v3) answers the breach check.',
    secret: true,
  }),
  LOG_LEVEL: variable(oneOf(LOG_LEVELS), { default: 'info', description: "pino's level." }),
  LOG_RETENTION_DAYS: variable(wholeNumber(1, 3650), {
    default: '30',
    description: 'How long log records and analytics events are kept.',
  }),
  EXPORT_IMPORTS_AT_ONCE: variable(wholeNumber(1, 32), {
    default: '2',
    description: 'Export imports read at once on this server; more are asked to come back (429).',
  }),
  HEADERS_TIMEOUT_MS: variable(milliseconds, {
    default: '10000',
    description: "The wait for a request's headers: half a request is dropped (408) after it.",
  }),
  REQUEST_TIMEOUT_MS: variable(milliseconds, {
    default: '180000',
    description: 'The wait for a whole request: a 25 MB export over a slow phone link fits.',
  }),
  KEEP_ALIVE_TIMEOUT_MS: variable(milliseconds, {
    default: '65000',
    description: "An idle kept-alive connection's life: above a load balancer's usual 60 s.",
  }),
  RENEWALS_INTERVAL_MS: variable(milliseconds, {
    unset: "the job's own minute",
    description: 'How often the renewals job runs.',
  }),
});

export type Environment = z.output<typeof ENVIRONMENT>;
