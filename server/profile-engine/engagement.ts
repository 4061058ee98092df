/** User Engagement (spec 2.7): averages per post and the 1–5 cell of the engagement bar. */
import type { CalculatedProfileData, EngagementCell } from '../../content/profile-data.ts';
import type { AnalysedPost } from './source.ts';

export type UserEngagement = CalculatedProfileData['userEngagement'];

/**
 * Typical engagement per follower tier. Source: Markerly, "Instagram Marketing: Does Influencer Size Matter?"
 * (2016), which found like rates of about 8 % below 1,000 followers, 4 % at 1,000–10,000, 2.4 % at
 * 10,000–100,000, 1.7 % at 100,000–1 million and 1.1 % above. These are old figures and count likes only,
 * so they are approximate medians; comments (usually a few percent of likes) are not added on top.
 */
export const ENGAGEMENT_BENCHMARKS: readonly { minFollowers: number; typicalRate: number }[] = [
  { minFollowers: 1_000_000, typicalRate: 0.011 },
  { minFollowers: 100_000, typicalRate: 0.017 },
  { minFollowers: 10_000, typicalRate: 0.024 },
  { minFollowers: 1_000, typicalRate: 0.04 },
  { minFollowers: 0, typicalRate: 0.08 },
];

/**
 * Cells by the account's rate as a share of its tier's typical rate (our own bands around the median):
 * under half, under 0.8, under 1.2 (about typical), under 2, and twice typical or more.
 */
const CELL_BANDS: readonly { below: number; cell: EngagementCell; status: string }[] = [
  { below: 0.5, cell: 1, status: 'Very low' },
  { below: 0.8, cell: 2, status: 'Low' },
  { below: 1.2, cell: 3, status: 'Average' },
  { below: 2, cell: 4, status: 'Good' },
  { below: Infinity, cell: 5, status: 'Excellent' },
];

/** Without posts or followers there is no rate to judge: the lowest cell, saying why. */
export const NOT_ENOUGH_DATA = 'Not enough data';

/** ((likes + comments) per post) / followers. 0 when there are no posts or no followers. */
export function engagementRate(posts: AnalysedPost[], followerCount: number): number {
  if (posts.length === 0 || followerCount === 0) return 0;
  const interactions = posts.reduce((sum, post) => sum + post.likes + post.comments, 0);
  return interactions / posts.length / followerCount;
}

export function typicalRateFor(followerCount: number): number {
  return ENGAGEMENT_BENCHMARKS.find((tier) => followerCount >= tier.minFollowers)!.typicalRate;
}

export function engagementCell(rate: number, followerCount: number): { status: string; cell: EngagementCell } {
  if (followerCount === 0) return { status: NOT_ENOUGH_DATA, cell: 1 };
  const ratio = rate / typicalRateFor(followerCount);
  const band = CELL_BANDS.find((candidate) => ratio < candidate.below)!;
  return { status: band.status, cell: band.cell };
}

export function userEngagement(posts: AnalysedPost[], followerCount: number): UserEngagement {
  const average = (count: (post: AnalysedPost) => number) =>
    posts.length === 0 ? 0 : round2(posts.reduce((sum, post) => sum + count(post), 0) / posts.length);
  return {
    engagementRate:
      posts.length === 0 ? { status: NOT_ENOUGH_DATA, cell: 1 } : engagementCell(engagementRate(posts, followerCount), followerCount),
    averageLikesPerPost: average((post) => post.likes),
    averageCommentsPerPost: average((post) => post.comments),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
