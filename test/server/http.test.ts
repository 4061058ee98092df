// Cross-cutting HTTP behaviour: health, security headers, JSON 404s, SPA fallback.
import { describe, expect, it } from 'vitest';
import { api } from './helpers.ts';

describe('HTTP surface', () => {
  it('answers /healthz with security headers', async () => {
    const response = await api('/healthz');
    expect(response.status).toBe(200);
    const health = await response.json();
    expect(health).toMatchObject({ ok: true, database: 'up' });
    expect(Object.keys(health.jobs).sort()).toEqual([
      'billingEvents',
      'instagramSync',
      'maintenance',
      'outbox',
      'renewals',
    ]);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown backend paths with JSON 404s', async () => {
    for (const path of ['/api/nothing', '/rec/nothing', '/functions/nothing']) {
      const response = await api(path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.json()).toHaveProperty('error');
    }
  });

  it('answers page routes with the SPA shell, never cached', async () => {
    const response = await api('/dashboard/insights', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('refuses a body of another content type than JSON or text/plain with a JSON 415', async () => {
    const response = await api('/event', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<event/>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Content-Type must be application/json or text/plain' });
  });
});
