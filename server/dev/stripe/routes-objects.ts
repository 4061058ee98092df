/** Prices, customers, payment methods, invoices and events: `/v1/…` reads and the customer writes. */
import type { Hono } from 'hono';
import { api, type ApiDeps } from './api.ts';
import { createCustomer, customerOf, priceOf } from './billing.ts';
import { previousAttributes } from './core.ts';
import { invalidRequest, noSuch } from './errors.ts';
import { metadataOf, optionalInteger, optionalString, sent } from './params.ts';

export function objectRoutes(app: Hono, deps: ApiDeps) {
  const { core } = deps;
  const { state } = core;

  app.get(
    '/v1/prices/:id',
    api(deps, ({ c }) => priceOf(core, c.req.param('id')!, 'id')),
  );

  app.post(
    '/v1/customers',
    api(deps, ({ params }) =>
      createCustomer(core, optionalString(params, 'email'), metadataOf(params), optionalString(params, 'test_clock')),
    ),
  );
  app.get(
    '/v1/customers/:id',
    api(deps, ({ c }) => customerOf(core, c.req.param('id')!)),
  );
  app.post(
    '/v1/customers/:id',
    api(deps, ({ c, params }) => {
      const customer = customerOf(core, c.req.param('id')!);
      const before = structuredClone(customer);
      if (sent(params, 'email')) customer.email = optionalString(params, 'email');
      if (sent(params, 'name')) customer.name = optionalString(params, 'name');
      customer.metadata = metadataOf(params, 'metadata', customer.metadata);
      const field = 'invoice_settings[default_payment_method]';
      if (sent(params, field)) {
        const method = optionalString(params, field);
        if (method && state.paymentMethods[method]?.customer !== customer.id)
          throw invalidRequest(`No such PaymentMethod: '${method}'`, field, 'resource_missing');
        customer.invoice_settings.default_payment_method = method;
      }
      if (JSON.stringify(before) !== JSON.stringify(customer))
        core.emit('customer.updated', customer, previousAttributes(before, customer));
      core.changed();
      return customer;
    }),
  );

  app.get(
    '/v1/payment_methods/:id',
    api(deps, ({ c }) => {
      const method = state.paymentMethods[c.req.param('id')!];
      if (!method) throw noSuch('PaymentMethod', c.req.param('id')!);
      return method;
    }),
  );

  app.get(
    '/v1/invoices/:id',
    api(deps, ({ c }) => {
      const invoice = state.invoices[c.req.param('id')!];
      if (!invoice) throw noSuch('invoice', c.req.param('id')!);
      return invoice;
    }),
  );
  app.get(
    '/v1/invoices',
    api(deps, ({ params }) => {
      const subscription = optionalString(params, 'subscription');
      const customer = optionalString(params, 'customer');
      const data = Object.values(state.invoices)
        .filter((invoice) => !subscription || invoice.parent.subscription_details.subscription === subscription)
        .filter((invoice) => !customer || invoice.customer === customer)
        .reverse();
      return listOf(data, '/v1/invoices', optionalInteger(params, 'limit'));
    }),
  );

  app.get(
    '/v1/events/:id',
    api(deps, ({ c }) => {
      const event = state.events[c.req.param('id')!];
      if (!event) throw noSuch('event', c.req.param('id')!);
      return event;
    }),
  );
  app.get(
    '/v1/events',
    api(deps, ({ params }) => {
      const type = optionalString(params, 'type');
      const types = Array.isArray(params.types) ? params.types : null;
      const matches = (eventType: string) =>
        (!type || (type.endsWith('*') ? eventType.startsWith(type.slice(0, -1)) : eventType === type)) &&
        (!types || types.includes(eventType));
      const data = Object.values(state.events)
        .filter((event) => matches(event.type))
        .reverse();
      return listOf(data, '/v1/events', optionalInteger(params, 'limit'));
    }),
  );
}

function listOf<T>(data: T[], url: string, limit: number | null) {
  const size = Math.min(Math.max(limit ?? 10, 1), 100);
  return { object: 'list' as const, data: data.slice(0, size), has_more: data.length > size, url };
}
