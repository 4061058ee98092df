// POST /api/send-activation-by-email: account creation for web buyers, mailed through the outbox.
// Every buyer and account here is this file's own: the end-to-end tests need the seeded ones untouched.
import { describe, expect, it } from 'vitest';
import { canSignIn } from './functions-helpers.ts';
import {
  api,
  baseUrl,
  bearer,
  idTokenFor,
  mailsTo,
  post,
  resetPassword,
  setPasswordCodeIn,
  signUp,
  uniqueEmail,
  webCheckout,
} from './helpers.ts';

const activate = (email: string) => post(`/api/send-activation-by-email/profile-analyzer/${encodeURIComponent(email)}`);

describe('send activation by email', () => {
  it('answers has_user for an account that already has a password', async () => {
    const { email } = await signUp(uniqueEmail('activated'));
    expect(await (await activate(email)).json()).toEqual({ success: false, has_user: true });
  });

  it('creates the account of a web buyer, mails a link to the set-password page, and refuses a repeat within the window', async () => {
    const email = uniqueEmail('buyer');
    const subscriptionId = await webCheckout(email);

    const first = await activate(email);
    expect(first.status).toBe(200);
    const { user_id: uid } = await first.json();
    expect(uid).toEqual(expect.any(String));

    const [mail] = await mailsTo(email);
    expect(mail.subject).toMatch(/activate/i);
    const oobCode = setPasswordCodeIn(mail);
    const page = await (await api('/dev/mailbox')).text();
    expect(page).toContain(`<a href="${new URL(baseUrl).origin}/set-password?oobCode=${oobCode}">`);

    const repeat = await post('/api/send-activation-by-email', { email });
    expect(await repeat.json()).toEqual({ success: false });

    // The link's code sets the buyer's first password, and their subscription belongs to the new account.
    expect(await canSignIn(email, 'first-pass-1')).toBe(false);
    expect((await resetPassword(oobCode, 'first-pass-1')).response.status).toBe(200);
    const owned = await post(`/rec/subscriptions/${uid}`, undefined, bearer(await idTokenFor(email, 'first-pass-1')));
    expect((await owned.json()).subscriptions).toEqual([
      expect.objectContaining({ id: subscriptionId, status: 'active' }),
    ]);
    expect(await (await activate(email)).json()).toEqual({ success: false, has_user: true });
  });

  it('reports a missing subscription', async () => {
    const stranger = await post('/api/send-activation-by-email', { email: uniqueEmail('stranger') });
    expect(await stranger.json()).toEqual({ success: false, error: 'No subscription found for this email' });
  });

  it('rejects an invalid email with a JSON 400', async () => {
    for (const response of [
      await post('/api/send-activation-by-email/profile-analyzer/not-an-email'),
      await post('/api/send-activation-by-email', { email: 'x@' }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });
});
