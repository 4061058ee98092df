/**
 * The server's one way to refuse: a guard, the input check or a handler throws a `Refusal`
 * (`refuse(status, message, options)`), and the app's error handler answers it in the envelope the
 * call declares (contracts/endpoint-declaration.ts `envelope`: `{ error: message }` or
 * `{ error: { code, message } }`). Hono's compose hands an error thrown anywhere in a chain to
 * the app's error handler, not back to an outer middleware, so the envelope is put on the context
 * by the first middleware of each endpoint (`declareEnvelope`); a request refused outside any
 * endpoint (not found) is answered plain, and one refused before its endpoint's chain began (the
 * server's body limit) in the envelope of the endpoint it is routed to.
 */
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { refusalBody, type Envelope } from '../contracts/endpoint-declaration.ts';
import type { Logger } from './logger.ts';
import { RETRY_AFTER_SECONDS, unavailableDependency, type Dependency } from './unavailable.ts';

export interface RefusalOptions {
  /** What the client tells this refusal apart by (a coded call's; one without gets its status's callable code). */
  code?: string;
  /** Further facts: beside `error` in the plain envelope, inside it in the coded one (`unlock`, `retryAt`, `unavailable`). */
  details?: Record<string, unknown>;
  /** Headers of the answer (Retry-After). */
  headers?: Record<string, string>;
}

export class Refusal extends Error {
  readonly code?: string;
  readonly details?: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    { code, details, headers = {} }: RefusalOptions = {},
  ) {
    super(message);
    this.name = 'Refusal';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

/** Refuses the request: the app's error handler answers it in the call's envelope. */
export function refuse(status: ContentfulStatusCode, message: string, options?: RefusalOptions): never {
  throw new Refusal(status, message, options);
}

const ENVELOPE = 'envelope';
/** Each endpoint's first middleware, by the envelope it declares (found among a request's matched routes). */
const ENVELOPE_SETTERS = new WeakMap<object, Envelope>();

/** The first middleware of an endpoint: its refusals are answered in `envelope` from here on. */
export function declareEnvelope(envelope: Envelope): MiddlewareHandler {
  const setter: MiddlewareHandler = (c, next) => {
    c.set(ENVELOPE, envelope);
    return next();
  };
  ENVELOPE_SETTERS.set(setter, envelope);
  return setter;
}

/** The envelope of the endpoint answering `c`; before its chain began, of the first endpoint it is routed to; else plain. */
function envelopeOf(c: Context): Envelope {
  const declared = c.get(ENVELOPE) as Envelope | undefined;
  if (declared) return declared;
  for (const { handler } of matchedRoutes(c)) {
    const routed = ENVELOPE_SETTERS.get(handler);
    if (routed) return routed;
  }
  return 'plain';
}

/** Answers a refusal in the envelope of the call it refuses. */
export function answerRefusal(c: Context, refusal: Refusal): Response {
  for (const [name, value] of Object.entries(refusal.headers)) c.header(name, value);
  const { message, code, details } = refusal;
  return c.json(refusalBody(envelopeOf(c), refusal.status, { message, code, details }), refusal.status);
}

/** The 503 of a dependency that did not answer: Retry-After, and which one (`unavailable`). */
const unavailableRefusal = (dependency: Dependency) =>
  new Refusal(503, 'The service is briefly unavailable. Try again in a moment.', {
    details: { unavailable: dependency },
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

/**
 * The app's error handler: refusals, and Hono's own HTTPExceptions below 500 (its body limit),
 * in the call's envelope; a dependency that did not answer as 503 with Retry-After; anything else
 * as 500, logged.
 */
export function answerError(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof Refusal) return answerRefusal(c, error);
    if (error instanceof HTTPException && error.status < 500)
      return answerRefusal(c, new Refusal(error.status, error.message || 'Request refused'));
    const down = unavailableDependency(error);
    if (down) {
      logger.warn({ dependency: down, path: c.req.path, reason: error.message }, 'dependency unavailable');
      return answerRefusal(c, unavailableRefusal(down));
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return answerRefusal(c, new Refusal(500, 'Something went wrong'));
  };
}
