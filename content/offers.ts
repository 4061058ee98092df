/**
 * One-time extras (spec 2.13, 2.16, 9). The spec lists 28.99, 69.99 and 57 for these extras
 * without saying which is which; we settled: course $28.99 instead of $69.99, report $28.99
 * instead of $57 (README, decisions).
 */
export const COURSE_OFFER = {
  title: 'Strategies to Boost Engagement on Your Instagram Profile',
  bullets: ['10 step-by-step PDF lessons', 'Proven tactics for reach, saves and shares', 'Yours to keep, read at your own pace'],
  price: 28.99,
  fullPrice: 69.99,
  button: 'Get my course',
  decline: "No, i don't want to get course",
  chargeNote: 'Your account will be charged one payment.',
} as const;

export function percentOff(price: number, fullPrice: number): number {
  return Math.round((1 - price / fullPrice) * 100);
}
