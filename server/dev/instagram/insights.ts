/**
 * GET /me/insights of the stand-in, pure: reach, accounts engaged and interactions as totals
 * (`metric_type=total_value`), follows and unfollows over since..until (a total broken down by
 * `follow_type`), new followers per day (`follower_count`, a series over since..until, 30 days at
 * most) and followers online by hour (`online_followers`, lifetime). Accounts under 100 followers
 * are refused the last two. Values derive from the account, so tests can predict them.
 */
import { mix } from '../demo/random.ts';
import type { StandInAccount } from './accounts.ts';
import { BadParameter } from './graph-errors.ts';
import { metaTime } from './meta-time.ts';

const DAY_S = 86_400;
const MAX_SERIES_DAYS = 30;
const DEFAULT_SERIES_DAYS = 2;
/** Meta's day ends at midnight Pacific time: 07:00 UTC (summer time aside). */
const DAY_END_UTC_S = 7 * 3_600;
const FOLLOWER_METRICS_MIN_FOLLOWERS = 100;

export type TotalMetric = 'reach' | 'accounts_engaged' | 'total_interactions';
const TOTAL_SHARE_OF_FOLLOWERS: Record<TotalMetric, number> = {
  reach: 0.42,
  accounts_engaged: 0.036,
  total_interactions: 0.055,
};
const isTotal = (name: string): name is TotalMetric => Object.hasOwn(TOTAL_SHARE_OF_FOLLOWERS, name);

const METRICS: Record<
  string,
  { period: 'day' | 'lifetime'; title: string; description: string; needs100Followers?: boolean }
> = {
  reach: {
    period: 'day',
    title: 'Accounts reached',
    description: 'The number of unique accounts that have seen your content, at least once.',
  },
  accounts_engaged: {
    period: 'day',
    title: 'Accounts engaged',
    description: 'The number of accounts that have interacted with your content.',
  },
  total_interactions: {
    period: 'day',
    title: 'Content interactions',
    description: 'The total number of post, story, reels, video and live video interactions.',
  },
  follows_and_unfollows: {
    period: 'day',
    title: 'Follows and unfollows',
    description: 'The number of accounts that followed you and that unfollowed you or left Instagram.',
  },
  follower_count: {
    period: 'day',
    title: 'Follower count',
    description: 'The number of accounts that started following you each day.',
    needs100Followers: true,
  },
  online_followers: {
    period: 'lifetime',
    title: 'Online followers',
    description: 'The number of your followers who were online on Instagram, by hour of the day.',
    needs100Followers: true,
  },
};
/** Metrics answered as `total_value`, so asked with `metric_type=total_value`. */
const TOTAL_VALUE_METRICS = new Set(['reach', 'accounts_engaged', 'total_interactions', 'follows_and_unfollows']);

export interface InsightsQuery {
  metric?: string;
  period?: string;
  metric_type?: string;
  since?: string;
  until?: string;
  breakdown?: string;
}

const dayEndAtOrBefore = (s: number) => Math.floor((s - DAY_END_UTC_S) / DAY_S) * DAY_S + DAY_END_UTC_S;
const metaSeconds = (seconds: number) => metaTime(new Date(seconds * 1000));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const seedOf = (account: StandInAccount) => Number(account.userId.slice(-6));

/** A total metric's value for the account. */
const insightTotal = (account: StandInAccount, name: TotalMetric) =>
  Math.round(account.followersCount * TOTAL_SHARE_OF_FOLLOWERS[name]);

/** New followers on the day ending at `endS` (unix seconds). */
const newFollowersOn = (account: StandInAccount, endS: number) =>
  mix(seedOf(account), Math.floor(endS / DAY_S)) % (Math.ceil(account.followersCount / 400) + 1);

/** Unfollows on the day ending at `endS`: about a third of the new followers. */
const unfollowsOn = (account: StandInAccount, endS: number) =>
  mix(seedOf(account), 0x0f, Math.floor(endS / DAY_S)) % (Math.ceil(account.followersCount / 1_200) + 1);

/**
 * Follows and unfollows over the days of the range: their sum as the value (the stand-in's guess),
 * and with `breakdown=follow_type` follows as FOLLOWER, unfollows as NON_FOLLOWER.
 */
