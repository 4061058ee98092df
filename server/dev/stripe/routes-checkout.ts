/**
 * Checkout Sessions (subscription mode): `POST/GET /v1/checkout/sessions`, and the hosted page
 * `/dev/stripe/checkout/:id` that takes a test card, runs the 3-D Secure step when the card asks
 * for it, and on success creates the customer, card and subscription and returns to success_url.
 */
import type { Context, Hono } from 'hono';
import { api, type ApiDeps } from './api.ts';
import { attachCard, createCustomer, customerOf, priceOf, startSubscription } from './billing.ts';
import { attachFailure, cardOutcome, readCard, type CardInput } from './cards.ts';
import { invalidRequest, noSuch, StripeError } from './errors.ts';
import { newCheckoutSession, type CheckoutSession } from './objects.ts';
import { authenticationPage, checkoutPage, messagePage, money, type CardFields } from './pages.ts';
import { metadataOf, optionalInteger, optionalString, refusePaymentMethodTypes, requiredString } from './params.ts';

export function checkoutRoutes(app: Hono, deps: ApiDeps) {
  const { core } = deps;
  const { state } = core;

  app.post(
    '/v1/checkout/sessions',
    api(deps, ({ params }) => {
      refusePaymentMethodTypes(params);
      const mode = requiredString(params, 'mode');
      if (mode !== 'subscription')
        throw invalidRequest(`The stand-in supports only mode=subscription (got ${mode}).`, 'mode');
      const priceId = requiredString(params, 'line_items[0][price]');
      const price = priceOf(core, priceId, 'line_items[0][price]');
      if (!price.recurring)
        throw invalidRequest(
          'You must provide at least one recurring price in `subscription` mode when using prices.',
          'line_items[0][price]',
        );
      const quantity = optionalInteger(params, 'line_items[0][quantity]') ?? 1;
      const customer = optionalString(params, 'customer');
      if (customer) customerOf(core, customer);
      const customerEmail = optionalString(params, 'customer_email');
      if (customer && customerEmail)
        throw invalidRequest(
          'You may only specify one of these parameters: customer, customer_email.',
          'customer_email',
        );
      const trialDays = optionalInteger(params, 'subscription_data[trial_period_days]');
      if (trialDays !== null && trialDays < 1)
        throw invalidRequest('The trial_period_days must be at least 1.', 'subscription_data[trial_period_days]');
      const session = newCheckoutSession(core.now(customer), {
        customer,
        customerEmail,
        clientReferenceId: optionalString(params, 'client_reference_id'),
        metadata: metadataOf(params),
        successUrl: requiredString(params, 'success_url'),
        cancelUrl: optionalString(params, 'cancel_url'),
        amountTotal: trialDays ? 0 : price.unit_amount * quantity,
        currency: price.currency,
      });
      session.url = `${core.publicBase}/checkout/${session.id}`;
      state.checkoutSessions[session.id] = session;
      state.orders[session.id] = {
        price: price.id,
        quantity,
        trialDays,
        subscriptionMetadata: metadataOf(params, 'subscription_data[metadata]'),
      };
      core.changed();
      return session;
    }),
  );

  app.get(
    '/v1/checkout/sessions/:id',
    api(deps, ({ c }) => {
      const session = state.checkoutSessions[c.req.param('id')!];
      if (!session) throw noSuch('checkout.session', c.req.param('id')!);
      return session;
    }),
  );

  const sessionFor = (c: Context) => {
    const session = state.checkoutSessions[c.req.param('id')!];
    const order = session && state.orders[session.id];
    return session && order ? { session, order, price: state.prices[order.price]! } : null;
  };

  app.get('/checkout/:id', (c) => {
    const found = sessionFor(c);
    if (!found) return c.html(messagePage('Not found', 'This checkout does not exist.'), 404);
    if (found.session.status !== 'open')
      return c.html(
        messagePage('Already paid', 'This checkout is complete.', {
          href: successUrl(found.session),
          text: 'Continue',
        }),
      );
    return c.html(checkoutPage(found.session, found.price, found.order.trialDays, {}, null));
  });

  const submit = async (c: Context, authentication: 'none' | 'complete' | 'fail') => {
    const found = sessionFor(c);
    if (!found) return c.html(messagePage('Not found', 'This checkout does not exist.'), 404);
    const { session, order, price } = found;
    if (session.status !== 'open') return c.redirect(successUrl(session), 303);
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string).trim() : '');
    const fields: CardFields = {
      email: field('email'),
      number: field('number'),
      expiry: field('expiry'),
      cvc: field('cvc'),
      testClock: field('test_clock'),
    };
    const again = (error: string) => c.html(checkoutPage(session, price, order.trialDays, fields, error), 402);
    const email = session.customer_email ?? (fields.email || null);
    if (!session.customer && !email) return again('Your email is incomplete.');
    const card = readCard(fields.number!, fields.expiry!, fields.cvc!, new Date(core.now() * 1000));
    if ('error' in card) return again(card.error);
    if (fields.testClock && !state.testClocks[fields.testClock])
      return again(`No such test clock: '${fields.testClock}'`);
    const refused = attachFailure(card.kind);
    if (refused) return again(refused.message);
    if (authentication === 'fail')
      return again(
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      );
    if (authentication === 'none') {
      const outcome = cardOutcome(card.kind, 'checkout');
      if (outcome.result === 'failed') return again(outcome.failure.message);
      if (outcome.result === 'authenticate') {
        const amount = order.trialDays
          ? money(0, price.currency)
          : money(price.unit_amount * order.quantity, price.currency);
        const hidden = {
          email: fields.email!,
          number: fields.number!,
          expiry: fields.expiry!,
          cvc: fields.cvc!,
          test_clock: fields.testClock!,
        };
        return c.html(authenticationPage(`/dev/stripe/checkout/${session.id}/authenticate`, amount, hidden));
      }
    }
    try {
      complete(session, card, email, fields.testClock || null);
    } catch (error) {
      if (error instanceof StripeError) return again(error.body.message);
      throw error;
    }
    return c.redirect(successUrl(session), 303);
  };

  function complete(session: CheckoutSession, card: CardInput, email: string | null, testClock: string | null) {
    const order = state.orders[session.id]!;
    const customer = session.customer ? customerOf(core, session.customer) : createCustomer(core, email, {}, testClock);
    const method = attachCard(core, customer, card);
    const { subscription, invoice } = startSubscription(core, {
      customer,
      price: priceOf(core, order.price),
      paymentMethod: method.id,
      metadata: order.subscriptionMetadata,
      trialDays: order.trialDays,
    });
    session.status = 'complete';
    session.payment_status = invoice.amount_due === 0 ? 'no_payment_required' : 'paid';
    session.customer = customer.id;
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.customer_details = {
      email: customer.email,
      name: null,
      phone: null,
      address: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    core.emit('checkout.session.completed', session);
  }

  app.post('/checkout/:id', (c) => submit(c, 'none'));
  app.post('/checkout/:id/authenticate', async (c) => {
    const form = await c.req.parseBody({ all: false });
    return submit(c, form.outcome === 'complete' ? 'complete' : 'fail');
  });
}

const successUrl = (session: CheckoutSession) =>
  (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
