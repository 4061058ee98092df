/** Follower growth over an account's history, week by week (the growth chart's table, the PDF report). Pure. */
import type { HistoryPoint } from '../contracts/profile-history.ts';

const WEEK_MS = 7 * 86_400_000;

export interface WeekOfFollowers {
  /** The week's last day with a count, YYYY-MM-DD. */
  date: string;
  followers: number;
  /** Against the week before; null for the first week of the history. */
  change: number | null;
}

/**
 * The follower count at the end of each week, counted back in whole weeks from the latest count
 * (each week's latest day with a count), oldest first.
 */
export function weeklyFollowers(points: HistoryPoint[]): WeekOfFollowers[] {
  const counted = points.filter((point): point is HistoryPoint & { followers: number } => point.followers !== null);
  const latest = counted.at(-1);
  if (!latest) return [];
  const weeks: (HistoryPoint & { followers: number })[] = [];
  for (let end = Date.parse(latest.date); ; end -= WEEK_MS) {
    const point = counted.findLast((candidate) => Date.parse(candidate.date) <= end);
    if (!point) break;
    if (weeks.at(-1) !== point) weeks.push(point);
  }
  return weeks.reverse().map((point, index, all) => ({
    date: point.date,
    followers: point.followers,
    change: index === 0 ? null : point.followers - all[index - 1]!.followers,
  }));
}
