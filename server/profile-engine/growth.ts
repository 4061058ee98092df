/** Follower growth over the account's history (Analytics' growth chart). Pure. */
import type { HistoryPoint } from '../../contracts/profile-history.ts';
import { countedPoints } from '../../domain/growth-series.ts';

const DAY_MS = 86_400_000;

/**
 * Followers on the latest day that has a count, minus followers on the latest day at least `days`
 * before it; null without such a day (a history shorter than that says nothing about it).
 */
export function followerChangeSince(points: HistoryPoint[], days: number): number | null {
  const counted = countedPoints(points);
  const latest = counted.at(-1);
  if (!latest) return null;
  const cutoff = Date.parse(latest.date) - days * DAY_MS;
  const before = counted.findLast((point) => Date.parse(point.date) <= cutoff);
  return before ? latest.followers - before.followers : null;
}
