// Activation emails are limited per email from one address (5 an hour) and per address (20 an hour).
// Beyond them the call answers as within its resend window (success false, nothing else) and sends
// nothing, so no answer tells whether an address is being targeted.
// Each test calls from a loopback address of its own, from the start of an hour on the server's clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anotherLoopbackAddress, postFrom } from '../harness/loopback.ts';
import { baseUrl } from './helpers.ts';
import { advanceToWindowStart, HOUR, resetClock } from './membership-fixtures.ts';

beforeEach(() => advanceToWindowStart(HOUR));
afterEach(resetClock);

const NO_SUBSCRIPTION = { success: false, error: 'No subscription found for this email' };

/** POST to `path` from `address`, JSON unless no body is given. */
const sendFrom = (address: string, path: string, body?: unknown) =>
  postFrom(address, new URL(path, baseUrl), body === undefined ? '' : JSON.stringify(body), 'application/json');

async function expectAnsweredAsIfSent(response: Response) {
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: false });
  expect(response.headers.get('retry-after')).toBeNull();
}

describe('activation rate limits', () => {
  it('serves 5 requests an hour for one email, whichever variant, then answers as if sent', async () => {
    const address = anotherLoopbackAddress();
    const email = 'limit-one-email@demo.test';
    for (let i = 0; i < 5; i += 1) {
      const response =
        i % 2
          ? await sendFrom(address, '/api/send-activation-by-email', { email })
          : await sendFrom(address, `/api/send-activation-by-email/profile-analyzer/${email}`);
      expect(await response.json()).toEqual(NO_SUBSCRIPTION);
    }
    await expectAnsweredAsIfSent(
      await sendFrom(address, '/api/send-activation-by-email', { email: email.toUpperCase() }),
    );
    // Another email from the same address is still served.
    expect((await sendFrom(address, '/api/send-activation-by-email', { email: 'limit-other@demo.test' })).status).toBe(
      200,
    );
  });

  it('serves 20 requests an hour from one address across emails, then answers as if sent', async () => {
    const address = anotherLoopbackAddress();
    for (let i = 0; i < 20; i += 1) {
      const response = await sendFrom(address, '/api/send-activation-by-email', {
        email: `limit-address-${i}@demo.test`,
      });
      expect(await response.json()).toEqual(NO_SUBSCRIPTION);
    }
    await expectAnsweredAsIfSent(
      await sendFrom(address, '/api/send-activation-by-email', { email: 'limit-address-20@demo.test' }),
    );
  });

  it('counts nothing for malformed input', async () => {
    const address = anotherLoopbackAddress();
    for (let i = 0; i < 25; i += 1)
      expect((await sendFrom(address, '/api/send-activation-by-email', { email: 'not-an-email' })).status).toBe(400);
    expect(
      (await sendFrom(address, '/api/send-activation-by-email', { email: 'limit-after-bad@demo.test' })).status,
    ).toBe(200);
  });
});
