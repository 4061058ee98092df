/** Typed server settings from the environment, checked once at start-up. */
import path from 'node:path';
import { billingConfig, type BillingConfig } from './billing/config.ts';
import { parseTokenKey } from './token-cipher.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  firebaseProjectId: string;
  authEmulatorHost?: string;
  staticDir: string;
  /** Unless APP_ENV=development: no stand-ins, no demo accounts, every outside service configured. */
  production: boolean;
  /** How many proxies (load balancers) stand in front of the server and append to X-Forwarded-For. */
  trustedProxyHops: number;
  /** Origins besides the app's own that serve its images (an image proxy or assets host elsewhere). */
  imageOrigins: string[];
  /** Where emailed links lead (APP_ORIGIN); unset outside production means the request's own origin. */
  appOrigin?: string;
  /** Where the image proxy may fetch from (IMAGE_PROXY_ALLOW); by default Instagram's image CDNs. */
  imageProxyAllow: ImageHostPattern[];
  timeouts: ServerTimeouts;
  /** Export imports read at once on this server (EXPORT_IMPORTS_AT_ONCE, default 2); more are asked to come back. */
  exportImportsAtOnce: number;
  /** How long log records and analytics events are kept (LOG_RETENTION_DAYS, default 30). */
  logRetentionMs: number;
  /** How often the renewals job runs (RENEWALS_INTERVAL_MS; unset: the job's own minute). */
  renewalsEveryMs?: number;
  /** TOKEN_ENCRYPTION_KEY: seals third-party tokens at rest (server/token-cipher.ts); unset outside production, DATA_DIR keeps one. */
  tokenKey?: Buffer;
  instagram: InstagramConfig;
  billing: BillingConfig;
}

/**
 * Meta's "Instagram API with Instagram Login" (docs/operations.md, "Instagram"). Outside production, without
 * INSTAGRAM_APP_ID, the local stand-in under /dev/instagram/ answers instead (`standIn`).
 */
export interface InstagramConfig {
  appId: string;
  appSecret: string;
  standIn: boolean;
  /** Token endpoints (code exchange): https://api.instagram.com */
  oauthBaseUrl: string;
  /** Graph API and token refresh: https://graph.instagram.com */
  graphBaseUrl: string;
  /** Where the browser goes to consent; a path (the stand-in's) is resolved against the app's origin. */
  authorizeUrl: string;
  /** Always in the path: GRAPH_API_VERSION unless INSTAGRAM_GRAPH_VERSION says otherwise. */
  graphVersion: string;
}

export const STAND_IN_APP_ID = 'stand-in-app';
/** Where the data folder keeps the stand-in app's secret (random per folder, server/dev/main.ts reads it in). */
export const STAND_IN_SECRET_FILE = 'instagram-stand-in.secret';
const META = {
  oauthBaseUrl: 'https://api.instagram.com',
  graphBaseUrl: 'https://graph.instagram.com',
  authorizeUrl: 'https://www.instagram.com/oauth/authorize',
};
/**
 * The Graph API version every Instagram call names in its path: the newest (v27.0 shipped
 * 2026-11-04; v25.0 is available until 2028-07-29 and v26 and v27 later, per Meta's versions
 * changelog). INSTAGRAM_GRAPH_VERSION can move it without a release.
 */
export const GRAPH_API_VERSION = 'v27.0';

