/**
 * Sessions end when they should. Signing out revokes the account's
 * tokens, so its page session renders nothing and its old token changes nothing any more; a
 * disabled account is refused at once on calls that change something; a password change needs a
 * sign-in of the last five minutes and ends the account's other sessions.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ENDPOINTS } from '../../contracts/endpoints.ts';
import { FIRST_SCREEN_COOKIE } from '../../contracts/first-screen.ts';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages.ts';
import { bearer, idTokenFor, post, signUpSubscriber, uniqueEmail } from '../server/helpers.ts';
import { pageAt, pageSessionOf } from '../server/pages.ts';

/** What only the rendered My Plan has (the loader has no screen's text). */
const RENDERED = '>My active plan</h2>';
/** Firebase dates a revocation to the second: a token must be older than that second to fall. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));
const moveClock = (body: Record<string, unknown>) => post('/dev/clock', body, { 'content-type': 'application/json' });

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
const admin = initializeApp({ projectId: 'demo-profile-analyzer' }, 'security-sessions');
afterAll(() => deleteApp(admin));
afterEach(async () => void (await moveClock({ reset: true })));

const changePassword = (account: { email: string; uid: string }, token: string, password: string) =>
  post(ENDPOINTS.changePassword.path, { email: account.email, id: account.uid, password }, bearer(token));

describe('finding 6: signing out ends server-side use', () => {
  it("revokes the account's tokens: its page session renders nothing, its old token changes nothing", async () => {
    const account = await signUpSubscriber(uniqueEmail('sign-out'));
    const cookies = {
      [PAGE_SESSION_COOKIE]: (await pageSessionOf(account.email)).value,
      [FIRST_SCREEN_COOKIE]: 'default',
    };
    const token = await idTokenFor(account.email);
    expect((await pageAt('/dashboard/my-plan', cookies)).html).toContain(RENDERED);
    await nextSecond();

    const signOut = await post(ENDPOINTS.signOut.path, undefined, bearer(token));
    expect(signOut.status).toBe(204);
    expect(signOut.headers.get('set-cookie')).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await pageAt('/dashboard/my-plan', cookies)).html).not.toContain(RENDERED);
    expect((await post(ENDPOINTS.openPageSession.path, undefined, bearer(token))).status).toBe(401);

    // A new sign-in works as before.
    await pageSessionOf(account.email);
  });

  it('refuses a disabled account at once on a call that changes something', async () => {
    const account = await signUpSubscriber(uniqueEmail('disabled'));
    const token = await idTokenFor(account.email);
    expect((await post(ENDPOINTS.openPageSession.path, undefined, bearer(token))).status).toBe(204);
    await getAuth(admin).updateUser(account.uid, { disabled: true });
    expect((await post(ENDPOINTS.openPageSession.path, undefined, bearer(token))).status).toBe(401);
  });
});

describe('finding 7: a password change needs a recent sign-in', () => {
  it('refuses a token whose sign-in is more than five minutes old, as Firebase words it', async () => {
    const account = await signUpSubscriber(uniqueEmail('password-old-login'));
    const token = await idTokenFor(account.email);
    await moveClock({ advanceMs: 5 * 60_000 + 30_000 });
    const response = await changePassword(account, token, 'taken-over-1');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'auth/requires-recent-login', message: 'Please sign in again to continue.' },
    });
    await expect(idTokenFor(account.email)).resolves.toBeTruthy(); // the old password still works
  });

  it("changes it after a fresh sign-in and ends the account's other sessions", async () => {
    const account = await signUpSubscriber(uniqueEmail('password-fresh-login'));
    const otherDevice = await idTokenFor(account.email);
    await nextSecond();
    const token = await idTokenFor(account.email);
    expect((await changePassword(account, token, 'a-new-password')).status).toBe(200);
    expect((await post(ENDPOINTS.openPageSession.path, undefined, bearer(otherDevice))).status).toBe(401);
    await expect(idTokenFor(account.email, 'a-new-password')).resolves.toBeTruthy();
  });
});
