/** PaymentIntents and their Charges: a payment attempt with a saved card, per the test card's behaviour. */
import { cardOutcome, type CardFailure, type PaymentSetting } from './cards.ts';
import type { Core } from './core.ts';
import { StripeError } from './errors.ts';
import { newCharge, newPaymentIntent, type LastPaymentError, type PaymentIntent } from './objects.ts';

export function createIntent(core: Core, fields: Parameters<typeof newPaymentIntent>[1]): PaymentIntent {
  const intent = newPaymentIntent(core.now(fields.customer), fields);
  core.state.paymentIntents[intent.id] = intent;
  core.changed();
  return intent;
}

export type AttemptResult = 'succeeded' | 'requires_action' | 'failed';

/**
 * Confirms the intent with its payment method. `authenticated`: the buyer passed the stand-in's
 * 3-D Secure step, so the bank's answer is yes.
 */
export function attemptIntent(
  core: Core,
  intent: PaymentIntent,
  setting: PaymentSetting,
  options: { authenticated?: boolean; returnUrl?: string | null } = {},
): AttemptResult {
  const { state } = core;
  const method = intent.payment_method ? state.paymentMethods[intent.payment_method] : undefined;
  const kind = method ? state.cards[method.id] : undefined;
  if (!method || !kind)
    return fail(core, intent, {
      code: 'payment_method_unexpected_state',
      message: 'The payment method can no longer be used.',
    });
  const outcome = options.authenticated ? ({ result: 'succeeded' } as const) : cardOutcome(kind, setting);
  if (outcome.result === 'failed') return fail(core, intent, outcome.failure);
  if (outcome.result === 'authenticate') {
    intent.status = 'requires_action';
    intent.last_payment_error = null;
    const returnUrl = options.returnUrl ?? null;
    if (returnUrl) state.returnUrls[intent.id] = returnUrl;
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `${core.publicBase}/authenticate/${intent.id}`, return_url: returnUrl },
    };
    core.changed();
    return 'requires_action';
  }
  const charge = newCharge(core.now(intent.customer), intent, method, null);
  state.charges[charge.id] = charge;
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
  intent.next_action = null;
  core.emit('payment_intent.succeeded', intent);
  return 'succeeded';
}

function fail(core: Core, intent: PaymentIntent, failure: CardFailure & { type?: LastPaymentError['type'] }): 'failed' {
  const { state } = core;
  const method = intent.payment_method ? state.paymentMethods[intent.payment_method] : undefined;
  const error: LastPaymentError = {
    type: failure.type ?? 'card_error',
    code: failure.code,
    ...(failure.decline_code && { decline_code: failure.decline_code }),
    message: failure.message,
    payment_method: method ? structuredClone(method) : null,
    doc_url: `https://stripe.com/docs/error-codes/${failure.code.replaceAll('_', '-')}`,
  };
  if (method) {
    const charge = newCharge(core.now(intent.customer), intent, method, error);
    state.charges[charge.id] = charge;
    intent.latest_charge = charge.id;
    error.charge = charge.id;
  }
  intent.status = 'requires_payment_method';
  intent.last_payment_error = error;
  intent.next_action = null;
  core.emit('payment_intent.payment_failed', intent);
  return 'failed';
}

/** The stand-in's 3-D Secure page answered: the bank says yes (complete) or no (fail). */
export function finishAuthentication(core: Core, intent: PaymentIntent, passed: boolean): AttemptResult {
  if (passed) return attemptIntent(core, intent, 'on_session', { authenticated: true });
  return fail(core, intent, {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  });
}

/** The 402 answer of a failed confirmation: the error, with the PaymentIntent as it now is. */
export function cardError(intent: PaymentIntent): StripeError {
  const error = intent.last_payment_error!;
  return new StripeError(402, {
    type: 'card_error',
    code: error.code,
    ...(error.decline_code && { decline_code: error.decline_code }),
    message: error.message,
    ...(error.charge && { charge: error.charge }),
    payment_intent: structuredClone(intent),
    payment_method: error.payment_method,
    doc_url: error.doc_url,
  });
}
