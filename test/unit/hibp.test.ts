// The HIBP client against a fake fetch: the request it builds and how each answer maps. (The real
// service is not reachable from here.)
import { describe, expect, it, vi } from 'vitest';
import { HIBP_USER_AGENT, hibpBreachLookup } from '../../server/functions/hibp.ts';

const adobe = {
  Name: 'Adobe',
  Title: 'Adobe',
  Domain: 'adobe.com',
  BreachDate: '2013-10-04',
  DataClasses: ['Email addresses', 'Passwords'],
  Description: 'x',
  PwnCount: 1,
};

function lookupAnswering(response: Response | Error) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  return { fetch, lookup: hibpBreachLookup({ apiKey: 'test-key', fetch }) };
}

describe('hibpBreachLookup', () => {
  it('asks v3 breachedaccount for the untruncated list with the key and a user agent', async () => {
    const { fetch, lookup } = lookupAnswering(Response.json([adobe]));
    await lookup('jo+tag@example.com');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://haveibeenpwned.com/api/v3/breachedaccount/jo%2Btag%40example.com?truncateResponse=false');
    const headers = init?.headers as Record<string, string>;
    expect(headers['hibp-api-key']).toBe('test-key');
    expect(headers['user-agent']).toBe(HIBP_USER_AGENT);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers the breached sites in the spec fields', async () => {
    const { lookup } = lookupAnswering(
      Response.json([adobe, { ...adobe, Name: 'Other', Title: undefined, Description: undefined }]),
    );
    const result = await lookup('a@example.com');
    expect(result).toEqual({
      kind: 'breached',
      sites: [
        {
          Name: 'Adobe',
          Title: 'Adobe',
          Domain: 'adobe.com',
          BreachDate: '2013-10-04',
          DataClasses: ['Email addresses', 'Passwords'],
          Description: 'x',
        },
        {
          Name: 'Other',
          Title: 'Other',
          Domain: 'adobe.com',
          BreachDate: '2013-10-04',
          DataClasses: ['Email addresses', 'Passwords'],
          Description: '',
        },
      ],
    });
  });

  it('reads 404 as no breaches', async () => {
    expect(await lookupAnswering(new Response(null, { status: 404 })).lookup('a@example.com')).toEqual({
      kind: 'none',
    });
  });

  it('passes a 429 on with its retry-after, or a default when it is missing or odd', async () => {
    const limited = (headers: Record<string, string>) => new Response(null, { status: 429, headers });
    expect(await lookupAnswering(limited({ 'retry-after': '7' })).lookup('a@example.com')).toEqual({
      kind: 'rate-limited',
      retryAfter: '7',
    });
    expect(await lookupAnswering(limited({})).lookup('a@example.com')).toEqual({
      kind: 'rate-limited',
      retryAfter: '60',
    });
    expect(await lookupAnswering(limited({ 'retry-after': 'soon' })).lookup('a@example.com')).toEqual({
      kind: 'rate-limited',
      retryAfter: '60',
    });
  });

  it('reports other statuses, unexpected bodies and network errors as failures', async () => {
    for (const answer of [
      new Response(null, { status: 401 }),
      new Response(null, { status: 503 }),
      Response.json({ not: 'a list' }),
      new Response('<html>'),
      new TypeError('fetch failed'),
    ]) {
      expect(await lookupAnswering(answer).lookup('a@example.com')).toMatchObject({
        kind: 'failed',
        reason: expect.any(String),
      });
    }
  });
});
