/**
 * Starts the server from its settings: the database and its migrations, identity, the background
 * jobs and the HTTP listener; prints `ready <url>` once listening and stops in order on SIGINT or
 * SIGTERM. The mode says what differs: production's entry (main.ts) refuses demo accounts;
 * development's (dev/main.ts) starts the stand-ins, seeds the demo accounts and mounts /dev/, so
 * production's code never imports them.
 */
import { serve } from '@hono/node-server';
import type { Auth } from 'firebase-admin/auth';
import { createApp } from './app.ts';
import { startBillingEvents } from './billing/events.ts';
import { stripeProvider } from './billing/stripe-provider.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { openDb, type Db } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import type { EndpointHandlers } from './endpoints.ts';
import { initFirebaseAuth } from './firebase.ts';
import { startInstagramSync } from './instagram-connection/sync-job.ts';
import { startMaintenance } from './jobs/maintenance.ts';
import { startRenewalsJob } from './jobs/renewals.ts';
import { logger } from './logger.ts';
import { mailTransport } from './mail/transport.ts';
import { startOutboxWorker } from './outbox.ts';
import { seedNews } from './news-seed.ts';
import { loadTokenKey, tokenCipher } from './token-cipher.ts';

export interface ServerMode {
  clock: Clock;
  /** After the migrations, before the jobs start; what it answers is logged. */
  prepare(base: { db: Db; auth: Auth }): Promise<object | void>;
  /** The routes under /dev/ (development only). */
  routes?(deps: AppDeps): EndpointHandlers;
  /** Stops what `prepare` started, after the jobs. */
  stop?(): Promise<void>;
}

export async function boot(config: Config, mode: ServerMode) {
  const { clock } = mode;
  logger.level = config.logLevel;
  const transport = mailTransport(config.mail);
  const tokens = tokenCipher(await loadTokenKey(config.tokenKey, config.dataDir));
  const db = await openDb(config, (error) =>
    logger.warn({ reason: error.message }, 'database connection lost while idle'),
  );
  const applied = await migrate(db);
  const auth = initFirebaseAuth(config.firebaseProjectId);
  const seeded = await mode.prepare({ db, auth });
  const seededContent = { news: await seedNews(db) };
  logger.info(
    { applied, seeded, seededContent, db: config.databaseUrl ? 'postgres' : 'pglite' },
    config.production ? 'database ready' : 'database ready (development)',
  );

  const outbox = startOutboxWorker({ db, logger, clock, transport });
  const maintenance = startMaintenance({ db, logger, clock, logRetentionMs: config.logRetentionMs });
  const billing = stripeProvider(config.billing);
  const renewals = startRenewalsJob({ db, billing, logger, clock, everyMs: config.renewalsEveryMs });
  const instagramSync = startInstagramSync({ db, logger, clock, config, tokens });
  const billingEvents = startBillingEvents({
    db,
    billing,
    logger,
    prices: config.billing.prices,
    now: () => clock.now(),
  });
  const deps = {
    config,
    db,
    auth,
    logger,
    outbox,
    clock,
    tokens,
    instagramSync,
    billing,
    billingEvents,
    jobs: { outbox, renewals, maintenance, instagramSync, billingEvents },
  };
  const app = createApp(deps, mode.routes?.(deps));
  const { headersMs, requestMs, keepAliveMs } = config.timeouts;
  const serverOptions = {
    headersTimeout: headersMs,
    // Node wants the request timeout at least as long as the headers one.
    requestTimeout: Math.max(requestMs, headersMs),
    keepAliveTimeout: keepAliveMs,
    // How often Node looks for requests past those timeouts (its default, 30 s, lets a stalled one linger that long).
    connectionsCheckingInterval: Math.min(1_000, headersMs),
  };
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, (info) => {
    process.stdout.write(`ready http://${config.host}:${info.port}\n`);
  });

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    await Promise.all([
      outbox.stop(),
      maintenance.stop(),
      renewals.stop(),
      instagramSync.stop(),
      billingEvents.stop(),
      mode.stop?.(),
    ]);
    // Closing PGlite flushes its files; a killed process may leave the data folder needing recovery.
    await db.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
