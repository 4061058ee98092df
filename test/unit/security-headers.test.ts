// HSTS wherever the app is served over https (APP_ORIGIN, or an https request); a Permissions-Policy
// turning off unused device features; images from our own origin and the configured image hosts only.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/security-headers.ts';

const appWith = (appOrigin?: string, imageOrigins: string[] = []) => {
  const app = new Hono()
    .use(securityHeaders({ appOrigin, imageOrigins, billing: { formTargets: [] } }))
    .get('/ok', (c) => c.json({ ok: true }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  return app;
};
const hsts = (response: Response) => response.headers.get('strict-transport-security');

describe('securityHeaders', () => {
  it('adds HSTS to an https request, found or not', async () => {
    for (const path of ['/ok', '/missing'])
      expect(hsts(await appWith().request(`https://example.test${path}`))).toMatch(/max-age=\d+/);
  });

  it('adds HSTS whenever APP_ORIGIN is https, whatever a proxy says of the request', async () => {
    expect(hsts(await appWith('https://app.example.com').request('http://10.0.0.5/ok'))).toMatch(/max-age=\d+/);
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect(hsts(await appWith('http://127.0.0.1:4173').request('http://127.0.0.1/ok', forwarded))).toBeNull();
    expect(hsts(await appWith().request('http://example.test/ok'))).toBeNull();
  });

  it('always sends the CSP, nosniff, referrer policy and Permissions-Policy', async () => {
    const response = await appWith().request('http://example.test/missing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });

  it('takes images from our own origin and the configured image hosts, not from any https host', async () => {
    const imgSrc = async (origins: string[]) =>
      /img-src ([^;]*)/.exec(
        (await appWith(undefined, origins).request('http://x.test/ok')).headers.get('content-security-policy') ?? '',
      )?.[1];
    expect(await imgSrc([])).toBe("'self' data:");
    expect(await imgSrc(['https://images.example.com'])).toBe("'self' data: https://images.example.com");
  });
});
