/**
 * Mounts the routes of the endpoint table (contracts/endpoints.ts) and nothing else: each
 * declared endpoint gets the guards its `access` names, the check of its declared input
 * (server/endpoint-input.ts), then its handlers, which read that input with `inputOf`. A handler
 * for an undeclared route cannot be written (the handlers are keyed by the table's names), and a
 * declared one without a handler stops the start.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { createFactory } from 'hono/factory';
import type { H } from 'hono/types';
import { BUNDLE_ID } from '../content/constants.ts';
import type { Access, Endpoint } from '../contracts/endpoint-declaration.ts';
import { ENDPOINTS, type EndpointName } from '../contracts/endpoints.ts';
import type { Subscription } from '../contracts/subscriptions.ts';
import { authorisingSubscription, entitlementsOf } from '../domain/plans.ts';
import { requireAuth, type AuthVariables } from './auth.ts';
import type { AppDeps } from './deps.ts';
import { inputCheck } from './endpoint-input.ts';
import { requirePageSession } from './page-session-auth.ts';
import { declareEnvelope, refuse } from './refusal.ts';
import { sameSiteOnly } from './same-site.ts';
import { subscriptionsOfUser } from './subscriptions.ts';

/** What a handler list is typed by; `factory.createHandlers(...)` gives the types across a chain. */
export const factory = createFactory<{ Variables: AuthVariables }>();

export type EndpointHandlers = Partial<Record<EndpointName, H[]>>;

const EXTRA_OF = { 'course-owner': 'course', 'report-owner': 'report' } as const;
const EXTRA_REFUSAL = {
  course: 'The course is not among your purchases',
  report: 'The profile report is not among your purchases',
};

type PaidAccess = Exclude<Access, 'anyone' | 'signed-in'>;

/** Why these subscriptions do not give `access` (a subscriber's, an extra's owner's); undefined when they do. */
export function accessRefusal(subscriptions: readonly Subscription[], access: PaidAccess): string | undefined {
  if (!authorisingSubscription(subscriptions, BUNDLE_ID)) return 'This needs an active subscription';
  if (access === 'subscriber') return undefined;
  const extra = EXTRA_OF[access];
  return entitlementsOf(subscriptions, BUNDLE_ID)[extra] ? undefined : EXTRA_REFUSAL[extra];
}

function subscriberGuard(deps: Pick<AppDeps, 'db'>, access: PaidAccess): MiddlewareHandler {
  return factory.createMiddleware(async (c, next) => {
    const refusal = accessRefusal(await subscriptionsOfUser(deps.db, c.get('uid')), access);
    if (refusal) refuse(403, refusal);
    await next();
  });
}

/** The guards a declaration asks for, in order: where a request may come from, who the caller is, then what they hold. */
function guardsOf(deps: AppDeps, endpoint: Endpoint): MiddlewareHandler[] {
  const first = endpoint.sameSiteOnly ? [sameSiteOnly(deps.config)] : [];
  if (endpoint.access === 'anyone') return first;
  const identify =
    endpoint.via === 'page-session'
      ? requirePageSession(deps)
      : (requireAuth(deps.auth, deps.clock, { checkRevoked: endpoint.changes }) as MiddlewareHandler);
  return endpoint.access === 'signed-in'
    ? [...first, identify]
    : [...first, identify, subscriberGuard(deps, endpoint.access)];
}

/**
 * Mounts endpoint `name`: the envelope of its refusals (server/refusal.ts), the guards its
 * declaration asks for, the check of its input, then its handlers.
 */
export function mountEndpoint(app: Hono, deps: AppDeps, name: EndpointName, handlers: readonly H[]) {
  const endpoint: Endpoint = ENDPOINTS[name];
  if (!handlers.length) throw new Error(`The endpoint ${name} (${endpoint.method} ${endpoint.path}) has no handler`);
  const chain = [
    declareEnvelope(endpoint.envelope ?? 'plain'),
    ...guardsOf(deps, endpoint),
    ...inputCheck(name, endpoint),
    ...handlers,
  ];
  app.on(endpoint.method, endpoint.path, ...(chain as [H]));
}

/** Mounts every endpoint of the table in its order; development ones only when `development`. */
export function mountEndpoints(app: Hono, deps: AppDeps, handlers: EndpointHandlers, development: boolean) {
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [EndpointName, Endpoint][]) {
    if (!endpoint.development || development) mountEndpoint(app, deps, name, handlers[name] ?? []);
  }
}

/** The paths whose endpoints declare a body limit of their own (the default one skips them). */
export const OWN_BODY_LIMIT_PATHS = new Set(
  Object.values(ENDPOINTS as Record<string, Endpoint>)
    .filter((endpoint) => endpoint.bodyLimit !== undefined)
    .map((endpoint) => endpoint.path),
);

/** A path parameter of the declared path (its pattern matched, so it is there). */
export const param = (c: Context, name: string) => c.req.param(name) ?? '';
