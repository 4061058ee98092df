// The Instagram connection's calls over a fake fetch: where each goes and with what,
// answers checked against the contract, and refusals read as the CallFailure with the server's code and retryAt.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalBody } from '../../contracts/endpoint-declaration';
import { connectCallbackRefusal, instagramRefusal } from '../../contracts/instagram-connection';
import { toCallFailure } from '../../src/services/call-failure';
import { FetchError } from '../../src/services/http';
import {
  disconnectInstagram,
  fetchConnectionStatus,
  finishConnect,
  refreshNow,
  startConnect,
} from '../../src/services/instagram';
import { fakeFetch } from '../harness/fake-fetch';

const BASE = 'http://127.0.0.1:4173/functions';
const CONNECTED = {
  state: 'connected',
  username: 'reach.demo',
  lastSyncedAt: '2026-01-15T11:00:00.000Z',
  nextSyncAt: '2026-01-16T11:00:00.000Z',
  refreshAvailableAt: null,
};

let fetched: ReturnType<typeof fakeFetch>;
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetched = fakeFetch();
});

afterEach(() => vi.unstubAllGlobals());

describe('instagram connection service', () => {
  it.each([
    ['ig-connectionStatus', () => fetchConnectionStatus(BASE, 't1')],
    ['ig-refreshNow', () => refreshNow(BASE, 't1')],
    ['ig-disconnect', () => disconnectInstagram(BASE, 't1')],
  ])('POSTs %s with the ID token and answers the checked view', async (name, call) => {
    fetched.answer = json(200, CONNECTED);
    expect(await call()).toEqual(CONNECTED);
    expect([
      fetched.requests[0].method,
      fetched.requests[0].url,
      fetched.requests[0].headers.get('authorization'),
    ]).toEqual(['POST', `${BASE}/${name}`, 'Bearer t1']);
  });

  it("sends Instagram's callback to ig-connectFinish as JSON", async () => {
    fetched.answer = json(200, { state: 'syncing', username: 'reach.demo', lastSyncedAt: null });
    await finishConnect(BASE, 't1', { state: 's1', error: 'access_denied', errorReason: 'user_denied' });
    expect(fetched.requests[0].url).toBe(`${BASE}/ig-connectFinish`);
    expect(JSON.parse(fetched.bodies[0])).toEqual({ state: 's1', error: 'access_denied', errorReason: 'user_denied' });
  });

  it('answers the authorize address, and refuses anything but a web address (the browser goes there)', async () => {
    fetched.answer = json(200, { authorizeUrl: 'https://www.instagram.com/oauth/authorize?state=s1' });
    expect(await startConnect(BASE, 't1')).toEqual({
      authorizeUrl: 'https://www.instagram.com/oauth/authorize?state=s1',
    });
    fetched.answer = json(200, { authorizeUrl: 'javascript:alert(1)' });
    await expect(startConnect(BASE, 't1')).rejects.toThrow();
  });

  it('refuses a view outside the contract', async () => {
    fetched.answer = json(200, { state: 'linked' });
    await expect(fetchConnectionStatus(BASE, 't1')).rejects.toThrow();
  });

  it("a refusal reads as the CallFailure the machine takes: the status and the server's code and retryAt", async () => {
    fetched.answer = json(429, {
      error: {
        code: 'too-soon',
        message: 'Instagram was refreshed less than an hour ago',
        retryAt: '2026-01-15T13:00:00.000Z',
      },
    });
    const refusal = await refreshNow(BASE, 't1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FetchError);
    expect(toCallFailure(refusal)).toEqual({
      status: 429,
      code: 'too-soon',
      text: 'Instagram was refreshed less than an hour ago',
      serverText: 'Instagram was refreshed less than an hour ago',
      retryAt: '2026-01-15T13:00:00.000Z',
    });
  });

  it("every refusal body of the contract reads with its code: the connect failures' texts depend on it", async () => {
    const body = refusalBody('coded', 400, connectCallbackRefusal);
    fetched.answer = json(400, body);
    const refusal = await finishConnect(BASE, 't1', { state: 's1', code: 'c1' }).catch((error: unknown) => error);
    expect(instagramRefusal.parse((refusal as FetchError).data)).toEqual(body);
    expect(toCallFailure(refusal)).toMatchObject({ status: 400, code: 'state-invalid', retryAt: null });
  });

  it('a refusal without that body has no code; a network failure passes through', async () => {
    fetched.answer = () => new Response('Bad gateway', { status: 502 });
    const refusal = await finishConnect(BASE, 't1', { state: 's1', code: 'c1' }).catch((error: unknown) => error);
    expect(toCallFailure(refusal)).toMatchObject({ status: 502, code: null, serverText: null });
    fetched.answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchConnectionStatus(BASE, 't1')).rejects.toThrow(TypeError);
  });
});
