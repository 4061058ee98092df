/**
 * The development stand-ins under /dev/ (contracts/endpoints.ts `development`): the mailbox, the
 * clock and jobs, Stripe, Meta's Instagram and the flows page. Loaded by server/main.ts only
 * when development is asked for (APP_ENV=development), so production never imports them.
 */
import { Hono } from 'hono';
import type { AppDeps } from './deps.ts';
import { devFlowsRoutes } from './dev-flows/routes.ts';
import { devInstagramRoutes } from './dev-instagram/routes.ts';
import type { EndpointHandlers } from './endpoints.ts';
import type { StripeStandIn } from './dev-stripe/stand-in.ts';
import { devRoutes } from './routes/dev.ts';

export function developmentRoutes(deps: AppDeps, stripe?: StripeStandIn): EndpointHandlers {
  const standIns = new Hono()
    .route('/', devRoutes(deps))
    .route('/', stripe?.routes ?? new Hono())
    .route('/', devInstagramRoutes(deps))
    .route('/', devFlowsRoutes());
  // One declared endpoint, `/dev/*`, answered by the stand-ins' own routes (their own 404 included).
  return { development: [(c) => standIns.fetch(c.req.raw, c.env)] };
}
