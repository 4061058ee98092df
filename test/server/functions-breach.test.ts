// breachedaccount: only the caller's own email; demo dataset without HIBP_API_KEY; rate limited.
import { describe, expect, it } from 'vitest';
import { bearer, idTokenFor, post } from './helpers.ts';
import { callFunction, callUntilLimited, createSubscriber } from './functions-helpers.ts';

const breachCheck = (token: string | undefined, account?: string) =>
  callFunction(
    'breachedaccount',
    token,
    undefined,
    account === undefined ? '' : `?account=${encodeURIComponent(account)}`,
  );

describe('breachedaccount', () => {
  it("lists the caller's breached sites with the spec fields", async () => {
    const response = await breachCheck(await idTokenFor('trial@demo.test'), 'trial@demo.test');
    expect(response.status).toBe(200);
    const sites = (await response.json()) as Array<Record<string, unknown>>;
    expect(sites).toHaveLength(3);
    for (const site of sites) {
      expect(site).toMatchObject({
        Name: expect.any(String),
        Domain: expect.any(String),
        BreachDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect((site.DataClasses as string[]).length).toBeGreaterThan(0);
    }
  });

  it('matches the email case-insensitively and accepts an application/json request', async () => {
    const token = await idTokenFor('trial@demo.test');
    const response = await post('/functions/breachedaccount?account=TRIAL%40Demo.test', '', {
      ...bearer(token),
      'content-type': 'application/json',
    });
    expect(response.status).toBe(200);
  });

  it('answers 404 for an account without breaches', async () => {
    const response = await breachCheck(await idTokenFor('premium@demo.test'), 'premium@demo.test');
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });

  it("refuses another user's email (403), bad input (400) and missing or bad tokens (401)", async () => {
    const token = await idTokenFor('premium@demo.test');
    expect((await breachCheck(token, 'trial@demo.test')).status).toBe(403);
    for (const account of [undefined, '', 'not-an-email']) {
      const response = await breachCheck(token, account);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect((await breachCheck(undefined, 'premium@demo.test')).status).toBe(401);
    expect((await breachCheck('garbage', 'premium@demo.test')).status).toBe(401);
  });

  it('limits an account to 10 checks a minute, answering 429 with Retry-After', async () => {
    const account = await createSubscriber('breach-limit');
    const { passed, limited } = await callUntilLimited(() => breachCheck(account.token, account.email), {
      maxCalls: 12,
      windowMs: 60_000,
    });
    expect(passed).toBe(10);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited?.json()).toHaveProperty('error');
  });
});
