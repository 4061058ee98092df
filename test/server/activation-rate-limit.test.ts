// Activation emails are limited per email (5 an hour) and per address (20 an hour): 429 + Retry-After.
// Each test moves the server clock to an hour window no other test uses.
import { afterEach, describe, expect, it } from 'vitest';
import { post } from './helpers.ts';
import { advanceClock, resetClock } from './membership-fixtures.ts';

const DAY_MS = 86_400_000;
afterEach(resetClock);

async function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ error: expect.stringMatching(/too many/i) });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(3_600);
}

describe('activation rate limits', () => {
  it('allows 5 requests an hour for one email, whichever variant, then answers 429', async () => {
    await advanceClock(100 * DAY_MS);
    const email = 'limit-one-email@demo.test';
    for (let i = 0; i < 5; i += 1) {
      const response =
        i % 2
          ? await post('/api/send-activation-by-email', { email })
          : await post(`/api/send-activation-by-email/profile-analyzer/${email}`);
      expect(response.status).toBe(200);
    }
    await expectLimited(await post('/api/send-activation-by-email', { email: email.toUpperCase() }));
    // Another email from the same address is still served.
    expect((await post('/api/send-activation-by-email', { email: 'limit-other@demo.test' })).status).toBe(200);
  });

  it('allows 20 requests an hour from one address across emails, then answers 429', async () => {
    await advanceClock(200 * DAY_MS);
    for (let i = 0; i < 20; i += 1)
      expect((await post('/api/send-activation-by-email', { email: `limit-address-${i}@demo.test` })).status).toBe(200);
    await expectLimited(await post('/api/send-activation-by-email', { email: 'limit-address-20@demo.test' }));
  });

  it('counts nothing for malformed input', async () => {
    await advanceClock(300 * DAY_MS);
    for (let i = 0; i < 25; i += 1)
      expect((await post('/api/send-activation-by-email', { email: 'not-an-email' })).status).toBe(400);
    expect((await post('/api/send-activation-by-email', { email: 'limit-after-bad@demo.test' })).status).toBe(200);
  });
});
