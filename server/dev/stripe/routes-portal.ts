/**
 * The billing portal's card update: `POST /v1/billing_portal/sessions` and the page
 * `/dev/stripe/portal/:id`, whose new card becomes the customer's and every subscription's default
 * (and pays an overdue invoice at once, see replaceCard).
 */
import type { Hono } from 'hono';
import { api, type ApiDeps } from './api.ts';
import { attachCard, customerOf, replaceCard } from './billing.ts';
import { attachFailure, readCard } from './cards.ts';
import { invalidRequest } from './errors.ts';
import { newPortalSession } from './objects.ts';
import { messagePage, portalPage, type CardFields } from './pages.ts';
import { optionalString, requiredString } from './params.ts';

const FLOW_TYPES = new Set([
  'payment_method_update',
  'subscription_cancel',
  'subscription_update',
  'subscription_update_confirm',
  'subscription_pause',
  'customer_update',
]);

export function portalRoutes(app: Hono, deps: ApiDeps) {
  const { core } = deps;
  const { state } = core;

  app.post(
    '/v1/billing_portal/sessions',
    api(deps, ({ params }) => {
      const customer = customerOf(core, requiredString(params, 'customer'));
      const flowType = optionalString(params, 'flow_data[type]');
      if (flowType && !FLOW_TYPES.has(flowType))
        throw invalidRequest(`Invalid flow_data[type]: ${flowType}`, 'flow_data[type]');
      if (flowType && flowType !== 'payment_method_update')
        throw invalidRequest(
          `The stand-in's portal only updates the card (flow_data[type]=payment_method_update).`,
          'flow_data[type]',
        );
      const session = newPortalSession(
        core.now(customer.id),
        customer.id,
        optionalString(params, 'return_url'),
        flowType,
      );
      session.url = `${core.publicBase}/portal/${session.id}`;
      state.portalSessions[session.id] = session;
      core.changed();
      return session;
    }),
  );

  app.get('/portal/:id', (c) => {
    const session = state.portalSessions[c.req.param('id')];
    if (!session) return c.html(messagePage('Not found', 'This portal session does not exist.'), 404);
    const customer = state.customers[session.customer];
    return c.html(portalPage(session.id, customer?.email ?? null, session.return_url, {}, null));
  });

  app.post('/portal/:id', async (c) => {
    const session = state.portalSessions[c.req.param('id')];
    const customer = session && state.customers[session.customer];
    if (!session || !customer) return c.html(messagePage('Not found', 'This portal session does not exist.'), 404);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const fields: CardFields = { number: field('number'), expiry: field('expiry'), cvc: field('cvc') };
    const again = (error: string) =>
      c.html(portalPage(session.id, customer.email, session.return_url, fields, error), 402);
    const card = readCard(fields.number!, fields.expiry!, fields.cvc!, new Date(core.now(customer.id) * 1000));
    if ('error' in card) return again(card.error);
    const refused = attachFailure(card.kind);
    if (refused) return again(refused.message);
    const method = attachCard(core, customer, card);
    replaceCard(core, customer, method.id);
    if (session.return_url) return c.redirect(session.return_url, 303);
    return c.html(messagePage('Card saved', 'Your new card is saved.'));
  });
}
