// Activation emails are limited per email from one address (5 an hour) and per address (20 an hour).
// Beyond them the call answers as within its resend window (success false, nothing else) and sends
// nothing, so no answer tells whether an address is being targeted.
// Each test moves the server clock to the start of an hour window no other test uses.
import { afterEach, describe, expect, it } from 'vitest';
import { post } from './helpers.ts';
import { advanceToWindowStart, DAY, HOUR, resetClock } from './membership-fixtures.ts';

afterEach(resetClock);

const NO_SUBSCRIPTION = { success: false, error: 'No subscription found for this email' };

async function expectAnsweredAsIfSent(response: Response) {
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: false });
  expect(response.headers.get('retry-after')).toBeNull();
}

describe('activation rate limits', () => {
  it('serves 5 requests an hour for one email, whichever variant, then answers as if sent', async () => {
    await advanceToWindowStart(HOUR, 100 * DAY);
    const email = 'limit-one-email@demo.test';
    for (let i = 0; i < 5; i += 1) {
      const response =
        i % 2
          ? await post('/api/send-activation-by-email', { email })
          : await post(`/api/send-activation-by-email/profile-analyzer/${email}`);
      expect(await response.json()).toEqual(NO_SUBSCRIPTION);
    }
    await expectAnsweredAsIfSent(await post('/api/send-activation-by-email', { email: email.toUpperCase() }));
    // Another email from the same address is still served.
    expect((await post('/api/send-activation-by-email', { email: 'limit-other@demo.test' })).status).toBe(200);
  });

  it('serves 20 requests an hour from one address across emails, then answers as if sent', async () => {
    await advanceToWindowStart(HOUR, 200 * DAY);
    for (let i = 0; i < 20; i += 1) {
      const response = await post('/api/send-activation-by-email', { email: `limit-address-${i}@demo.test` });
      expect(await response.json()).toEqual(NO_SUBSCRIPTION);
    }
    await expectAnsweredAsIfSent(await post('/api/send-activation-by-email', { email: 'limit-address-20@demo.test' }));
  });

  it('counts nothing for malformed input', async () => {
    await advanceToWindowStart(HOUR, 300 * DAY);
    for (let i = 0; i < 25; i += 1)
      expect((await post('/api/send-activation-by-email', { email: 'not-an-email' })).status).toBe(400);
    expect((await post('/api/send-activation-by-email', { email: 'limit-after-bad@demo.test' })).status).toBe(200);
  });
});
