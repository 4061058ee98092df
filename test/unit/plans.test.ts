/** Spec 3 (plan mapping, plan-code lists with sale prefixes) and spec 4 (entitlements, authorisation). */
import { describe, expect, it } from 'vitest';
import { authorisingSubscription, entitlementsOf, planFromCode } from '../../domain/plans';
import type { Subscription } from '../../contracts/subscriptions';

const BUNDLE = 'profile-analyzer';
let nextId = 0;
const sub = (over: Partial<Subscription>): Subscription => ({
  id: `s${++nextId}`,
  status: 'active',
  bundle: BUNDLE,
  plan_code: 'ig_weekly_trial',
  started_at: '2026-01-10T10:00:00Z',
  main_plan: true,
  ...over,
});
const extra = (plan_code: string, over: Partial<Subscription> = {}) => sub({ plan_code, main_plan: false, ...over });

describe('planFromCode', () => {
  const premium = { name: 'Premium Plan', status: 'Premium', price: '$13.99', period: 'every 1 month' };
  const gift = { name: 'Gift Plan', status: 'Gift', price: '$19.99', period: 'every 1 month' };
  const threeMonth = { name: '3-Month Plan', status: 'Premium', price: '$49', period: 'every 12 weeks' };
  const weekly = { name: 'Weekly Plan', status: 'Trial', price: '$1', period: 'every week' };

  it.each([
    ['ig_premium_one_month', premium],
    ['pr_ig_x_premium_one_month', premium],
    ['premium_one_month', premium],
    ['ig_gift_one_month', gift],
    ['y_tgs_ig_y_gift_one_month', gift],
    ['ig_3month', threeMonth],
    ['ig_x_3month_sale', threeMonth],
    ['ig_weekly_trial', weekly],
    ['ig_one_month', weekly],
    ['premium', weekly],
    ['', weekly],
  ])('%s -> %o', (code, plan) => {
    expect(planFromCode(code)).toEqual(plan);
  });
});

describe('entitlementsOf', () => {
  const none = { course: false, report: false, premiumOneMonth: false, giftOneMonth: false };

  it('gives nothing without extras', () => {
    expect(entitlementsOf([], BUNDLE)).toEqual(none);
    expect(entitlementsOf([sub({})], BUNDLE)).toEqual(none);
  });

  it.each([
    ['ig_course_pack', 'course'],
    ['pr_ig_course_pack', 'course'],
    ['ss_ig_course_pack', 'course'],
    ['foe_ig_boost_pack', 'course'],
    ['ig_profile_report', 'report'],
    ['x_bg_ig_profile_report', 'report'],
    ['y_tgs_ig_profile_report', 'report'],
    ['fsr_ig_profile_report', 'report'],
    ['ig_premium_one_month', 'premiumOneMonth'],
    ['ig_gift_one_month', 'giftOneMonth'],
  ] as const)('%s gives the %s entitlement only', (code, key) => {
    expect(entitlementsOf([sub({}), extra(code)], BUNDLE)).toEqual({ ...none, [key]: true });
  });

  it('counts canceled (non-expired) subscriptions', () => {
    expect(entitlementsOf([extra('pr_ig_course_pack', { status: 'canceled' })], BUNDLE).course).toBe(true);
  });

  it('gives no entitlement for expired subscriptions', () => {
    const expired = ['ig_course_pack', 'x_bg_ig_profile_report', 'ig_premium_one_month', 'ig_gift_one_month'].map(
      (code) => extra(code, { status: 'expired' }),
    );
    expect(entitlementsOf([sub({}), ...expired], BUNDLE)).toEqual(none);
  });

  it("ignores other bundles' subscriptions", () => {
    const elsewhere = ['ig_course_pack', 'ig_profile_report', 'ig_premium_one_month', 'ig_gift_one_month'].map((code) =>
      extra(code, { bundle: 'another-app' }),
    );
    expect(entitlementsOf(elsewhere, BUNDLE)).toEqual(none);
  });

  it('does not take unknown prefixes or codes that merely contain a listed one', () => {
    expect(entitlementsOf([extra('zz_ig_course_pack'), extra('ig_profile_report_extra')], BUNDLE)).toEqual(none);
  });

  it('holds several entitlements at once', () => {
    expect(entitlementsOf([extra('rp_ig_course_pack'), extra('sg_ig_profile_report')], BUNDLE)).toEqual({
      ...none,
      course: true,
      report: true,
    });
  });
});

describe('authorisingSubscription', () => {
  it.each(['active', 'canceled'] as const)('a %s main plan of the bundle authorises', (status) => {
    const main = sub({ status });
    expect(authorisingSubscription([main], BUNDLE)).toBe(main);
  });

  it('prefers an active main plan over a canceled one, whatever the order', () => {
    const canceled = sub({ status: 'canceled', started_at: '2026-02-01T00:00:00Z' });
    const active = sub({ status: 'active', started_at: '2025-12-01T00:00:00Z' });
    expect(authorisingSubscription([canceled, active], BUNDLE)).toBe(active);
    expect(authorisingSubscription([active, canceled], BUNDLE)).toBe(active);
  });

  it('skips extras and picks the main plan', () => {
    const main = sub({ status: 'canceled' });
    expect(authorisingSubscription([extra('ig_course_pack'), main], BUNDLE)).toBe(main);
  });

  it.each([
    ['an expired main plan', [sub({ status: 'expired' })]],
    ['an active non-main plan', [extra('ig_course_pack')]],
    ["another bundle's active main plan", [sub({ bundle: 'another-app' })]],
    ['no subscriptions', []],
  ])('gives undefined for %s', (_label, subscriptions) => {
    expect(authorisingSubscription(subscriptions, BUNDLE)).toBeUndefined();
  });
});
