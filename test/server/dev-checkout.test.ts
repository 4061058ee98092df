import { describe, expect, it } from 'vitest';
import { api, post } from './helpers';

function checkout(email: string) {
  return api('/dev/checkout', {
    method: 'POST',
    body: new URLSearchParams({ email }),
    redirect: 'manual',
  });
}

describe('local billing quiz stand-in (/dev/checkout)', () => {
  it('buys a web-checkout subscription and sends the buyer to create their account', async () => {
    const response = await checkout('Buyer@Example.com');
    expect(response.status).toBe(303);
    const id = new URL(response.headers.get('location')!, 'http://x').searchParams.get('id');
    expect(response.headers.get('location')).toMatch(/^\/access-recovery\?id=[0-9a-f]{32}$/);

    const bought = await post(`/rec/subscriptions/${id}`);
    expect(bought.status).toBe(200);
    const { subscriptions } = (await bought.json()) as { subscriptions: Array<Record<string, unknown>> };
    expect(subscriptions).toEqual([
      expect.objectContaining({ id, status: 'active', main_plan: true, emails: ['buyer@example.com'] }),
    ]);
  });

  it('refuses an invalid email without creating anything', async () => {
    const response = await checkout('not-an-email');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enter a valid email address.');
  });
});