function instagramConfig(env: NodeJS.ProcessEnv, production: boolean, port: number): InstagramConfig {
  const graphVersion = env.INSTAGRAM_GRAPH_VERSION || GRAPH_API_VERSION;
  if (!/^v\d+\.\d+$/.test(graphVersion))
    throw new Error(`Invalid INSTAGRAM_GRAPH_VERSION: ${graphVersion} (like ${GRAPH_API_VERSION})`);
  if (!env.INSTAGRAM_APP_ID) {
    if (production) throw new Error('Refusing to start: INSTAGRAM_APP_ID is not set in production');
    // The server calls its own stand-in; the browser reaches it on the app's origin.
    const self = `http://127.0.0.1:${port}/dev/instagram`;
    return {
      appId: STAND_IN_APP_ID,
      appSecret: '', // the data folder's own, read in at start (STAND_IN_SECRET_FILE)
      standIn: true,
      oauthBaseUrl: `${self}/api`,
      graphBaseUrl: `${self}/graph`,
      authorizeUrl: '/dev/instagram/oauth/authorize',
      graphVersion,
    };
  }
  if (!env.INSTAGRAM_APP_SECRET)
    throw new Error('Refusing to start: INSTAGRAM_APP_ID is set without INSTAGRAM_APP_SECRET');
  return {
    appId: env.INSTAGRAM_APP_ID,
    appSecret: env.INSTAGRAM_APP_SECRET,
    standIn: false,
    oauthBaseUrl: env.INSTAGRAM_OAUTH_BASE_URL || META.oauthBaseUrl,
    graphBaseUrl: env.INSTAGRAM_GRAPH_BASE_URL || META.graphBaseUrl,
    authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL || META.authorizeUrl,
    graphVersion,
  };
}

/** How long the HTTP server waits on a client, chosen rather than inherited from Node (docs/operations.md, "Timeouts"). */
interface ServerTimeouts {
  /** For a request's headers to arrive: a client that sends half a request is dropped (408) after this. */
  headersMs: number;
  /** For a whole request, body included: a 25 MB export on a slow phone link (~1.5 Mbit/s) fits. */
  requestMs: number;
  /** An idle kept-alive connection: above a load balancer's usual 60 s, so it never reuses one we closed. */
  keepAliveMs: number;
}

const DEFAULT_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 180_000, keepAliveMs: 65_000 };

function milliseconds<T extends number | undefined>(env: NodeJS.ProcessEnv, name: string, fallback: T): number | T {
  const value = env[name];
  if (!value) return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100) throw new Error(`Invalid ${name}: ${value} (milliseconds, 100 or more)`);
  return ms;
}

/** One origin the image proxy may fetch from; `subdomains` (a leading `*.`) matches any host under `host`, not `host` itself. */
export interface ImageHostPattern {
  protocol: 'http:' | 'https:';
  host: string;
  subdomains: boolean;
  /** As URL.port gives it: '' for the protocol's default port. */
  port: string;
}

const DEFAULT_IMAGE_PROXY_ALLOW = 'https://*.cdninstagram.com,https://*.fbcdn.net';
/** The stand-in's post images come from the server itself. */
const defaultImageHosts = (instagram: InstagramConfig) =>
  instagram.standIn
    ? `${DEFAULT_IMAGE_PROXY_ALLOW},${new URL(instagram.graphBaseUrl).origin}`
    : DEFAULT_IMAGE_PROXY_ALLOW;
const IMAGE_HOST_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORTS = { 'http:': '80', 'https:': '443' };

function originSetting(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const { origin } = new URL(value.trim());
  if (origin === 'null') throw new Error(`Invalid origin: ${value}`);
  return origin;
}

/** Comma-separated patterns such as `https://*.cdninstagram.com,http://127.0.0.1:5555`; a malformed entry stops the start. */
function imageHostPatterns(value: string): ImageHostPattern[] {
  const patterns = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): ImageHostPattern => {
      const match = IMAGE_HOST_PATTERN.exec(entry);
      if (!match || Number(match[4] ?? 0) > 65535) throw new Error(`Invalid IMAGE_PROXY_ALLOW entry: ${entry}`);
      const [, scheme, wildcard, host, port] = match;
      const protocol = scheme.toLowerCase() === 'https' ? 'https:' : 'http:';
      const portNumber = port === undefined ? '' : String(Number(port));
      return {
        protocol,
        host: host.toLowerCase(),
        subdomains: !!wildcard,
        port: portNumber === DEFAULT_PORTS[protocol] ? '' : portNumber,
      };
    });
  if (!patterns.length) throw new Error(`Invalid IMAGE_PROXY_ALLOW: ${value}`);
  return patterns;
}

