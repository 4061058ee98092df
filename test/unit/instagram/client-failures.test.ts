// Failures through the client: every one thrown as a classified InstagramError, malformed answers
// refused with a clear message, and no token or secret in any message or detail.
import { describe, expect, it } from 'vitest';
import { createInstagramClient } from '../../../server/instagram/client.ts';
import { InstagramError } from '../../../server/instagram/errors.ts';
import { clientAnswering, collectPages, fakeFetch, rejection, type FakeAnswer } from './fake-fetch.ts';
import * as fx from './fixtures.ts';

const secretsIn = (error: unknown) => {
  const text = JSON.stringify({
    message: String(error),
    details: (error as InstagramError).details,
    stack: (error as Error).stack,
  });
  return [fx.LONG_TOKEN, fx.SHORT_TOKEN, fx.SETTINGS.appSecret].filter((secret) => text.includes(secret));
};

async function meFailing(answer: FakeAnswer) {
  const { client, calls } = clientAnswering(answer);
  const error = await rejection(client.me(fx.LONG_TOKEN));
  expect(error).toBeInstanceOf(InstagramError);
  expect(secretsIn(error)).toEqual([]);
  return { error: error as InstagramError, calls };
}

describe('Graph errors through the client', () => {
  it('190/463 is token-dead', async () => {
    const { error } = await meFailing({ status: 400, body: fx.tokenExpired });
    expect(error).toMatchObject({
      kind: 'token-dead',
      details: { endpoint: 'GET /v25.0/me', status: 400, code: 190, subcode: 463, deadReason: 'expired' },
    });
  });

  it.each([
    ['4', fx.appLimit],
    ['17', fx.userLimit],
    ['32', fx.pageLimit],
    ['613', fx.callRateLimit],
    ['80002', fx.instagramLimit],
  ])('code %s is throttled for the time the usage header gives', async (code, body) => {
    const { error, calls } = await meFailing({
      status: 400,
      body,
      headers: { 'x-business-use-case-usage': fx.BUSINESS_USAGE_LIMITED, 'x-app-usage': fx.APP_USAGE },
    });
    expect(error).toMatchObject({ kind: 'throttled', details: { code: Number(code), waitMs: 12 * 60_000 } });
    expect(calls[0]).toMatchObject({ endpoint: 'GET /v25.0/me', status: 400 });
    expect(calls[0].usage.businessUseCases[0].regainAccessMinutes).toBe(12);
  });

  it('a 5xx, is_transient and an HTML error page are transient', async () => {
    expect((await meFailing({ status: 500, body: fx.serviceDown })).error.kind).toBe('transient');
    expect((await meFailing({ status: 503, body: '<html><body>Service Unavailable</body></html>' })).error.kind).toBe(
      'transient',
    );
  });

  it('an error body in a 200 is still a failure', async () => {
    expect((await meFailing({ status: 200, body: fx.tokenExpired })).error.kind).toBe('token-dead');
  });

  it('a network failure is transient, reported as a call without status, its URL and token removed', async () => {
    const { error, calls } = await meFailing(
      new TypeError(`fetch failed: getaddrinfo ENOTFOUND graph.instagram.com/v25.0/me?access_token=${fx.LONG_TOKEN}`),
    );
    expect(error.kind).toBe('transient');
    expect(error.message).toMatch(/^Instagram GET \/v25\.0\/me unreachable \(transient\): TypeError: fetch failed/);
    expect(calls).toEqual([{ endpoint: 'GET /v25.0/me', usage: { businessUseCases: [] } }]);
  });

  it('a call that outlives the time limit is transient', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const client = createInstagramClient(fx.SETTINGS, { fetch: hanging, timeoutMs: 20 });
    const error = await rejection(client.me(fx.LONG_TOKEN));
    expect(error).toMatchObject({ kind: 'transient', message: expect.stringContaining('TimeoutError') });
  });
});

describe('malformed answers', () => {
  it.each([
    ['not JSON', 'Hello, world', /not JSON/],
    ['missing username', { ...fx.mePlain, username: undefined }, /username/],
    ['count as text', { ...fx.mePlain, followers_count: 'many' }, /followers_count/],
    ['an empty data list', { data: [] }, /\(root\)/],
  ])('/me with %s is refused as invalid-answer, naming the field', async (_name, body, problem) => {
    const { error } = await meFailing({ body });
    expect(error.kind).toBe('invalid-answer');
    expect(error.message).toMatch(/^Instagram GET \/v25\.0\/me answered an unexpected body: /);
    expect(error.message).toMatch(problem);
  });

  it('a media page with an unknown media type is refused', async () => {
    const { client } = clientAnswering({ body: { data: [{ ...fx.mediaPage3.data[0], media_type: 'STORY' }] } });
    const error = await rejection(collectPages(client.mediaPages(fx.LONG_TOKEN)));
    expect(error).toMatchObject({ kind: 'invalid-answer', message: expect.stringContaining('data.0.media_type') });
  });

  it('a token answer without expires_in is refused', async () => {
    const { client } = clientAnswering({ body: { access_token: fx.LONG_TOKEN, token_type: 'bearer' } });
    const error = await rejection(client.refresh(fx.LONG_TOKEN));
    expect(error).toMatchObject({ kind: 'invalid-answer', message: expect.stringContaining('expires_in') });
    expect(secretsIn(error)).toEqual([]);
  });

  it('a paging.next that leaves the Graph host is not followed (it would carry the token away)', async () => {
    const away = {
      ...fx.mediaPage1,
      paging: { next: `https://evil.example.com/v25.0/me/media?access_token=${fx.LONG_TOKEN}` },
    };
    const fake = fakeFetch([{ body: away }, { body: fx.mediaPage3 }]);
    const client = createInstagramClient(fx.SETTINGS, { fetch: fake.fetch });
    const pages = client.mediaPages(fx.LONG_TOKEN);
    expect((await pages.next()).value).toHaveLength(3);
    const error = await rejection(pages.next());
    expect(error).toMatchObject({ kind: 'invalid-answer', message: expect.stringContaining('leaves the Graph host') });
    expect(secretsIn(error)).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('redaction', () => {
  it('keeps the token out of a throttled comments failure whose message echoes the URL', async () => {
    const { client } = clientAnswering({
      status: 400,
      body: {
        error: {
          message: `(#17) limit for /v25.0/1/comments?access_token=${fx.LONG_TOKEN}`,
          type: 'OAuthException',
          code: 17,
        },
      },
    });
    const error = await rejection(client.comments(fx.LONG_TOKEN, '17918195224117851'));
    expect(error).toMatchObject({ kind: 'throttled', details: { endpoint: 'GET /v25.0/17918195224117851/comments' } });
    expect(secretsIn(error)).toEqual([]);
  });
});
