/**
 * The API's plumbing, shared by every resource's routes: the secret key, parameters (form body or
 * query), idempotency, `expand[]`, Stripe's error bodies and headers, and catching up on time
 * before each call.
 */
import type { Context } from 'hono';
import { API_VERSION, type Core } from './core.ts';
import { StripeError } from './errors.ts';
import { expand } from './expand.ts';
import { parseForm, type Params } from './form.ts';
import { randomTail } from './ids.ts';
import type { Answer } from './idempotency.ts';
import type { idempotencyKeys } from './idempotency.ts';

interface ApiCall {
  params: Params;
  c: Context;
}

/** Answers the call: an object (expanded as asked) or a thrown StripeError. */
type ApiHandler = (call: ApiCall) => unknown;

export interface ApiDeps {
  core: Core;
  keys: ReturnType<typeof idempotencyKeys>;
  /** Runs before each call: due renewals and retries of customers on the server's clock. */
  catchUp(): void;
}

const errorAnswer = (error: StripeError): Answer => ({
  status: error.status,
  body: JSON.stringify({ error: error.body }, null, 2),
});

export function api(deps: ApiDeps, handler: ApiHandler) {
  return async (c: Context) => {
    const requestId = `req_${randomTail(14)}`;
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'Request-Id': requestId,
      'Stripe-Version': API_VERSION,
    };
    const reply = (answer: Answer, extra: Record<string, string> = {}) =>
      c.body(answer.body, answer.status as 200, { ...headers, ...extra });

    const authorization = c.req.header('Authorization') ?? '';
    if (!/^Bearer sk_test_\S+$/.test(authorization)) {
      const message = authorization
        ? `Invalid API Key provided: ${authorization.replace(/^Bearer\s+/, '').slice(0, 12)}…`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return reply(errorAnswer(new StripeError(401, { type: 'invalid_request_error', message })));
    }

    const method = c.req.method;
    const url = new URL(c.req.url);
    const text = method === 'POST' ? await c.req.text() : url.search.slice(1);
    const host = c.req.header('Host');
    if (host) deps.core.publicBase = `${url.protocol}//${host}/dev/stripe`;
    const key = method === 'POST' ? (c.req.header('Idempotency-Key') ?? null) : null;

    const run = async (): Promise<Answer> => {
      const { core } = deps;
      core.request = { id: requestId, idempotency_key: key };
      try {
        deps.catchUp();
        const params = parseForm(text);
        const result = handler({ params, c });
        const paths = Array.isArray(params.expand) ? params.expand.filter((path) => typeof path === 'string') : [];
        return { status: 200, body: JSON.stringify(expand(core, result, paths), null, 2) };
      } catch (error) {
        if (error instanceof StripeError) return errorAnswer(error);
        core.logger.error({ err: error }, 'Stripe stand-in: the call failed');
        return errorAnswer(new StripeError(500, { type: 'api_error', message: 'An unknown error occurred' }));
      } finally {
        core.request = { id: null, idempotency_key: null };
      }
    };

    if (!key) return reply(await run());
    headers['Idempotency-Key'] = key;
    const answer = await deps.keys.answer(key, `${method} ${url.pathname} ${text}`, run);
    if (!answer)
      return reply(
        errorAnswer(
          new StripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        ),
      );
    return reply(answer, answer.replayed ? { 'Idempotent-Replayed': 'true', 'Original-Request': requestId } : {});
  };
}
