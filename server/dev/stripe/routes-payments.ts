/**
 * PaymentIntents (create with confirm, confirm, retrieve), the stand-in's 3-D Secure page
 * `/dev/stripe/authenticate/:id`, and Refunds.
 */
import type { Context, Hono } from 'hono';
import { api, type ApiDeps } from './api.ts';
import { attachCard, customerOf, invoicePaidBy } from './billing.ts';
import { TEST_PAYMENT_METHODS } from './cards.ts';
import { invalidRequest, noSuch } from './errors.ts';
import { newRefund, type PaymentIntent } from './objects.ts';
import { intentAmount, messagePage, authenticationPage } from './pages.ts';
import {
  metadataOf,
  optionalBoolean,
  optionalInteger,
  optionalString,
  refusePaymentMethodTypes,
  requiredString,
} from './params.ts';
import { attemptIntent, cardError, createIntent, finishAuthentication } from './payments.ts';

const CONFIRMABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

export function paymentRoutes(app: Hono, deps: ApiDeps) {
  const { core } = deps;
  const { state } = core;

  const intentOf = (id: string) => {
    const intent = state.paymentIntents[id];
    if (!intent) throw noSuch('payment_intent', id);
    return intent;
  };

  const methodFor = (customer: string | null, id: string, param: string) => {
    const test = TEST_PAYMENT_METHODS[id];
    if (test && customer) {
      const year = new Date(core.now(customer) * 1000).getUTCFullYear() + 3;
      return attachCard(core, customerOf(core, customer), { ...test, brand: 'visa', expiry: { month: 12, year } });
    }
    const method = state.paymentMethods[id];
    if (!method) throw noSuch('PaymentMethod', id, param);
    if (customer && method.customer !== customer)
      throw invalidRequest(
        `The provided PaymentMethod belongs to a different Customer than the one on this PaymentIntent.`,
        param,
      );
    return method;
  };

  const confirm = (intent: PaymentIntent, offSession: boolean, returnUrl: string | null) => {
    const result = attemptIntent(core, intent, offSession ? 'off_session' : 'on_session', { returnUrl });
    if (result === 'failed') throw cardError(intent);
    if (result === 'succeeded') invoicePaidBy(core, intent.id);
    return intent;
  };

  app.post(
    '/v1/payment_intents',
    api(deps, ({ params }) => {
      refusePaymentMethodTypes(params);
      const amount = optionalInteger(params, 'amount');
      if (amount === null) throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
      if (amount < 50) throw invalidRequest('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
      const currency = requiredString(params, 'currency').toLowerCase();
      const customer = optionalString(params, 'customer');
      if (customer) customerOf(core, customer);
      const paymentMethod = methodFor(customer, requiredString(params, 'payment_method'), 'payment_method').id;
      const offSessionRaw = optionalString(params, 'off_session');
      const offSession = offSessionRaw === 'true' || offSessionRaw === 'one_off' || offSessionRaw === 'recurring';
      const doConfirm = optionalBoolean(params, 'confirm') ?? false;
      if (offSessionRaw !== null && !doConfirm)
        throw invalidRequest('You can only pass in off_session when confirm is set to true.', 'off_session');
      const intent = createIntent(core, {
        amount,
        currency,
        customer,
        paymentMethod,
        metadata: metadataOf(params),
        description: optionalString(params, 'description'),
      });
      return doConfirm ? confirm(intent, offSession, optionalString(params, 'return_url')) : intent;
    }),
  );

  app.get(
    '/v1/payment_intents/:id',
    api(deps, ({ c }) => intentOf(c.req.param('id')!)),
  );

  app.post(
    '/v1/payment_intents/:id/confirm',
    api(deps, ({ c, params }) => {
      refusePaymentMethodTypes(params);
      const intent = intentOf(c.req.param('id')!);
      if (!CONFIRMABLE.has(intent.status))
        throw invalidRequest(
          `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
          undefined,
          'payment_intent_unexpected_state',
        );
      const paymentMethod = optionalString(params, 'payment_method');
      if (paymentMethod) intent.payment_method = methodFor(intent.customer, paymentMethod, 'payment_method').id;
      if (!intent.payment_method) throw invalidRequest('You must provide a payment_method.', 'payment_method');
      const offSession = optionalString(params, 'off_session');
      return confirm(
        intent,
        offSession === 'true' || offSession === 'one_off' || offSession === 'recurring',
        optionalString(params, 'return_url'),
      );
    }),
  );

  const waiting = (c: Context) => {
    const intent = state.paymentIntents[c.req.param('id')!];
    return intent && intent.status === 'requires_action' ? intent : null;
  };

  app.get('/authenticate/:id', (c) => {
    const intent = waiting(c);
    if (!intent)
      return c.html(messagePage('Nothing to authenticate', 'This payment does not wait for authentication.'), 404);
    return c.html(authenticationPage(`/dev/stripe/authenticate/${intent.id}`, intentAmount(intent), {}));
  });

  app.post('/authenticate/:id', async (c) => {
    const intent = waiting(c);
    if (!intent)
      return c.html(messagePage('Nothing to authenticate', 'This payment does not wait for authentication.'), 404);
    const form = await c.req.parseBody();
    const result = finishAuthentication(core, intent, form.outcome === 'complete');
    if (result === 'succeeded') invoicePaidBy(core, intent.id);
    const returnUrl = state.returnUrls[intent.id];
    if (!returnUrl)
      return c.html(
        messagePage(
          result === 'succeeded' ? 'Payment authenticated' : 'Authentication failed',
          'You can close this page.',
        ),
      );
    // As Stripe does: the return_url with the intent, its client secret and how it went.
    const target = new URL(returnUrl);
    target.searchParams.append('payment_intent', intent.id);
    target.searchParams.append('payment_intent_client_secret', intent.client_secret);
    target.searchParams.append('redirect_status', result === 'succeeded' ? 'succeeded' : 'failed');
    return c.redirect(target.toString(), 303);
  });

  app.post(
    '/v1/refunds',
    api(deps, ({ params }) => {
      const intentId = optionalString(params, 'payment_intent');
      const chargeId = optionalString(params, 'charge') ?? (intentId ? intentOf(intentId).latest_charge : null);
      if (!intentId && !chargeId)
        throw invalidRequest(
          'One of the following params should be provided for this request: payment_intent or charge.',
          'payment_intent',
        );
      const charge = chargeId ? state.charges[chargeId] : undefined;
      if (!charge || charge.status !== 'succeeded')
        throw invalidRequest(
          `This PaymentIntent does not have a successful charge to refund.`,
          intentId ? 'payment_intent' : 'charge',
        );
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining <= 0)
        throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
      const amount = optionalInteger(params, 'amount') ?? remaining;
      if (amount < 1 || amount > remaining)
        throw invalidRequest(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
          'amount',
          'amount_too_large',
        );
      const refund = newRefund(
        core.now(charge.customer),
        charge,
        amount,
        optionalString(params, 'reason'),
        metadataOf(params),
      );
      state.refunds[refund.id] = refund;
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      charge.refunds.data.unshift(refund);
      core.emit('charge.refunded', charge);
      core.emit('refund.created', refund);
      return refund;
    }),
  );

  app.get(
    '/v1/refunds/:id',
    api(deps, ({ c }) => {
      const refund = state.refunds[c.req.param('id')!];
      if (!refund) throw noSuch('refund', c.req.param('id')!);
      return refund;
    }),
  );
}
