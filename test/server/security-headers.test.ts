// Security headers on every kind of response the stack gives: JSON, errors, pages, static files.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { KEEP_EARLY_PRESSES } from '../../contracts/early-presses.ts';
import { api, post } from './helpers.ts';

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  // No inline script but the one that keeps presses made before the app has the page.
  const keepEarlyPresses = createHash('sha256').update(KEEP_EARLY_PRESSES).digest('base64');
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${keepEarlyPresses}'`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // Served over plain http, and the stack's APP_ORIGIN is not https.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('security headers', () => {
  it('are on JSON answers, errors, pages and static files, without HSTS over http', async () => {
    const [asset] = await fs.readdir('dist/assets');
    const responses = {
      json: await api('/healthz'),
      notFound: await api('/api/nothing'),
      unauthorized: await post('/rec/subscriptions/demo-premium', undefined, { authorization: 'Bearer garbage' }),
      badRequest: await post('/event', '{broken'),
      tooLarge: await post('/event', { event: 'big', filler: 'x'.repeat(20_000) }),
      page: await api('/dashboard', { headers: { accept: 'text/html' } }),
      staticFile: await api(`/assets/${asset}`),
      spoofedHttps: await api('/healthz', { headers: { 'x-forwarded-proto': 'https' } }),
    };
    expect(
      Object.fromEntries(Object.entries(responses).map(([name, response]) => [name, response.status])),
    ).toMatchObject({
      json: 200,
      notFound: 404,
      unauthorized: 401,
      badRequest: 400,
      tooLarge: 413,
      staticFile: 200,
      spoofedHttps: 200,
    });
    for (const response of Object.values(responses)) expectSecurityHeaders(response);
  });
});
