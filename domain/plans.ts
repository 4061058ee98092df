/** Plans and entitlements (spec 3, 4): the rules that read a subscriber's plan codes. Pure, shared by app, machines and server. */

import type { Subscription } from '../contracts/subscriptions.ts';

export interface Plan {
  name: string;
  status: 'Premium' | 'Gift' | 'Trial';
  price: string;
  period: string;
}

/** Spec 3: the plan follows from what the plan code contains. */
export function planFromCode(planCode: string): Plan {
  if (planCode.includes('premium_one_month'))
    return { name: 'Premium Plan', status: 'Premium', price: '$13.99', period: 'every 1 month' };
  if (planCode.includes('gift_one_month'))
    return { name: 'Gift Plan', status: 'Gift', price: '$19.99', period: 'every 1 month' };
  if (planCode.includes('3month'))
    return { name: '3-Month Plan', status: 'Premium', price: '$49', period: 'every 12 weeks' };
  return { name: 'Weekly Plan', status: 'Trial', price: '$1', period: 'every week' };
}

/** Prefixes that mark sale or one-time-offer variants of a plan code (spec 3). */
const SALE_PREFIXES = ['pr', 'ss', 'ps', 'rp', 'fsr', 'foe', 'frr', 'x_bg', 'sg', 'y_tgs'] as const;

function withSaleVariants(baseCodes: readonly string[]): readonly string[] {
  return baseCodes.flatMap((code) => [code, ...SALE_PREFIXES.map((prefix) => `${prefix}_${code}`)]);
}

/** One-time extras and special plans, each identified by a list of plan codes. */
export const COURSE_PLAN_CODES = withSaleVariants([
  'ig_course_pack',
  'ig_boost_pack',
  'ig_x_course_pack',
  'ig_y_course_pack',
]);
export const REPORT_PLAN_CODES = withSaleVariants([
  'ig_profile_report',
  'ig_pdf_report',
  'ig_x_profile_report',
  'ig_y_profile_report',
]);
export const PREMIUM_ONE_MONTH_PLAN_CODES = [
  'ig_premium_one_month',
  'ig_x_premium_one_month',
  'ig_y_premium_one_month',
] as const;
export const GIFT_ONE_MONTH_PLAN_CODES = ['ig_gift_one_month', 'ig_x_gift_one_month', 'ig_y_gift_one_month'] as const;

export interface Entitlements {
  course: boolean;
  report: boolean;
  premiumOneMonth: boolean;
  giftOneMonth: boolean;
}

export const NO_ENTITLEMENTS: Entitlements = {
  course: false,
  report: false,
  premiumOneMonth: false,
  giftOneMonth: false,
};

/** Each entitlement holds when a non-expired subscription of the bundle has a code in its list. */
export function entitlementsOf(subscriptions: readonly Subscription[], bundle: string): Entitlements {
  const codes = new Set(
    subscriptions.filter((s) => s.bundle === bundle && s.status !== 'expired').map((s) => s.plan_code),
  );
  const holds = (list: readonly string[]) => list.some((code) => codes.has(code));
  return {
    course: holds(COURSE_PLAN_CODES),
    report: holds(REPORT_PLAN_CODES),
    premiumOneMonth: holds(PREMIUM_ONE_MONTH_PLAN_CODES),
    giftOneMonth: holds(GIFT_ONE_MONTH_PLAN_CODES),
  };
}

/**
 * The subscription that authorises the user (spec 4): a main plan of this bundle that is active
 * or canceled. An active one is preferred over a canceled one, then the latest started.
 */
export function authorisingSubscription(
  subscriptions: readonly Subscription[],
  bundle: string,
): Subscription | undefined {
  const rank = (s: Subscription) => (s.status === 'active' ? 1 : 0);
  return subscriptions
    .filter((s) => s.main_plan && s.bundle === bundle && (s.status === 'active' || s.status === 'canceled'))
    .sort((a, b) => rank(b) - rank(a) || Date.parse(b.started_at) - Date.parse(a.started_at))[0];
}
