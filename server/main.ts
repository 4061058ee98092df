/**
 * The production server's entry (`npm run build` bundles it into dist-server/main.mjs). It runs
 * production only and refuses to start while a demo account exists; development runs
 * server/dev/main.ts, which adds the stand-ins, the demo accounts and /dev/.
 */
import { boot } from './boot.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { refuseDemoAccounts } from './demo-guard.ts';
import { logger } from './logger.ts';

const config = loadConfig();
if (!config.production)
  throw new Error(
    'Refusing to start: this entry runs production only; development runs server/dev/main.ts (npm start)',
  );
if (config.authEmulatorHost)
  logger.warn({ authEmulatorHost: config.authEmulatorHost }, 'identity is an Auth emulator: for tests only');
await boot(config, { clock: systemClock, prepare: ({ db, auth }) => refuseDemoAccounts(auth, db) });
