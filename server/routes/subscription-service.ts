/** The subscription service host (spec 7: /rec/*). */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { requireAuth, type AuthVariables } from '../auth.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http.ts';
import { subscriptionById, subscriptionsOfUser } from '../subscriptions.ts';

const idParam = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a uid or subscription id');

export function subscriptionServiceRoutes({ db, auth }: AppDeps) {
  // A subscription id is a random 128-bit capability (the emailed account-creation link carries
  // it), so it is readable without a token; a uid is readable only by its owner.
  const bySubscriptionId = createMiddleware(async (c, next) => {
    const subscription = await subscriptionById(db, parseWith(idParam, c.req.param('id')));
    if (subscription) return c.json({ subscriptions: [subscription] });
    await next();
  });

  return new Hono<{ Variables: AuthVariables }>().post('/rec/subscriptions/:id', bySubscriptionId, requireAuth(auth), async (c) => {
    if (c.req.param('id') !== c.get('uid')) return c.json({ error: 'Subscriptions not found' }, 404);
    return c.json({ subscriptions: await subscriptionsOfUser(db, c.get('uid')) });
  });
}
