// The 5-hour session on the server: a token whose sign-in (auth_time) is more than 5 hours before
// the server's clock answers 401, however fresh the token is.
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../content/constants.ts';
import { bearer, idTokenFor, post, tokenSignedInAt } from './helpers.ts';
import { advanceClock, resetClock } from './membership-fixtures.ts';

afterEach(resetClock);

describe('session lifetime', () => {
  it('accepts a token until 5 hours after its sign-in, then answers 401 Session expired', async () => {
    const token = await idTokenFor('trial@demo.test');
    const ownSubscriptions = () => post('/rec/subscriptions/demo-trial', undefined, bearer(token));
    expect((await ownSubscriptions()).status).toBe(200);

    await advanceClock(SESSION_LIFETIME_MS - 60_000);
    expect((await ownSubscriptions()).status).toBe(200);

    await advanceClock(60_000 + 1_000);
    const expired = await ownSubscriptions();
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: 'Session expired' });

    await resetClock();
    expect((await ownSubscriptions()).status).toBe(200);
  });

  it('accepts a sign-in made after the clock moved (tests restate auth_time with tokenSignedInAt)', async () => {
    const token = await idTokenFor('trial@demo.test');
    const later = await advanceClock(3 * 24 * 3_600_000);
    const response = await post('/rec/subscriptions/demo-trial', undefined, bearer(tokenSignedInAt(token, later)));
    expect(response.status).toBe(200);
  });
});
