/**
 * Typed server settings from the environment, checked once at start-up: the one place the server
 * reads `process.env` (lint holds it). Each variable is declared in server/config/schema.ts.
 */
import path from 'node:path';
import type { LevelWithSilent } from 'pino';
import { billingConfig, type BillingConfig } from './billing/config.ts';
import { imageHosts, type ImageHostPattern } from './config/formats.ts';
import { readEnvironment } from './config/read.ts';
import type { Environment } from './config/schema.ts';

export type { ImageHostPattern } from './config/formats.ts';
export { GRAPH_API_VERSION } from './config/schema.ts';

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
  /** Where the outbox worker delivers (server/mail/transport.ts): SMTP_URL, else the local mailbox. */
  mail: { smtpUrl?: string; from: string };
  /** HIBP_API_KEY: Have I Been Pwned answers the breach check (server/functions/breaches.ts). */
  hibpApiKey?: string;
  /** LOG_LEVEL, pino's (server/main.ts sets the logger's). */
  logLevel: LevelWithSilent;
}

/**
 * Meta's "Instagram API with Instagram Login" (README "Instagram"). Outside production, without
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

function instagramConfig(env: Environment, port: number): InstagramConfig {
  const graphVersion = env.INSTAGRAM_GRAPH_VERSION;
  if (!env.INSTAGRAM_APP_ID || !env.INSTAGRAM_APP_SECRET) {
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
  return {
    appId: env.INSTAGRAM_APP_ID,
    appSecret: env.INSTAGRAM_APP_SECRET,
    standIn: false,
    oauthBaseUrl: env.INSTAGRAM_OAUTH_BASE_URL,
    graphBaseUrl: env.INSTAGRAM_GRAPH_BASE_URL,
    authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
    graphVersion,
  };
}

/** How long the HTTP server waits on a client, chosen rather than inherited from Node (README). */
interface ServerTimeouts {
  /** For a request's headers to arrive: a client that sends half a request is dropped (408) after this. */
  headersMs: number;
  /** For a whole request, body included: a 25 MB export on a slow phone link (~1.5 Mbit/s) fits. */
  requestMs: number;
  /** An idle kept-alive connection: above a load balancer's usual 60 s, so it never reuses one we closed. */
  keepAliveMs: number;
}

/** Instagram's image CDNs; the stand-in's post images come from the server itself. */
const defaultImageHosts = (instagram: InstagramConfig) =>
  imageHosts.schema.parse(
    `https://*.cdninstagram.com,https://*.fbcdn.net${instagram.standIn ? `,${new URL(instagram.graphBaseUrl).origin}` : ''}`,
  );

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): Config {
  const env = readEnvironment(processEnv);
  const production = env.APP_ENV === 'production';
  const port = env.PORT;
  const instagram = instagramConfig(env, port);
  return {
    port,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    staticDir: path.resolve(env.STATIC_DIR),
    production,
    trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    imageOrigins: env.IMAGE_ORIGINS ?? [],
    appOrigin: env.APP_ORIGIN,
    imageProxyAllow: env.IMAGE_PROXY_ALLOW ?? defaultImageHosts(instagram),
    timeouts: {
      headersMs: env.HEADERS_TIMEOUT_MS,
      requestMs: env.REQUEST_TIMEOUT_MS,
      keepAliveMs: env.KEEP_ALIVE_TIMEOUT_MS,
    },
    renewalsEveryMs: env.RENEWALS_INTERVAL_MS,
    logRetentionMs: env.LOG_RETENTION_DAYS * 86_400_000,
    exportImportsAtOnce: env.EXPORT_IMPORTS_AT_ONCE,
    tokenKey: env.TOKEN_ENCRYPTION_KEY,
    instagram,
    billing: billingConfig(env, port),
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    hibpApiKey: env.HIBP_API_KEY,
    logLevel: env.LOG_LEVEL,
  };
}
