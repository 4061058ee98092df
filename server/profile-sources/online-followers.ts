/**
 * Meta's `online_followers` (lifetime, accounts with 100+ followers) as 24 hourly figures. Meta's
 * answer keys the hours "0".."23" without naming a zone; its insights days end at midnight Pacific
 * time (end_time 07:00 UTC in winter), so the hours are read as Pacific time. Pure.
 */
import type { CalculatedProfileData } from '../../contracts/profile.ts';
import type { InsightMetric } from '../instagram/contracts.ts';

const PACIFIC_TIME = 'America/Los_Angeles';

/** The latest day with figures, index 0 = midnight, null for an hour Meta left out; undefined without any. */
export function onlineFollowersOf(insights: InsightMetric[]): CalculatedProfileData['onlineFollowers'] {
  const values = insights.find((metric) => metric.name === 'online_followers')?.values ?? [];
  const latest = values
    .map((point) => point.value)
    .filter((value): value is Record<string, number> => typeof value === 'object' && Object.keys(value).length > 0)
    .at(-1);
  return (
    latest && { timeZone: PACIFIC_TIME, hours: Array.from({ length: 24 }, (_, hour) => latest[String(hour)] ?? null) }
  );
}
