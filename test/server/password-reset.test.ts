// POST /api/password-reset (Restore Password, spec 2.17 and 8): mails a link to the SPA's
// set-password page, whose code sets a new password as the SPA's confirmPasswordReset does.
// Accounts are this file's own: the end-to-end tests need the seeded ones untouched.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anotherLoopbackAddress, postFrom } from '../harness/loopback.ts';
import { canSignIn } from './functions-helpers.ts';
import {
  baseUrl,
  identityToolkit,
  mailsWithSubject,
  post,
  queryStackDb,
  resetPassword,
  setPasswordCodeIn,
  signUp,
  stackDbReadable,
  uniqueEmail,
  webCheckout,
} from './helpers.ts';
import { advanceToWindowStart, HOUR, resetClock } from './membership-fixtures.ts';

const RESET_SUBJECT = /reset your profile analyzer password/i;

const requestReset = (email: unknown) => post('/api/password-reset', { email }, { 'content-type': 'application/json' });

/** Requests a reset for `email` and spends the mailed code on `newPassword`; the code, for checks. */
async function restorePassword(email: string, newPassword: string): Promise<string> {
  const response = await requestReset(email);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  const [mail] = await mailsWithSubject(email, RESET_SUBJECT);
  expect(mail.body).toMatch(/if you did not ask for this, ignore this email/i);
  const oobCode = setPasswordCodeIn(mail);
  expect((await resetPassword(oobCode, newPassword)).response.status).toBe(200);
  return oobCode;
}

async function expectCodedError(response: Response, status: number, code: string, message: string | RegExp = /\S/) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ error: { code, message: expect.stringMatching(message) } });
}

describe('restore password', () => {
  it('mails a set-password link whose code sets a new password: the new one signs in, the old one no longer does', async () => {
    const account = await signUp(uniqueEmail('restore'), 'old-pass-1');
    await restorePassword(account.email, 'new-pass-2');
    expect(await canSignIn(account.email, 'new-pass-2')).toBe(true);
    expect(await canSignIn(account.email, 'old-pass-1')).toBe(false);
  });

  it('reads the body as text/plain JSON too, and the address in any case', async () => {
    const account = await signUp(uniqueEmail('restore-plain'));
    const response = await post('/api/password-reset', { email: account.email.toUpperCase() });
    expect(await response.json()).toEqual({ success: true });
    expect(await mailsWithSubject(account.email, RESET_SUBJECT)).toHaveLength(1);
  });

  it('mails the link to an account the activation flow made, which then gets its first password', async () => {
    const email = uniqueEmail('restore-buyer');
    await webCheckout(email);
    expect(await (await post('/api/send-activation-by-email', { email })).json()).toMatchObject({ success: true });
    await restorePassword(email, 'first-pass-1');
    expect(await canSignIn(email, 'first-pass-1')).toBe(true);
  });

  it('answers 404 with the identity provider code auth/user-not-found for an unknown address', async () => {
    await expectCodedError(await requestReset(uniqueEmail('nobody')), 404, 'auth/user-not-found');
  });

  it('answers 400 auth/invalid-email "Wrong email format" for a malformed or missing email', async () => {
    for (const response of [
      await requestReset('not-an-email'),
      await requestReset(12345),
      await post('/api/password-reset', {}),
    ]) {
      await expectCodedError(response, 400, 'auth/invalid-email', /^Wrong email format$/);
    }
  });

  it('answers 400 auth/user-disabled for a disabled account', async () => {
    const account = await signUp(uniqueEmail('restore-disabled'));
    // An administrator's call ("Bearer owner" is the emulator's admin credential).
    const { response } = await identityToolkit(
      'update',
      { localId: account.uid, disableUser: true },
      { authorization: 'Bearer owner' },
    );
    expect(response.status).toBe(200);
    await expectCodedError(await requestReset(account.email), 400, 'auth/user-disabled');
  });

  it.runIf(stackDbReadable)('keeps the passwords and the code out of the logs table', async () => {
    const account = await signUp(uniqueEmail('restore-logs'), 'old-secret-1');
    const oobCode = await restorePassword(account.email, 'new-secret-2');
    const logs = JSON.stringify(await queryStackDb('SELECT * FROM logs'));
    for (const secret of ['old-secret-1', 'new-secret-2', oobCode]) expect(logs).not.toContain(secret);
  });
});

// Each test calls from a loopback address of its own, from the start of an hour on the server's clock.
// Beyond the limits the call answers as if it had sent the link, and sends nothing.
describe('restore password rate limits', () => {
  beforeEach(() => advanceToWindowStart(HOUR));
  afterEach(resetClock);

  const requestResetFrom = (address: string, email: string) =>
    postFrom(address, new URL('/api/password-reset', baseUrl), JSON.stringify({ email }), 'application/json');

  async function expectAnsweredAsIfSent(response: Response) {
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.get('retry-after')).toBeNull();
  }

  it('serves 5 requests an hour for one email, then answers as if sent and sends nothing', async () => {
    const address = anotherLoopbackAddress();
    const account = await signUp(uniqueEmail('restore-limit'));
    for (let i = 0; i < 5; i += 1) expect((await requestResetFrom(address, account.email)).status).toBe(200);
    await expectAnsweredAsIfSent(await requestResetFrom(address, account.email.toUpperCase()));
    // Another email from the same address is still served; once its mail is in, all earlier mail is too.
    const other = await signUp(uniqueEmail('restore-limit-other'));
    expect((await requestResetFrom(address, other.email)).status).toBe(200);
    expect(await mailsWithSubject(other.email, RESET_SUBJECT)).toHaveLength(1);
    expect(await mailsWithSubject(account.email, RESET_SUBJECT)).toHaveLength(5);
  });

  it('serves 20 requests an hour from one address across emails, then answers as if sent', async () => {
    const address = anotherLoopbackAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await requestResetFrom(address, uniqueEmail('restore-limit-address'))).status).toBe(404);
    await expectAnsweredAsIfSent(await requestResetFrom(address, uniqueEmail('restore-limit-address')));
  });
});
