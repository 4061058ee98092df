/**
 * Analytics' growth chart read from the account's history (contracts/profile-history.ts): the days
 * that have a follower count, and the net change per day (ranges up to 30 days) or per week
 * (longer ranges, so a year stays 53 bars and table rows, not 365). The growth chart machine
 * decides with it whether there is enough to draw, the chart and its table draw its rows. Pure.
 */
import type { HistoryDays, HistoryPoint } from '../contracts/profile-history.ts';

/** The range the chart opens with. */
export const OPENING_GROWTH_DAYS: HistoryDays = 30;

const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
/** Longer ranges than this are drawn week by week. */
const LONGEST_DAILY_RANGE = 30;

export type GrowthStep = 'day' | 'week';

/** A day with a follower count: what the chart draws. */
export interface CountedPoint {
  /** YYYY-MM-DD (UTC), as the history gives it. */
  date: string;
  followers: number;
}

export interface GrowthRow extends CountedPoint {
  /** Followers minus the row before's; null for the first row (nothing earlier in the range). */
  change: number | null;
}

export const growthStepOf = (days: number): GrowthStep => (days > LONGEST_DAILY_RANGE ? 'week' : 'day');

/** The points that have a follower count, oldest first; a chart needs at least two. */
export const countedPoints = (points: readonly HistoryPoint[]): CountedPoint[] =>
  points.flatMap(({ date, followers }) => (followers === null ? [] : [{ date, followers }]));

const dayNumber = (date: string) => Math.floor(Date.parse(date) / DAY_MS);

/**
 * One row per day with a count, or per week: weeks are counted back from the latest day (so the
 * last row is today's figure), each row the last count of its week. A gap in the history makes the
 * next row's change span it: the change is always since the row before.
 */
export function growthRows(points: readonly HistoryPoint[], step: GrowthStep): GrowthRow[] {
  const counted = countedPoints(points);
  const latest = counted.at(-1);
  if (!latest) return [];
  const weekOf = (point: CountedPoint) => Math.floor((dayNumber(latest.date) - dayNumber(point.date)) / WEEK_DAYS);
  const kept =
    step === 'day'
      ? counted
      : counted.filter((point, index) => index === counted.length - 1 || weekOf(counted[index + 1]) !== weekOf(point));
  return kept.map((point, index) => ({
    ...point,
    change: index === 0 ? null : point.followers - kept[index - 1].followers,
  }));
}