function followsAndUnfollows(account: StandInAccount, ends: number[], breakdown: string | undefined) {
  const follows = sum(ends.map((end) => newFollowersOn(account, end)));
  const unfollows = sum(ends.map((end) => unfollowsOn(account, end)));
  if (breakdown !== 'follow_type') return { value: follows + unfollows };
  return {
    value: follows + unfollows,
    breakdowns: [
      {
        dimension_keys: ['follow_type'],
        results: [
          { dimension_values: ['FOLLOWER'], value: follows },
          { dimension_values: ['NON_FOLLOWER'], value: unfollows },
        ],
      },
    ],
  };
}

/** Followers online in each hour of the day, "0".."23", busiest in the evening. */
function onlineFollowers(account: StandInAccount): Record<string, number> {
  const base = account.followersCount * 0.06;
  const curve = (hour: number) => 0.3 + 0.35 * (1 + Math.sin(((hour - 12) / 24) * 2 * Math.PI));
  return Object.fromEntries(
    Array.from({ length: 24 }, (_, hour) => [
      String(hour),
      Math.round(base * curve(hour)) + (mix(seedOf(account), hour) % 5),
    ]),
  );
}

function seconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,12}$/.test(value)) throw new BadParameter(`Param ${name} must be a unix timestamp`);
  return Number(value);
}

/** Day ends (unix seconds) in since..until, oldest first. */
function dayEnds(query: InsightsQuery, now: Date): number[] {
  const until = seconds(query.until, 'until') ?? Math.floor(now.getTime() / 1000);
  const since = seconds(query.since, 'since') ?? until - DEFAULT_SERIES_DAYS * DAY_S;
  if (since >= until) throw new BadParameter('Param since must be before until');
  if (until - since > MAX_SERIES_DAYS * DAY_S)
    throw new BadParameter(`The range of since and until can't exceed ${MAX_SERIES_DAYS} days`);
  const ends: number[] = [];
  for (let end = dayEndAtOrBefore(since) + DAY_S; end <= until; end += DAY_S) ends.push(end);
  return ends;
}

/** The `data` of the answer, one entry per requested metric; refusals throw BadParameter (Graph's code 100). */
export function standInInsights(account: StandInAccount, query: InsightsQuery, now: Date) {
  const names = (query.metric ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) throw new BadParameter('The parameter metric is required');
  const unknown = names.find((name) => !Object.hasOwn(METRICS, name));
  if (unknown)
    throw new BadParameter(
      `metric[${names.indexOf(unknown)}] must be one of the following values: ${Object.keys(METRICS).join(', ')}`,
    );
  const totals = names.filter((name) => TOTAL_VALUE_METRICS.has(name));
  if (totals.length && query.metric_type !== 'total_value')
    throw new BadParameter(
      `The following metrics (${totals.join(', ')}) should be specified with parameter metric_type=total_value`,
    );
  return names.map((name) => {
    const metric = METRICS[name];
    if (query.period !== metric.period)
      throw new BadParameter(`Incompatible period (${query.period ?? ''}) for metric (${name}): use ${metric.period}`);
    // The exact refusal is not documented: Meta only says these need 100 followers or more.
    if (metric.needs100Followers && account.followersCount < FOLLOWER_METRICS_MIN_FOLLOWERS) {
      throw new BadParameter(
        `Not enough followers: ${name} needs an account with ${FOLLOWER_METRICS_MIN_FOLLOWERS} followers or more`,
      );
    }
    const head = {
      name,
      period: metric.period,
      title: metric.title,
      description: metric.description,
      id: `${account.userId}/insights/${name}/${metric.period}`,
    };
    if (isTotal(name)) return { ...head, total_value: { value: insightTotal(account, name) } };
    if (name === 'follows_and_unfollows')
      return { ...head, total_value: followsAndUnfollows(account, dayEnds(query, now), query.breakdown) };
    if (name === 'follower_count')
      return {
        ...head,
        values: dayEnds(query, now).map((end) => ({ value: newFollowersOn(account, end), end_time: metaSeconds(end) })),
      };
    return {
      ...head,
      values: [{ value: onlineFollowers(account), end_time: metaSeconds(dayEndAtOrBefore(now.getTime() / 1000)) }],
    };
  });
}