/** A whole number setting within `[min, max]`; `fallback` when unset. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, [min, max]: [number, number]): number {
  const value = env[name];
  const number = Number(value ?? fallback);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`Invalid ${name}: ${value} (a whole number, ${min} to ${max})`);
  return number;
}

/**
 * TRUSTED_PROXY_HOPS: the client's address is the right-most X-Forwarded-For entry that no trusted
 * proxy wrote (server/rate-limit.ts). The old TRUST_PROXY took the left-most, which the client writes.
 */
function proxyHops(env: NodeJS.ProcessEnv): number {
  if (env.TRUST_PROXY !== undefined)
    throw new Error('TRUST_PROXY is replaced by TRUSTED_PROXY_HOPS: the number of proxies in front of the server');
  return wholeNumber(env, 'TRUSTED_PROXY_HOPS', 0, [0, 10]);
}

/**
 * Production unless development is asked for by name: an unset APP_ENV is production, and a value
 * that is neither is refused rather than guessed (`Development`, `prod`).
 */
function isProduction(appEnv: string | undefined): boolean {
  if (appEnv === undefined || appEnv === '' || appEnv === 'production') return true;
  if (appEnv === 'development') return false;
  throw new Error(`Invalid APP_ENV: ${appEnv} (production, the default, or development)`);
}

/**
 * The one rule of production a test may relax: the built server's test (test/production) has no
 * way to Google's identity service, so it names an Auth emulator on this machine with
 * AUTH_EMULATOR_FOR_TESTS=loopback. Any other value, or an emulator elsewhere, is refused.
 */
function authEmulatorForTests(env: NodeJS.ProcessEnv, host: string): boolean {
  const allowed = env.AUTH_EMULATOR_FOR_TESTS;
  if (allowed === undefined || allowed === '') return false;
  if (allowed !== 'loopback') throw new Error(`Invalid AUTH_EMULATOR_FOR_TESTS: ${allowed} (only loopback)`);
  return /^(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(host);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const production = isProduction(env.APP_ENV);
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  // The emulator accepts unsigned tokens: anyone could forge any uid.
  if (production && authEmulatorHost && !authEmulatorForTests(env, authEmulatorHost))
    throw new Error('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set in production');
  const appOrigin = originSetting(env.APP_ORIGIN);
  // A request's Host header is the client's to choose: emailed links must not follow it in production.
  if (production && !appOrigin) throw new Error('Refusing to start: APP_ORIGIN is not set in production');
  // A key on the servers' own disks would not be shared by their instances, nor kept from a copy of it.
  if (production && !env.TOKEN_ENCRYPTION_KEY)
    throw new Error('Refusing to start: TOKEN_ENCRYPTION_KEY is not set in production');
  const instagram = instagramConfig(env, production, port);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    firebaseProjectId: env.FIREBASE_PROJECT_ID || 'demo-profile-analyzer',
    authEmulatorHost,
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    production,
    trustedProxyHops: proxyHops(env),
    imageOrigins: (env.IMAGE_ORIGINS ?? '')
      .split(',')
      .map(originSetting)
      .filter((origin) => origin !== undefined),
    appOrigin,
    imageProxyAllow: imageHostPatterns(env.IMAGE_PROXY_ALLOW || defaultImageHosts(instagram)),
    timeouts: {
      headersMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs),
      requestMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
      keepAliveMs: milliseconds(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs),
    },
    renewalsEveryMs: milliseconds(env, 'RENEWALS_INTERVAL_MS', undefined),
    logRetentionMs: wholeNumber(env, 'LOG_RETENTION_DAYS', 30, [1, 3650]) * 86_400_000,
    exportImportsAtOnce: wholeNumber(env, 'EXPORT_IMPORTS_AT_ONCE', 2, [1, 32]),
    tokenKey: env.TOKEN_ENCRYPTION_KEY ? parseTokenKey(env.TOKEN_ENCRYPTION_KEY) : undefined,
    instagram,
    billing: billingConfig(env, production, port),
  };
}
