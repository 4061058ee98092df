// POST /api/send-activation-by-email: account creation for web buyers, mailed through the outbox.
import { describe, expect, it } from 'vitest';
import { api, mailsTo, post } from './helpers.ts';

describe('send activation by email', () => {
  it('answers has_user for an account that already has a password', async () => {
    const response = await post('/api/send-activation-by-email/profile-analyzer/trial@demo.test');
    expect(await response.json()).toEqual({ success: false, has_user: true });
  });

  it('creates the account of a web buyer, mails a link, and refuses a repeat within the window', async () => {
    const first = await post('/api/send-activation-by-email/profile-analyzer/new%40demo.test');
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toEqual({ success: true, user_id: expect.any(String) });

    const [mail] = await mailsTo('new@demo.test');
    expect(mail.subject).toMatch(/activate/i);
    expect(mail.body).toMatch(/https?:\/\/\S+oobCode=/);
    const page = await (await api('/dev/mailbox')).text();
    expect(page).toContain('<a href="http');

    const repeat = await post('/api/send-activation-by-email', { email: 'new@demo.test' });
    expect(await repeat.json()).toEqual({ success: false });

    // The subscription now belongs to the new account.
    const { subscriptions } = await (await post('/rec/subscriptions/web-checkout-demo')).json();
    expect(subscriptions).toHaveLength(1);
  });

  it('reports a missing subscription', async () => {
    const response = await post('/api/send-activation-by-email', { email: 'nosub@demo.test' });
    expect(await response.json()).toEqual({ success: false, has_user: true });
    const stranger = await post('/api/send-activation-by-email', { email: 'stranger@demo.test' });
    expect(await stranger.json()).toEqual({ success: false, error: 'No subscription found for this email' });
  });

  it('rejects an invalid email with a JSON 400', async () => {
    for (const response of [await post('/api/send-activation-by-email/profile-analyzer/not-an-email'), await post('/api/send-activation-by-email', { email: 'x@' })]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });
});
