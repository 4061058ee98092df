/**
 * The input check of the endpoint table (server/endpoint-input.ts), on a small app that mounts one
 * endpoint as the server does: refused input answers 400 in the call's own shape and its handler
 * never runs; the handler gets what the schemas parsed; the guards answer before any input is read.
 */
import { Hono, type Context } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { EndpointName } from '../../contracts/endpoints';
import { systemClock } from '../../server/clock';
import type { AppDeps } from '../../server/deps';
import { inputOf } from '../../server/endpoint-input';
import { mountEndpoint } from '../../server/endpoints';
import type { Logger } from '../../server/logger';
import { answerError } from '../../server/refusal';

const TOKEN = 'valid-token';
const caller = { uid: 'u1', email: 'a@demo.test' };
// An identity service that knows one token, signed in just now.
const auth = {
  verifyIdToken: async (token: string) => {
    if (token !== TOKEN) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
    const now = Math.floor(Date.now() / 1000);
    return { ...caller, auth_time: now, exp: now + 3600 };
  },
};
const deps = { auth, clock: systemClock, config: { appOrigin: undefined } } as unknown as AppDeps;

/** An app with endpoint `name` mounted on a handler that hands over what `inputOf` gives it. */
function appWith<N extends EndpointName>(name: N) {
  const handler = vi.fn((c: Context) => c.json({ input: inputOf(c, name) }));
  const app = new Hono().onError(answerError({} as Logger));
  mountEndpoint(app, deps, name, [handler]);
  const call = (path: string, body?: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${TOKEN}`, ...headers },
    });
  return { handler, call };
}

describe('the input check of a declared endpoint', () => {
  it('hands the handler the body as its schema parsed it', async () => {
    const { handler, call } = appWith('purchase');
    const order = { plan_id: 'ig_course_pack', email: 'A@Demo.test', firebase_id: 'u1', mainPlanId: 's1', extra: 1 };
    const response = await call('/api/purchase', JSON.stringify(order));
    expect(response.status).toBe(200);
    // The email in lower case, the undeclared field gone.
    expect(await response.json()).toEqual({
      input: { body: { plan_id: 'ig_course_pack', email: 'a@demo.test', firebase_id: 'u1', mainPlanId: 's1' } },
    });
    expect(handler).toHaveBeenCalledOnce();
  });

  it.each([
    ['a field of the wrong type', JSON.stringify({ id: 12345 }), 'id: Invalid input: expected string, received number'],
    ['a missing field', '{}', 'id: Invalid input: expected string, received undefined'],
    ['a body that is not JSON', '{not json', 'Body is not valid JSON'],
  ])('answers %s with a 400 saying why, and never runs the handler', async (_, body, error) => {
    const { handler, call } = appWith('cancel');
    const response = await call('/api/cancel', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(handler).not.toHaveBeenCalled();
  });

  it('checks path parameters', async () => {
    const { handler, call } = appWith('cancelByLink');
    const refused = await call('/api/cancel-subscription/short');
    expect([refused.status, await refused.json()]).toEqual([400, { error: 'from: must be a cancel link token' }]);
    expect(handler).not.toHaveBeenCalled();
    const token = 'A'.repeat(22);
    expect(await (await call(`/api/cancel-subscription/${token}`)).json()).toEqual({
      input: { params: { from: token } },
    });
  });

  it('answers refused input in the shape the call declares', async () => {
    const reset = appWith('passwordReset');
    const refused = await reset.call('/api/password-reset', JSON.stringify({ email: 'not-an-email' }));
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: { code: 'auth/invalid-email', message: 'Wrong email format' } },
    ]);
    expect(reset.handler).not.toHaveBeenCalled();

    const coded = appWith('changePassword');
    const response = await coded.call('/functions/changePassword', JSON.stringify({ id: 'u1', password: 'p' }));
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: { code: 'invalid-argument', message: 'email: Invalid input: expected string, received undefined' } },
    ]);
    expect(coded.handler).not.toHaveBeenCalled();
  });

  it('lets the guards answer first: an anonymous caller learns nothing about the input', async () => {
    const { handler, call } = appWith('cancel');
    const response = await call('/api/cancel', '{not json', { authorization: '' });
    expect(response.status).toBe(401);
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses to hand a handler another endpoint's input", async () => {
    const app = new Hono().onError((error, c) => c.json({ error: error.message }, 500));
    mountEndpoint(app, deps, 'cancelByLink', [(c) => c.json(inputOf(c, 'cancel'))]);
    const response = await app.request(`/api/cancel-subscription/${'A'.repeat(22)}`, { method: 'POST' });
    expect(await response.json()).toEqual({ error: 'No checked input of cancel on this route' });
  });
});
