/**
 * Development's server entry (`npm start`, `npm run dev`, the test stacks): the production server
 * plus the stand-ins of Stripe and Meta on its own port, the demo accounts seeded, a clock tests
 * can move and the routes under /dev/.
 */
import { STAND_IN_WEBHOOK_SECRET_FILE } from '../billing/config.ts';
import { boot } from '../boot.ts';
import { adjustableClock } from '../clock.ts';
import { loadConfig, STAND_IN_SECRET_FILE } from '../config.ts';
import { dataFolderSecret } from '../data-folder-secret.ts';
import { registerDemoAccounts } from '../profile-sources/demo-accounts.ts';
import { developmentDemoAccounts } from './demo/accounts-data.ts';
import { developmentRoutes } from './routes.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe/stand-in.ts';
import { logger } from '../logger.ts';
import { seedFirebaseUsers, seedSubscriptions } from './demo/seed.ts';

const config = loadConfig();
if (config.production) throw new Error('Refusing to start: development is asked for by name (APP_ENV=development)');
// The stand-in of Meta signs with a secret no other machine has: a well-known one would let anyone forge its callbacks.
if (config.instagram.standIn) config.instagram.appSecret = await dataFolderSecret(config.dataDir, STAND_IN_SECRET_FILE);
// The same for the stand-in of Stripe's webhook signing secret.
if (config.billing.standIn)
  config.billing.webhookSecret = `whsec_${await dataFolderSecret(config.dataDir, STAND_IN_WEBHOOK_SECRET_FILE)}`;
const clock = adjustableClock();
registerDemoAccounts(developmentDemoAccounts);
let stripe: StripeStandIn | undefined;

await boot(config, {
  clock,
  async prepare({ db, auth }) {
    // Stripe's stand-in answers on this server's own port (server/dev/stripe/).
    stripe = config.billing.standIn
      ? await startStripeStandIn({
          clock,
          dataDir: config.dataDir,
          webhookUrl: `http://127.0.0.1:${config.port}/api/billing/webhook`,
          webhookSecret: config.billing.webhookSecret,
          logger,
        })
      : undefined;
    const [users, subscriptions] = await Promise.all([seedFirebaseUsers(auth), seedSubscriptions(db, stripe!)]);
    return { users, subscriptions };
  },
  routes: (deps) => developmentRoutes(deps, stripe),
  stop: async () => stripe?.stop(),
});
