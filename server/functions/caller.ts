/**
 * Middleware shared by the signed-in cloud functions: input that must name the caller, and rate
 * limits per account and per address. Input is checked before the limits, so malformed or
 * foreign requests (answered 400/403 without doing any work) cost the caller no quota.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { core } from 'zod/mini';
import type { AuthVariables } from '../auth.ts';
import type { EndpointName } from '../../contracts/endpoints.ts';
import type { AppDeps } from '../deps.ts';
import { parseWith } from '../http.ts';
import { countCall } from '../rate-limit.ts';

export interface Caller {
  uid: string;
  email?: string;
}

export const sameEmail = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Parses the input (`read` picks body or query) and answers 403 unless it names the caller; the result is `c.get('input')`. */
export function callerInput<T extends core.$ZodType>(
  read: (c: Context) => unknown,
  schema: T,
  namesCaller: (input: core.output<T>, caller: Caller) => boolean,
) {
  return createMiddleware<{ Variables: AuthVariables & { input: core.output<T> } }>(async (c, next) => {
    const input = parseWith(schema, await read(c));
    if (!namesCaller(input, { uid: c.get('uid'), email: c.get('email') })) {
      return c.json({ error: 'This request may only name the signed-in account' }, 403);
    }
    c.set('input', input);
    await next();
  });
}

/** The declared endpoint's limits (contracts/endpoints.ts), counted here: after the input check, so refused input costs no quota. */
export function limitCaller(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, name: EndpointName) {
  return createMiddleware<{ Variables: AuthVariables }>(
    async (c, next) => (await countCall(c, deps, name)) ?? (await next()),
  );
}
