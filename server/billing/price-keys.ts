/** Which provider price sells a plan code (mirrors planFromCode, domain/plans.ts). */
import { COURSE_PLAN_CODES, REPORT_PLAN_CODES } from '../../domain/plans.ts';
import type { PriceKey } from './config.ts';

export function priceKeyOf(planCode: string): PriceKey {
  if (COURSE_PLAN_CODES.includes(planCode)) return 'course';
  if (REPORT_PLAN_CODES.includes(planCode)) return 'report';
  if (planCode.includes('premium_one_month')) return 'premium';
  if (planCode.includes('gift_one_month')) return 'gift';
  if (planCode.includes('3month')) return 'threemonth';
  return 'weekly';
}

/** The weekly plan's first week is a trial (spec 4: it becomes paid unless cancelled 24 hours before it ends). */
export const TRIAL_DAYS: Partial<Record<PriceKey, number>> = { weekly: 7 };
