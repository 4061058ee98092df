// The caller's address for per-address rate limits: the socket's without
// trusted proxies; behind N of them the right-most X-Forwarded-For entry none of them wrote, so an
// address the client writes into the header never becomes its key.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { clientAddress } from '../../server/rate-limit.ts';

const addressSeen = async (trustedHops: number, socket: string, forwardedFor?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedHops)));
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return response.text();
};

describe('clientAddress', () => {
  it("is the socket's without trusted proxies, whatever the header says", async () => {
    expect(await addressSeen(0, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('is the address the one trusted load balancer saw, not what the client wrote before it', async () => {
    expect(await addressSeen(1, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '10.0.0.2', 'forged, 198.51.100.1,203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts back as many hops as are trusted', async () => {
    expect(await addressSeen(2, '10.0.0.3', 'forged, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('falls back to the left-most entry when fewer hops wrote the header than are trusted', async () => {
    expect(await addressSeen(3, '10.0.0.3', '203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  const development = { APP_ENV: 'development' };
  it('is 0 unless set, and a small whole number', () => {
    expect(loadConfig(development).trustedProxyHops).toBe(0);
    expect(loadConfig({ ...development, TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    for (const bad of ['-1', '1.5', 'yes', '11'])
      expect(() => loadConfig({ ...development, TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it('refuses the old TRUST_PROXY, which keyed limits on what the client writes', () => {
    expect(() => loadConfig({ ...development, TRUST_PROXY: 'true' })).toThrow(/replaced by TRUSTED_PROXY_HOPS/);
  });
});
