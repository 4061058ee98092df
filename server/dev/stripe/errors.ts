/** Stripe's error answers: `{ error: { type, code, decline_code?, message, param?, payment_intent? } }`. */
interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  charge?: string;
  doc_url?: string;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...(param && { param }), ...(code && { code }) });

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');

export const noSuch = (kind: string, id: string, param = 'id') =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
