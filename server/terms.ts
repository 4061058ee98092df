/**
 * Subscription terms (spec 4, last bullet) as pure functions of a plan code, the term anchor and a
 * time passed in. Terms are counted from the anchor (the start, or the last plan change), so a
 * month term that starts on the 31st ends on the last day of shorter months and on the 31st again
 * after them, as Postgres date arithmetic does.
 */
import { COURSE_PLAN_CODES, REPORT_PLAN_CODES } from '../domain/plans.ts';
import type { SubscriptionStatus } from '../contracts/subscriptions.ts';

const DAY_MS = 86_400_000;

/** A trial converts, and a cancellation waits a whole further term, inside this window before a term ends. */
const FINAL_WINDOW_MS = DAY_MS;

export type TermLength = { days: number } | { months: number };

const ONE_TIME_CODES = new Set([...COURSE_PLAN_CODES, ...REPORT_PLAN_CODES]);

export const isOneTimePlan = (planCode: string) => ONE_TIME_CODES.has(planCode);

/** The length of one term; undefined for one-time extras, which never renew or expire. Mirrors planFromCode. */
export function termLength(planCode: string): TermLength | undefined {
  if (isOneTimePlan(planCode)) return undefined;
  if (planCode.includes('premium_one_month') || planCode.includes('gift_one_month')) return { months: 1 };
  if (planCode.includes('3month')) return { days: 12 * 7 };
  return { days: 7 }; // the weekly plan; its first term is the trial
}

/** `months` calendar months on, the day kept, clamped to a shorter month's last day. */
export function addMonthsUtc(date: Date, months: number): Date {
  const day = date.getUTCDate();
  const shifted = new Date(date);
  shifted.setUTCDate(1);
  shifted.setUTCMonth(shifted.getUTCMonth() + months);
  const lastDayOfMonth = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDayOfMonth));
  return shifted;
}

/** The end of the n-th term (n >= 1) counted from the anchor. */
function endOfTerm(length: TermLength, anchor: Date, n: number): Date {
  return 'days' in length
    ? new Date(anchor.getTime() + n * length.days * DAY_MS)
    : addMonthsUtc(anchor, n * length.months);
}

/** The first term end strictly after `time`: the end of the term running at `time`. Undefined for one-time extras. */
export function termEndAfter(planCode: string, anchor: Date, time: Date): Date | undefined {
  const length = termLength(planCode);
  if (!length) return undefined;
  const elapsed = time.getTime() - anchor.getTime();
  const estimate =
    'days' in length
      ? Math.floor(elapsed / (length.days * DAY_MS))
      : (time.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + time.getUTCMonth() - anchor.getUTCMonth() - 1;
  let n = Math.max(1, estimate);
  while (endOfTerm(length, anchor, n) <= time) n += 1;
  return endOfTerm(length, anchor, n);
}

export interface Terms {
  plan_code: string;
  term_anchor: Date;
}

/**
 * When a cancellation made at `now` takes effect: at the end of the running term, or, when `now`
 * is inside that term's final 24 hours (the renewal is already charged), at the end of the next
 * one. The same rule makes a trial convert unless cancelled 24 hours before its end.
 * Undefined for one-time extras: there is nothing to cancel.
 */
export function cancellationEffectiveAt(subscription: Terms, now: Date): Date | undefined {
  const { plan_code, term_anchor } = subscription;
  const runningTermEnd = termEndAfter(plan_code, term_anchor, now);
  if (!runningTermEnd) return undefined;
  if (runningTermEnd.getTime() - now.getTime() >= FINAL_WINDOW_MS) return runningTermEnd;
  return termEndAfter(plan_code, term_anchor, runningTermEnd);
}

const ALLOWED_TRANSITIONS: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  active: ['canceled', 'expired'],
  canceled: ['expired'],
  expired: [],
};

export const canTransition = (from: SubscriptionStatus, to: SubscriptionStatus) =>
  ALLOWED_TRANSITIONS[from].includes(to);
