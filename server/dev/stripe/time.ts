/** Unix seconds and billing intervals (a month keeps its day, clamped to the month's last day). */
import { addMonthsUtc } from '../../terms.ts';

export type Interval = 'day' | 'week' | 'month' | 'year';

export const DAY = 86_400;

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function addInterval(start: number, interval: Interval, count: number): number {
  if (interval === 'day') return start + count * DAY;
  if (interval === 'week') return start + count * 7 * DAY;
  return unix(addMonthsUtc(new Date(start * 1000), interval === 'month' ? count : count * 12));
}
