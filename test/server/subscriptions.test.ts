// POST /rec/subscriptions/:id: the owner's list by uid (token required), one subscription by its id.
import { describe, expect, it } from 'vitest';
import { bearer, idTokenFor, post } from './helpers.ts';

describe('POST /rec/subscriptions/:id', () => {
  it('returns the caller’s own subscriptions with their emails', async () => {
    const token = await idTokenFor('premium@demo.test');
    const response = await post('/rec/subscriptions/demo-premium', undefined, bearer(token));
    expect(response.status).toBe(200);
    const { subscriptions } = await response.json();
    expect(subscriptions.map((s: { plan_code: string }) => s.plan_code).sort()).toEqual([
      'ig_course_pack',
      'ig_premium_one_month',
      'ig_profile_report',
    ]);
    for (const subscription of subscriptions) {
      expect(subscription).toMatchObject({ bundle: 'profile-analyzer', emails: ['premium@demo.test'] });
      // The cancellation e2e test cancels premium@'s plan in the same stack; either way it authorises.
      expect(['active', 'canceled']).toContain(subscription.status);
      expect(subscription.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Number.isNaN(Date.parse(subscription.started_at))).toBe(false);
    }
    expect(subscriptions.filter((s: { main_plan: boolean }) => s.main_plan)).toHaveLength(1);
  });

  it('does not let a user read another user’s subscriptions', async () => {
    const token = await idTokenFor('trial@demo.test');
    const response = await post('/rec/subscriptions/demo-premium', undefined, bearer(token));
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers 404 for a uid without a token (read as an unknown subscription id) and 401 with a garbage token', async () => {
    const missing = await post('/rec/subscriptions/demo-premium');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('error');
    const garbage = await post('/rec/subscriptions/demo-premium', undefined, bearer('not-a-token'));
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toHaveProperty('error');
  });

  it('returns only the named subscription by id, without a token', async () => {
    const response = await post('/rec/subscriptions/web-checkout-demo', '');
    expect(response.status).toBe(200);
    const { subscriptions } = await response.json();
    expect(subscriptions).toEqual([
      expect.objectContaining({
        id: 'web-checkout-demo',
        plan_code: 'ig_weekly_trial',
        status: 'active',
        main_plan: true,
        emails: ['new@demo.test'],
      }),
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const token = await idTokenFor('trial@demo.test');
    expect((await post('/rec/subscriptions/0123456789abcdef0123456789abcdef', undefined, bearer(token))).status).toBe(
      404,
    );
    const malformed = await post('/rec/subscriptions/bad%20id%3B', undefined, bearer(token));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty('error');
  });
});
