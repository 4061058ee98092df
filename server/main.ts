/**
 * Server entry: config, database, migrations, then listen; prints `ready <url>` once listening.
 * Development (APP_ENV=development) also seeds the demo accounts and mounts the stand-ins under
 * /dev/; production refuses to start while a demo account exists.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { STAND_IN_WEBHOOK_SECRET_FILE } from './billing/config.ts';
import { startBillingEvents } from './billing/events.ts';
import { stripeProvider } from './billing/stripe-provider.ts';
import { adjustableClock, systemClock } from './clock.ts';
import { loadConfig, STAND_IN_SECRET_FILE } from './config.ts';
import { dataFolderSecret } from './data-folder-secret.ts';
import { openDb } from './db/adapter.ts';
import { migrate } from './db/migrate.ts';
import { initFirebaseAuth } from './firebase.ts';
import { startInstagramSync } from './instagram-connection/sync-job.ts';
import { startMaintenance } from './jobs/maintenance.ts';
import { startRenewalsJob } from './jobs/renewals.ts';
import { logger } from './logger.ts';
import { mailTransport } from './mail/transport.ts';
import { startOutboxWorker } from './outbox.ts';
import { refuseDemoAccounts } from './seed/demo-guard.ts';
import { seedNews } from './seed/news.ts';
import { loadTokenKey, tokenCipher } from './token-cipher.ts';

const config = loadConfig();
logger.level = config.logLevel;
// The stand-in of Meta signs with a secret no other machine has: a well-known one would let anyone forge its callbacks.
if (config.instagram.standIn) config.instagram.appSecret = await dataFolderSecret(config.dataDir, STAND_IN_SECRET_FILE);
// The same for the stand-in of Stripe's webhook signing secret.
if (config.billing.standIn)
  config.billing.webhookSecret = `whsec_${await dataFolderSecret(config.dataDir, STAND_IN_WEBHOOK_SECRET_FILE)}`;
const transport = mailTransport(config.mail);
const tokens = tokenCipher(await loadTokenKey(config.tokenKey, config.dataDir));
const db = await openDb(config, (error) =>
  logger.warn({ reason: error.message }, 'database connection lost while idle'),
);
const applied = await migrate(db);
const auth = initFirebaseAuth(config.firebaseProjectId);
const clock = config.production ? systemClock : adjustableClock();
// Development's stand-in of Stripe, on this server's own port (server/dev-stripe/).
const stripeStandIn = config.billing.standIn
  ? await (
      await import('./dev-stripe/stand-in.ts')
    ).startStripeStandIn({
      clock,
      dataDir: config.dataDir,
      webhookUrl: `http://127.0.0.1:${config.port}/api/billing/webhook`,
      webhookSecret: config.billing.webhookSecret,
      logger,
    })
  : undefined;
const seeded = config.production ? await refuseDemoAccounts(auth, db) : await seedDemo(auth, db);
const seededContent = { news: await seedNews(db) };
logger.info(
  { applied, seeded, seededContent, db: config.databaseUrl ? 'postgres' : 'pglite' },
  config.production ? 'database ready' : 'database ready (development)',
);

async function seedDemo(...[auth, db]: Parameters<typeof refuseDemoAccounts>) {
  const { seedFirebaseUsers, seedSubscriptions } = await import('./seed/seed.ts');
  const [users, subscriptions] = await Promise.all([seedFirebaseUsers(auth), seedSubscriptions(db, stripeStandIn!)]);
  return { users, subscriptions };
}

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
const development = config.production
  ? undefined
  : (await import('./development.ts')).developmentRoutes(deps, stripeStandIn);
const app = createApp(deps, development);
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
    stripeStandIn?.stop(),
  ]);
  // Closing PGlite flushes its files; a killed process may leave the data folder needing recovery.
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
