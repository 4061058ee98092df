/**
 * A development-only stand-in for the subset of Stripe's API the product uses, served under
 * /dev/stripe/ by the same server (never mounted in production). The official SDK is pointed at
 * it (its calls arrive at /dev/stripe/v1/…); its pages (hosted checkout, 3-D Secure, portal) are
 * where the SDK's URLs send the buyer; its events are signed and POSTed to the server's webhook.
 *
 * What is simplified against real Stripe is listed in each file; in short: only subscription-mode
 * Checkout and card payments; no proration credit on a plan change (the new price is charged whole,
 * from now); renewal invoices charged an hour after the period ends; a fixed retry schedule
 * (+3, +5, +7 days) ending in cancellation; the portal pays an overdue invoice at once with a new
 * card; webhook retries after 1 s, 5 s, 30 s and 2 min; unknown parameters are ignored rather than
 * refused; idempotency keys are kept in memory only.
 */
import { laterQueue } from './later.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { STAND_IN_PRICES } from '../../billing/config.ts';
import type { Logger } from '../../logger.ts';
import type { ApiDeps } from './api.ts';
import { createCore } from './core.ts';
import { catchUp } from './cycle.ts';
import { idempotencyKeys } from './idempotency.ts';
import { newPrice } from './objects.ts';
import { invoicePage, messagePage } from './pages.ts';
import { checkoutRoutes } from './routes-checkout.ts';
import { objectRoutes } from './routes-objects.ts';
import { paymentRoutes } from './routes-payments.ts';
import { portalRoutes } from './routes-portal.ts';
import { subscriptionRoutes } from './routes-subscriptions.ts';
import { testClockRoutes } from './routes-test-clocks.ts';
import { seedPayment, seedSubscription, type SeedSubscription } from './seed.ts';
import { loadState, stateSaver, type State } from './store.ts';
import { unix } from './time.ts';
import { webhookSender } from './webhooks.ts';

export interface StripeStandIn {
  /** Hono routes for /dev/stripe/* (API under /dev/stripe/v1/, pages, switches). */
  routes: Hono;
  /** Demo seeding (in-process): a customer with a working 4242 card and a subscription of this price that started at `startedAt` (periods counted from it up to now, trial when trialDays), optionally set to cancel at period end. */
  seedSubscription(demo: SeedSubscription): { customerId: string; subscriptionId: string };
  /** Demo seeding: a succeeded one-time payment of this price by that customer. */
  seedPayment(demo: { customerId: string; priceId: string; metadata: Record<string, string> }): {
    paymentIntentId: string;
  };
  stop(): Promise<void>;
}

export interface StripeStandInOptions {
  clock: { now(): Date };
  dataDir: string;
  webhookUrl: string;
  webhookSecret: string;
  logger: Logger;
}

/** How often customers on the server's clock are caught up without an API call. */
const CATCH_UP_MS = 2_000;

function ensurePrices(state: State, created: number) {
  const prices = [
    newPrice(STAND_IN_PRICES.weekly, 100, { interval: 'week', count: 1 }, created),
    newPrice(STAND_IN_PRICES.premium, 1399, { interval: 'month', count: 1 }, created),
    newPrice(STAND_IN_PRICES.gift, 1999, { interval: 'month', count: 1 }, created),
    newPrice(STAND_IN_PRICES.threemonth, 4900, { interval: 'week', count: 12 }, created),
    newPrice(STAND_IN_PRICES.course, 2899, null, created),
    newPrice(STAND_IN_PRICES.report, 2899, null, created),
  ];
  for (const price of prices) state.prices[price.id] ??= price;
}

const switchChange = z.object({ disorder: z.boolean().optional() });

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const { logger } = options;
  const state = await loadState(options.dataDir);
  ensurePrices(state, unix(options.clock.now()));
  const saver = stateSaver(options.dataDir, state, (error) =>
    logger.error({ err: error }, 'Stripe stand-in: saving its state failed'),
  );
  saver.changed();
  const sender = webhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    logger,
    now: () => new Date(),
  });
  const core = createCore({
    state,
    logger,
    clock: options.clock,
    publicBase: `${new URL(options.webhookUrl).origin}/dev/stripe`,
    changed: saver.changed,
    deliver: sender.deliver,
  });

  const queue = laterQueue();
  const catchUpNow = () => catchUp(core, options.clock.now());
  const deps: ApiDeps = { core, keys: idempotencyKeys(), catchUp: catchUpNow };

  const app = new Hono();
  objectRoutes(app, deps);
  checkoutRoutes(app, deps);
  subscriptionRoutes(app, deps);
  paymentRoutes(app, deps);
  portalRoutes(app, deps);
  testClockRoutes(app, deps, queue.later, () => options.clock.now());
  app.all('/v1/*', (c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${new URL(c.req.url).pathname.replace('/dev/stripe', '')}). The Stripe stand-in answers only the calls the product makes.`,
        },
      },
      404,
    ),
  );
  app.get('/invoice/:id', (c) => {
    const invoice = state.invoices[c.req.param('id')];
    return invoice ? c.html(invoicePage(invoice)) : c.html(messagePage('Not found', 'No such invoice.'), 404);
  });
  app.get('/switches', (c) => c.json({ disorder: sender.disorder }));
  app.post('/switches', async (c) => {
    const change = switchChange.safeParse(await c.req.json().catch(() => null));
    if (!change.success) return c.json({ error: 'Expected { "disorder": true | false }' }, 400);
    if (change.data.disorder !== undefined) sender.disorder = change.data.disorder;
    return c.json({ disorder: sender.disorder });
  });
  app.get('/deliveries.json', (c) => c.json({ deliveries: sender.deliveries() }));

  const timer = setInterval(() => {
    try {
      catchUpNow();
    } catch (error) {
      logger.error({ err: error }, 'Stripe stand-in: processing due renewals failed');
    }
  }, CATCH_UP_MS);
  timer.unref();

  return {
    routes: new Hono().route('/dev/stripe', app),
    seedSubscription: (demo) => seedSubscription(core, demo),
    seedPayment: (demo) => seedPayment(core, demo),
    async stop() {
      queue.stop();
      clearInterval(timer);
      sender.stop();
      await saver.flush();
    },
  };
}
