// HSTS only over https: an https request URL, or X-Forwarded-Proto when the proxy is trusted.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/security-headers.ts';

const appWith = (trustProxy: boolean) => {
  const app = new Hono().use(securityHeaders({ trustProxy })).get('/ok', (c) => c.json({ ok: true }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
};
const hsts = (response: Response) => response.headers.get('strict-transport-security');

describe('securityHeaders', () => {
  it('adds HSTS to an https request, found or not', async () => {
    for (const path of ['/ok', '/missing'])
      expect(hsts(await appWith(false).request(`https://example.test${path}`))).toMatch(/max-age=\d+/);
  });

  it('adds HSTS for X-Forwarded-Proto https only behind a trusted proxy', async () => {
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect(hsts(await appWith(true).request('http://example.test/ok', forwarded))).toMatch(/max-age=\d+/);
    expect(hsts(await appWith(false).request('http://example.test/ok', forwarded))).toBeNull();
    expect(hsts(await appWith(true).request('http://example.test/ok'))).toBeNull();
  });

  it('always sends the CSP, nosniff and referrer policy', async () => {
    const response = await appWith(false).request('http://example.test/missing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
