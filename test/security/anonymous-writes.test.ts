/**
 * What anyone may write without signing in (log records, analytics events)
 * is bounded: no record's own fields beyond 4,000 characters, no more than 300 a minute from one
 * address, none fired by another site's page (an <img> on any page could send the GET), and the
 * maintenance job prunes them by age (test/unit/maintenance.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, post } from '../server/helpers.ts';
import { advanceToWindowStart, resetClock } from '../server/membership-fixtures.ts';

afterAll(resetClock);

const event = (fields: Record<string, unknown>) => post('/event', { event: 'Security test', ...fields });

describe('log records and events', () => {
  it('refuse fields beyond 4,000 characters (a 15 KB event was stored before)', async () => {
    expect((await event({ note: 'x'.repeat(15_000) })).status).toBe(400);
    expect((await post('/', { source: 'security_test', extra: 'x'.repeat(5_000) })).status).toBe(400);
    expect((await event({ note: 'x'.repeat(100) })).status).toBe(204);
  });

  it('refuse a record fired from another site, the GET of an <img> included', async () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    expect((await api('/?source=security_test&message=img', { headers: crossSite })).status).toBe(403);
    expect((await post('/event', { event: 'Security test' }, crossSite)).status).toBe(403);
    expect(
      (await api('/?source=security_test&message=own', { headers: { 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(204);
    // The app's page itself, linked from anywhere, still opens.
    expect((await api('/', { headers: { ...crossSite, accept: 'text/html' } })).status).toBe(200);
  });

  it('answer 429 with Retry-After beyond 300 a minute from one address', async () => {
    // Into a fresh minute of the server's clock, so the burst falls in one window.
    await advanceToWindowStart(60_000);
    const answers = await Promise.all(Array.from({ length: 320 }, (_, i) => event({ i })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204).length).toBeLessThanOrEqual(300);
    expect(statuses).toContain(429);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
