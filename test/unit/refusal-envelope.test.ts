/**
 * Every refusal comes in the envelope its call declares (server/refusal.ts): the whole endpoint
 * table mounted as the server mounts it, each call refused by its guards (no token), by its input
 * check, by a body limit before its chain begins, and by its handler, and each answer read as a
 * plain `{ error: string }` or a coded `{ error: { code, message } }`.
 */
import { Hono, type Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { refusalBody, type Endpoint, type Envelope } from '../../contracts/endpoint-declaration';
import { ENDPOINTS, type EndpointName } from '../../contracts/endpoints';
import { systemClock } from '../../server/clock';
import type { AppDeps } from '../../server/deps';
import { mountEndpoints, type EndpointHandlers } from '../../server/endpoints';
import type { Logger } from '../../server/logger';
import { answerError, refuse } from '../../server/refusal';
import { DependencyUnavailable } from '../../server/unavailable';

const TOKEN = 'valid-token';
const auth = {
  verifyIdToken: async (token: string) => {
    if (token !== TOKEN) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
    const now = Math.floor(Date.now() / 1000);
    return { uid: 'u1', email: 'a@demo.test', auth_time: now, exp: now + 3600 };
  },
  verifySessionCookie: async () => {
    throw Object.assign(new Error('no cookie'), { code: 'auth/argument-error' });
  },
};
const deps = { auth, clock: systemClock, config: { appOrigin: undefined } } as unknown as AppDeps;
const silent = { warn() {}, error() {} } as unknown as Logger;

type Call = [EndpointName, Endpoint];
const calls = (Object.entries(ENDPOINTS) as Call[]).filter(([, e]) => e.kind === 'call' && !e.development);
const envelopeOf = (endpoint: Endpoint): Envelope => endpoint.envelope ?? 'plain';

/** A path of the declared pattern, its parameters filled with values their patterns take. */
const SAMPLE_PARAMS: Record<string, string> = {
  lesson: 'Lesson_n1.pdf',
  token: 'A'.repeat(22),
  file: `${'a'.repeat(32)}.pdf`,
};
const pathOf = (endpoint: Endpoint) =>
  endpoint.path.replace(/:(\w+)(\{.*?\})?(?=\/|$)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');

/** Each handler refuses, with or without its own code: the table's own guards and input check run first. */
const refusingHandlers = (refusal: (c: Context) => never) =>
  Object.fromEntries(Object.keys(ENDPOINTS).map((name) => [name, [refusal]])) as EndpointHandlers;

function appRefusing(refusal: (c: Context) => never = () => refuse(409, 'handler refused')) {
  const app = new Hono().onError(answerError(silent));
  // The server's body limit stands before every endpoint's chain (server/app.ts).
  app.use(async (c, next) => {
    if (c.req.header('x-too-large')) refuse(413, 'Body too large');
    await next();
  });
  mountEndpoints(app, deps, refusingHandlers(refusal), false);
  return app;
}

function request(app: Hono, endpoint: Endpoint, headers: Record<string, string> = {}, body?: string) {
  const method = endpoint.method === 'ALL' ? 'POST' : endpoint.method;
  return app.request(pathOf(endpoint), { method, body: method === 'GET' ? undefined : body, headers });
}

/** A well-formed changePassword call (a coded one) of the signed-in caller: its handler runs. */
const changePassword = (app: Hono) =>
  request(
    app,
    ENDPOINTS.changePassword,
    { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    JSON.stringify({ email: 'a@demo.test', id: 'u1', password: 'long-enough' }),
  );

/** The answer is a refusal in `envelope`: a plain message, or a code and a message. */
async function expectEnvelope(response: Response, envelope: Envelope, status: number, code?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: unknown };
  if (envelope === 'plain') expect(body.error).toEqual(expect.any(String));
  else expect(body.error).toMatchObject({ code: code ?? expect.any(String), message: expect.any(String) });
}

describe('the envelope of every refusal', () => {
  const app = appRefusing();

  it('declares coded only where the client tells refusals apart by code', () => {
    for (const [name, endpoint] of calls) {
      const coded = !!endpoint.errorCodes?.length || !!endpoint.invalidInput?.code;
      expect([name, envelopeOf(endpoint)]).toEqual([name, coded ? 'coded' : 'plain']);
    }
  });

  it.each(calls.filter(([, e]) => e.access !== 'anyone'))(
    '%s refuses a caller without credentials with 401 in its envelope',
    async (_, endpoint) => {
      await expectEnvelope(await request(app, endpoint), envelopeOf(endpoint), 401, 'unauthenticated');
    },
  );

  it.each(calls.filter(([, e]) => e.input?.body && (e.access === 'anyone' || e.access === 'signed-in')))(
    '%s refuses input its schema refuses with 400 in its envelope',
    async (_, endpoint) => {
      const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };
      const response = await request(app, endpoint, headers, '{not json');
      await expectEnvelope(response, envelopeOf(endpoint), 400, endpoint.invalidInput?.code ?? 'invalid-argument');
    },
  );

  it.each(calls.filter(([, e]) => e.method === 'POST'))(
    '%s answers a body refused before its chain begins in its envelope',
    async (_, endpoint) => {
      await expectEnvelope(
        await request(app, endpoint, { 'x-too-large': '1' }, '{}'),
        envelopeOf(endpoint),
        413,
        'invalid-argument',
      );
    },
  );

  it.each(calls.filter(([, e]) => e.access === 'anyone' && !Object.values(e.input ?? {}).length))(
    "%s answers its handler's refusal in its envelope",
    async (_, endpoint) => {
      await expectEnvelope(await request(app, endpoint), envelopeOf(endpoint), 409);
    },
  );

  it('keeps a refusal’s code, details and headers', async () => {
    const coded = appRefusing(() =>
      refuse(429, 'Later', { code: 'too-soon', details: { retryAt: 'soon' }, headers: { 'Retry-After': '60' } }),
    );
    const response = await changePassword(coded);
    expect([response.status, response.headers.get('retry-after'), await response.json()]).toEqual([
      429,
      '60',
      { error: { code: 'too-soon', message: 'Later', retryAt: 'soon' } },
    ]);
    const plain = await request(coded, ENDPOINTS.news);
    expect(await plain.json()).toEqual({ error: 'Later', retryAt: 'soon' });
  });

  it('answers a dependency that did not answer with 503 in the envelope, and anything else with 500', async () => {
    const down = appRefusing(() => {
      throw new DependencyUnavailable('database', new Error('ECONNREFUSED'));
    });
    const coded = await changePassword(down);
    expect([coded.status, coded.headers.get('retry-after'), await coded.json()]).toEqual([
      503,
      '5',
      refusalBody('coded', 503, {
        message: 'The service is briefly unavailable. Try again in a moment.',
        details: { unavailable: 'database' },
      }),
    ]);
    expect(await (await request(down, ENDPOINTS.news)).json()).toEqual({
      error: 'The service is briefly unavailable. Try again in a moment.',
      unavailable: 'database',
    });
    const broken = appRefusing(() => {
      throw new Error('a bug');
    });
    expect(await (await changePassword(broken)).json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong' },
    });
  });
});
