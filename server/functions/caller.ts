/**
 * Middleware shared by the signed-in cloud functions: input that must name the caller, and rate
 * limits per account and per address. Both run after the input check (server/endpoint-input.ts), the
 * caller check before the limits, so malformed or foreign requests (answered 400/403 without
 * doing any work) cost the caller no quota.
 */
import { createMiddleware } from 'hono/factory';
import type { AuthVariables } from '../auth.ts';
import type { EndpointName } from '../../contracts/endpoints.ts';
import type { AppDeps } from '../deps.ts';
import { inputOf, type InputOf } from '../endpoint-input.ts';
import { countCall } from '../rate-limit.ts';
import { refuse } from '../refusal.ts';

export interface Caller {
  uid: string;
  email?: string;
}

export const sameEmail = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Refuses with 403 unless the input of endpoint `name` names the caller. */
export function callerNamed<N extends EndpointName>(
  name: N,
  namesCaller: (input: InputOf<N>, caller: Caller) => boolean,
) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (!namesCaller(inputOf(c, name), { uid: c.get('uid'), email: c.get('email') }))
      refuse(403, 'This request may only name the signed-in account');
    await next();
  });
}

/** The declared endpoint's limits (contracts/endpoints.ts), counted here: after the input check, so refused input costs no quota. */
export function limitCaller(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, name: EndpointName) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    await countCall(c, deps, name);
    await next();
  });
}
