/** What the routes need from the outside world; tests or other entry points can build their own. */
import type { Auth } from 'firebase-admin/auth';
import type { BillingProvider } from './billing/provider.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/adapter.ts';
import type { JobStatus } from './jobs/periodic.ts';
import type { Logger } from './logger.ts';
import type { OutboxWorker } from './outbox.ts';
import type { TokenCipher } from './token-cipher.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  logger: Logger;
  outbox: OutboxWorker;
  clock: Clock;
  /** The payment provider (Stripe, or its stand-in in development). */
  billing: BillingProvider;
  /** Applies recorded webhook events now instead of at the next tick. */
  billingEvents: { run(): void };
  /** Seals third-party access tokens for the database (Instagram's). */
  tokens: TokenCipher;
  /** Starts an Instagram sync pass now (after a connect or "Refresh now") instead of at the next tick. */
  instagramSync: { run(): void };
  /** The background jobs' last passes, for /healthz. */
  jobs: Record<string, { status(): JobStatus }>;
}
