/** Spec 1: the host name and the plan code decide the brand; the plan code wins over the host. */
import { describe, expect, it } from 'vitest';
import { resolveBrand, X_BRAND_DOMAINS } from '../../domain/brands';

const [xDomain] = X_BRAND_DOMAINS;

describe('resolveBrand', () => {
  it('has at least one brand-x domain to resolve', () => {
    expect(xDomain).toBeTruthy();
  });

  it.each([
    // plan code decides
    ['app.example.com', 'ig_x_premium_one_month', 'x'],
    ['app.example.com', 'x_bg_ig_x_course_pack', 'x'],
    ['app.example.com', 'ig_y_weekly_trial', 'y'],
    ['app.example.com', 'y_tgs_ig_y_profile_report', 'y'],
    // host decides when the plan code names no brand
    ['app.example.com', 'ig_premium_one_month', 'default'],
    ['app.example.com', undefined, 'default'],
    ['app.example.com', null, 'default'],
    ['localhost', '', 'default'],
    [xDomain, undefined, 'x'],
    [xDomain.toUpperCase(), undefined, 'x'],
    [`app.${xDomain}`, undefined, 'x'],
    [`a.b.${xDomain}`, 'ig_premium_one_month', 'x'],
    // look-alikes are not the brand's domain
    [`not${xDomain}`, undefined, 'default'],
    [`${xDomain}.evil.test`, undefined, 'default'],
    // "x" or "y" without the surrounding underscores is not a brand marker
    ['app.example.com', 'ig_xy_plan', 'default'],
    ['app.example.com', 'x_plan', 'default'],
    // the plan code wins over the host
    [xDomain, 'ig_y_premium_one_month', 'y'],
    [`app.${xDomain}`, 'ig_y_gift_one_month', 'y'],
  ] as const)('host %s with plan code %s -> %s', (hostname, planCode, brand) => {
    expect(resolveBrand(hostname, planCode)).toBe(brand);
  });
});
