/** Unix seconds and billing intervals (a month keeps its day, clamped to the month's last day). */
export type Interval = 'day' | 'week' | 'month' | 'year';

export const DAY = 86_400;

export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function addInterval(start: number, interval: Interval, count: number): number {
  if (interval === 'day') return start + count * DAY;
  if (interval === 'week') return start + count * 7 * DAY;
  const date = new Date(start * 1000);
  const months = interval === 'month' ? count : count * 12;
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return unix(target);
}
