/**
 * The development stand-ins under /dev/ (contracts/endpoints.ts `development`): the mailbox, the
 * clock and jobs, Stripe, Meta's Instagram and the flows page. Mounted by the development entry
 * (server/dev/main.ts), so production never imports them.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { devFlowsRoutes } from './flows/routes.ts';
import { devInstagramRoutes } from './instagram/routes.ts';
import type { EndpointHandlers } from '../endpoints.ts';
import type { StripeStandIn } from './stripe/stand-in.ts';
import { devRoutes } from './control-routes.ts';

export function developmentRoutes(deps: AppDeps, stripe?: StripeStandIn): EndpointHandlers {
  const standIns = new Hono()
    .route('/', devRoutes(deps))
    .route('/', stripe?.routes ?? new Hono())
    .route('/', devInstagramRoutes(deps))
    .route('/', devFlowsRoutes())
    // Their refusals (bad input to the clock, a body that is not JSON) go to the app's error handler.
    .onError((error) => {
      throw error;
    });
  // One declared endpoint, `/dev/*`, answered by the stand-ins' own routes (their own 404 included).
  return { development: [(c) => standIns.fetch(c.req.raw, c.env)] };
}
