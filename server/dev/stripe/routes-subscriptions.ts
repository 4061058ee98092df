/**
 * Subscriptions: retrieve, update (cancel at period end or at a date, metadata, default card, a plan
 * change charged now or pending until paid, a trial extension) and cancel now; invoices voided.
 */
import type { Hono } from 'hono';
import { api, type ApiDeps } from './api.ts';
import { cancelSubscription, priceOf, subscriptionOf, updateSubscription } from './billing.ts';
import { invalidRequest, noSuch } from './errors.ts';
import type { Params } from './form.ts';
import type { Subscription } from './objects.ts';
import { metadataOf, optionalBoolean, optionalInteger, optionalString, sent } from './params.ts';
import { cardError } from './payments.ts';
import { changePrice, voidInvoice } from './plan-changes.ts';

const CANCELED_MAY_CHANGE = new Set(['metadata', 'cancellation_details', 'expand']);
/** What a pending update can hold (dahlia added metadata; the stand-in does not take endive's cancel_at_period_end there). */
const PENDING_MAY_CHANGE = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'metadata',
]);

export function subscriptionRoutes(app: Hono, deps: ApiDeps) {
  const { core } = deps;
  const { state } = core;

  app.get(
    '/v1/subscriptions/:id',
    api(deps, ({ c }) => subscriptionOf(core, c.req.param('id')!)),
  );

  app.post(
    '/v1/subscriptions/:id',
    api(deps, ({ c, params }) => {
      const subscription = subscriptionOf(core, c.req.param('id')!);
      if (subscription.status === 'canceled' && Object.keys(params).some((key) => !CANCELED_MAY_CHANGE.has(key)))
        throw invalidRequest(
          'A canceled subscription can only update its cancellation_details and metadata.',
          undefined,
          'subscription_canceled',
        );
      if (sent(params, 'billing_cycle_anchor') && typeof params.billing_cycle_anchor === 'string')
        throw invalidRequest(
          'Invalid object: billing_cycle_anchor is a hash since 2026-09-30.endive (`billing_cycle_anchor[type]=now|unchanged`).',
          'billing_cycle_anchor',
        );
      const paymentBehavior = optionalString(params, 'payment_behavior');
      const unsupported = Object.keys(params).find((key) => !PENDING_MAY_CHANGE.has(key));
      if (paymentBehavior === 'pending_if_incomplete' && unsupported)
        throw invalidRequest(
          `When payment_behavior=pending_if_incomplete, only the parameters pending updates support can be passed (not ${unsupported}).`,
          unsupported,
        );
      const now = core.now(subscription.customer);
      const trialEnd = trialEndOf(params, now);
      if (sent(params, 'items[0][price]')) {
        const changed = changePrice(core, subscription, {
          // A new price whose first period is a trial (the free month) is charged nothing now.
          free: trialEnd !== null,
          itemId: optionalString(params, 'items[0][id]') ?? subscription.items.data[0]!.id,
          price: priceOf(core, optionalString(params, 'items[0][price]')!, 'items[0][price]'),
          prorationBehavior: optionalString(params, 'proration_behavior'),
          anchorNow: optionalString(params, 'billing_cycle_anchor[type]') === 'now',
          paymentBehavior,
          pendingMetadata: metadataOf(params, 'metadata', subscription.metadata),
        });
        const unpaid = changed !== null && changed.result !== 'succeeded';
        if (unpaid && paymentBehavior === 'error_if_incomplete') {
          const intent = state.paymentIntents[changed.invoice.payments.data[0]!.payment.payment_intent]!;
          throw cardError(intent);
        }
        // The rest of the update waits in the pending update, until its invoice is paid.
        if (unpaid && paymentBehavior === 'pending_if_incomplete') return subscription;
      }
      const defaultMethod = optionalString(params, 'default_payment_method');
      if (defaultMethod && state.paymentMethods[defaultMethod]?.customer !== subscription.customer)
        throw invalidRequest(`No such PaymentMethod: '${defaultMethod}'`, 'default_payment_method', 'resource_missing');
      updateSubscription(core, subscription, (changed) => {
        changed.metadata = metadataOf(params, 'metadata', changed.metadata);
        if (defaultMethod) changed.default_payment_method = defaultMethod;
        if (trialEnd !== null) extendTrial(changed, trialEnd, now);
        applyCancellation(changed, params, now);
      });
      return subscription;
    }),
  );

  app.post(
    '/v1/invoices/:id/void',
    api(deps, ({ c }) => {
      const invoice = state.invoices[c.req.param('id')!];
      if (!invoice) throw noSuch('invoice', c.req.param('id')!);
      voidInvoice(core, invoice);
      return invoice;
    }),
  );

  app.delete(
    '/v1/subscriptions/:id',
    api(deps, ({ c }) => {
      const subscription = subscriptionOf(core, c.req.param('id')!);
      if (subscription.status === 'canceled')
        throw invalidRequest(`No such subscription: '${subscription.id}'`, 'id', 'resource_missing');
      cancelSubscription(core, subscription, 'cancellation_requested');
      return subscription;
    }),
  );
}

function trialEndOf(params: Params, now: number): number | null {
  const raw = optionalString(params, 'trial_end');
  if (raw === null) return null;
  if (raw === 'now') throw invalidRequest('The stand-in does not end trials with trial_end=now.', 'trial_end');
  const trialEnd = optionalInteger(params, 'trial_end')!;
  if (trialEnd <= now)
    throw invalidRequest('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
  return trialEnd;
}

/** A free period as a trial extension: trialing until `trialEnd`, the period and anchor moved there, nothing charged. */
function extendTrial(subscription: Subscription, trialEnd: number, now: number) {
  const item = subscription.items.data[0]!;
  subscription.status = 'trialing';
  subscription.trial_start ??= now;
  subscription.trial_end = trialEnd;
  subscription.billing_cycle_anchor = trialEnd;
  item.current_period_start = now;
  item.current_period_end = trialEnd;
  if (subscription.cancel_at_period_end) subscription.cancel_at = trialEnd;
}

function applyCancellation(subscription: Subscription, params: Params, now: number) {
  const periodEnd = subscription.items.data[0]!.current_period_end;
  const atPeriodEnd = optionalBoolean(params, 'cancel_at_period_end');
  if (atPeriodEnd !== null) {
    subscription.cancel_at_period_end = atPeriodEnd;
    subscription.cancel_at = atPeriodEnd ? periodEnd : null;
    subscription.canceled_at = atPeriodEnd ? now : null;
  }
  if (sent(params, 'cancel_at')) {
    const raw = optionalString(params, 'cancel_at');
    if (raw === null) {
      subscription.cancel_at = null;
      subscription.canceled_at = null;
    } else {
      const at = ['min_period_end', 'max_period_end', 'max_billed_until'].includes(raw)
        ? periodEnd
        : optionalInteger(params, 'cancel_at')!;
      if (at <= now)
        throw invalidRequest('Invalid timestamp: must be an integer Unix timestamp in the future.', 'cancel_at');
      subscription.cancel_at = at;
      subscription.cancel_at_period_end = false;
      subscription.canceled_at = now;
    }
  }
}
