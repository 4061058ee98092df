/**
 * Issue 26, finding 13: the calls that email an address anyone may name (activation, password
 * reset) refuse a request another site's page fires from its visitor's browser, which would let
 * any page mail our users and spend their limits; the app's own requests and clients that are not
 * browsers go through.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, post, uniqueEmail } from '../server/helpers.ts';

const CALLS = ['/api/password-reset', '/api/send-activation-by-email'];
const own = new URL(baseUrl).origin;

describe.each(CALLS)('%s', (path) => {
  it('refuses a cross-site browser request, by Sec-Fetch-Site or by Origin', async () => {
    const body = { email: uniqueEmail('cross-site') };
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const response = await post(path, body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: 'Requests from other sites are refused' });
    }
  });

  it("answers the app's own page and a client that is not a browser", async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-origin', origin: own },
      { origin: own },
      {},
    ]) {
      const response = await post(path, { email: uniqueEmail('own-site') }, headers);
      expect(response.status, JSON.stringify(headers)).not.toBe(403);
    }
  });
});
