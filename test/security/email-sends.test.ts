/**
 * The calls that email an address anyone may name (activation, password
 * reset) refuse a request another site's page fires from its visitor's browser, which would let
 * any page mail our users and spend their limits; the app's own requests and clients that are not
 * browsers go through. Someone spending an email's limit cannot lock its owner out: the limit is
 * counted per client address, and beyond it the call answers as if sent. (This suite's stack
 * stands behind one trusted proxy, so X-Forwarded-For names the client.) Mail an account asks for
 * at its own address (a cancel link, the report) waits until the address is proven the holder's.
 */
import { describe, expect, it } from 'vitest';
import { refusalBody, type Endpoint } from '../../contracts/endpoint-declaration.ts';
import { ENDPOINTS } from '../../contracts/endpoints.ts';
import {
  baseUrl,
  bearer,
  mailsWithSubject,
  post,
  signUp,
  signUpUnconfirmedSubscriber,
  uniqueEmail,
} from '../server/helpers.ts';

const CALLS = [ENDPOINTS.passwordReset, ENDPOINTS.activation].map((e: Endpoint) => [e.path, e] as const);
const own = new URL(baseUrl).origin;

describe.each(CALLS)('%s', (path, endpoint) => {
  it('refuses a cross-site browser request, by Sec-Fetch-Site or by Origin', async () => {
    const body = { email: uniqueEmail('cross-site') };
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const response = await post(path, body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual(
        refusalBody(endpoint.envelope ?? 'plain', 403, { message: 'Requests from other sites are refused' }),
      );
    }
  });

  it("answers the app's own page and a client that is not a browser", async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-origin', origin: own },
      { origin: own },
      {},
    ]) {
      const response = await post(path, { email: uniqueEmail('own-site') }, headers);
      expect(response.status, JSON.stringify(headers)).not.toBe(403);
    }
  });
});

describe('an email whose limit someone else spent', () => {
  const RESET_SUBJECT = /reset your profile analyzer password/i;
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('still reaches its owner, and the sender over the limit learns nothing', async () => {
    const owner = await signUp(uniqueEmail('lockout'));
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/password-reset', { email: owner.email }, from('203.0.113.5'))).status).toBe(200);
    const beyond = await post('/api/password-reset', { email: owner.email }, from('203.0.113.5'));
    expect([beyond.status, await beyond.json()]).toEqual([200, { success: true }]);
    // The owner, from their own address: served, and their link is the sixth mail, not the seventh.
    const own = await post('/api/password-reset', { email: owner.email }, from('198.51.100.7'));
    expect([own.status, await own.json()]).toEqual([200, { success: true }]);
    // Once a later mail is in, every earlier one is too: the owner's five and their own, none for the sixth.
    const later = await signUp(uniqueEmail('lockout-later'));
    expect((await post('/api/password-reset', { email: later.email }, from('192.0.2.9'))).status).toBe(200);
    expect(await mailsWithSubject(later.email, RESET_SUBJECT)).toHaveLength(1);
    expect(await mailsWithSubject(owner.email, RESET_SUBJECT)).toHaveLength(6);
  });
});

describe('mail an account asks for at an address nobody confirmed', () => {
  const CANCEL_SUBJECT = /confirm the cancellation/i;
  const CONFIRM_SUBJECT = /confirm your email address/i;

  it('is held until the emailed confirmation link is opened, which works once', async () => {
    const account = await signUpUnconfirmedSubscriber(uniqueEmail('unconfirmed'));
    const request = {
      email: account.email,
      code: 'profile-analyzer-web',
      host: 'localhost',
      emailing: true,
      inAppUnsubscribe: true,
    };
    const answer = await post('/api/cancel-request', request, bearer(account.token));
    expect([answer.status, await answer.json()]).toEqual([200, { success: true }]);

    const [confirmation] = await mailsWithSubject(account.email, CONFIRM_SUBJECT);
    const link = /(https?:\/\/\S+\/confirm-email\/[A-Za-z0-9_-]{22})\n/.exec(confirmation?.body ?? '')?.[1];
    expect(link).toBeDefined();
    expect(await mailsWithSubject(account.email, CANCEL_SUBJECT, 1_000)).toEqual([]);

    const landing = await fetch(link!);
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('Your email address is confirmed');
    expect(await mailsWithSubject(account.email, CANCEL_SUBJECT)).toHaveLength(1);
    expect((await fetch(link!)).status).toBe(404);

    // Proven now: the next one goes at once, with no confirmation asked again.
    expect((await post('/api/cancel-request', request, bearer(account.token))).status).toBe(200);
    await expect.poll(async () => (await mailsWithSubject(account.email, CANCEL_SUBJECT)).length).toBe(2);
    expect(await mailsWithSubject(account.email, CONFIRM_SUBJECT)).toHaveLength(1);
  });
});
