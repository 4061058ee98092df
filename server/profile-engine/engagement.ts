/** User Engagement (spec 2.7): averages per post and the 1–5 cell of the engagement bar. */
import type { CalculatedProfileData } from '../../contracts/profile.ts';
import {
  BAND_STATUSES,
  BENCHMARK_POST_COUNT,
  benchmarkCell,
  ENGAGEMENT_TIERS,
  tierFor,
} from './engagement-benchmarks.ts';
import { reachEngagement } from './reach-engagement.ts';
import type { AnalysedPost } from './source.ts';

export type UserEngagement = CalculatedProfileData['userEngagement'];

/** Without posts with a like count, or without followers, there is no rate to judge: the lowest cell, saying why. */
export const NOT_ENOUGH_DATA = 'Not enough data';

/**
 * The median of likes + comments over the latest posts (at most BENCHMARK_POST_COUNT) whose like
 * count is known; a hidden like count leaves its post out rather than counting as 0. null without such posts.
 */
export function medianInteractions(posts: AnalysedPost[]): number | null {
  const latest = [...posts]
    .sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt))
    .slice(0, BENCHMARK_POST_COUNT);
  const counts = latest
    .flatMap((post) => (post.likes === null ? [] : [post.likes + post.comments]))
    .sort((a, b) => a - b);
  if (counts.length === 0) return null;
  const middle = Math.floor(counts.length / 2);
  return counts.length % 2 === 1 ? counts[middle] : (counts[middle - 1] + counts[middle]) / 2;
}

export function engagementRating(posts: AnalysedPost[], followerCount: number): UserEngagement['engagementRate'] {
  const median = medianInteractions(posts);
  const tier = tierView(followerCount);
  if (median === null || followerCount === 0) return { status: NOT_ENOUGH_DATA, cell: 1, rate: null, tier };
  const cell = benchmarkCell(median, followerCount);
  return { status: BAND_STATUSES[cell], cell, rate: ratePercent(median, followerCount), tier };
}

/** Median likes + comments of the latest posts per follower, in percent (two decimals); null without either. */
export function engagementRatePercent(posts: AnalysedPost[], followerCount: number): number | null {
  const median = medianInteractions(posts);
  return median === null || followerCount === 0 ? null : ratePercent(median, followerCount);
}

const ratePercent = (median: number, followerCount: number) => Math.round((median / followerCount) * 10_000) / 100;

/** The follower tier whose bands judge the rate, with where it ends (the next tier's minimum). */
function tierView(followerCount: number) {
  const tier = tierFor(followerCount);
  const above = ENGAGEMENT_TIERS[ENGAGEMENT_TIERS.indexOf(tier) - 1];
  return {
    minFollowers: tier.minFollowers,
    maxFollowers: above ? above.minFollowers - 1 : null,
    bandStarts: [...tier.bandStarts],
  };
}

/** Averages per post as spec 2.7 shows them; likes over the posts whose like count is known; per reach where posts carry insights. */
export function userEngagement(posts: AnalysedPost[], followerCount: number): UserEngagement {
  const perReach = reachEngagement(posts);
  return {
    engagementRate: engagementRating(posts, followerCount),
    averageLikesPerPost: average(knownLikes(posts)),
    averageCommentsPerPost: average(posts.map((post) => post.comments)),
    ...(perReach && { perReach }),
  };
}

/** The like counts of the posts that show one. */
export const knownLikes = (posts: AnalysedPost[]): number[] =>
  posts.flatMap((post) => (post.likes === null ? [] : [post.likes]));

const average = (values: number[]) =>
  values.length === 0 ? 0 : round2(values.reduce((sum, value) => sum + value, 0) / values.length);
const round2 = (value: number) => Math.round(value * 100) / 100;
