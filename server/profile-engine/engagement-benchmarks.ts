/**
 * Engagement-rate benchmarks by follower tier, for the five-cell rating of spec 2.7.
 *
 * Source: Modash's engagement-rate calculator (modash.io, also shown by Social Cat; 72M+ profiles,
 * their latest 30 posts; the year is not stated), as gathered 2026-11. Its metric is the median over the latest posts of
 * (likes + comments) / followers, in percent. Interim: an unversioned vendor table; replace it when a
 * dated, sourced one is found. Published benchmarks keep falling, and business and Reels-heavy
 * accounts tend to score lower.
 */
import type { EngagementCell } from '../../contracts/profile.ts';

/** The rate is the median over at most this many of the latest posts (Modash: the latest 30). */
export const BENCHMARK_POST_COUNT = 30;

export interface EngagementTier {
  /** The tier's smallest follower count; a tier runs up to the next one's minimum, excluded. */
  minFollowers: number;
  /** Where bands 2–5 start, rate in percent; each band includes its lower bound, band 1 is everything below. */
  bandStarts: readonly [number, number, number, number];
}

/** Largest tier first, so the first tier whose minimum the account reaches is its tier. */
export const ENGAGEMENT_TIERS: readonly EngagementTier[] = [
  { minFollowers: 1_000_000, bandStarts: [0.57, 1.02, 1.27, 2.6] },
  // Modash publishes band 4 as 1.13–1.46 and band 5 as >= 2.46: the gap shows 1.46 is a typo for 2.46.
  { minFollowers: 500_000, bandStarts: [0.46, 0.88, 1.13, 2.46] },
  { minFollowers: 100_000, bandStarts: [0.41, 0.87, 1.14, 2.63] },
  { minFollowers: 50_000, bandStarts: [0.32, 0.75, 1.01, 2.47] },
  { minFollowers: 10_000, bandStarts: [0.39, 0.84, 1.11, 2.61] },
  { minFollowers: 5_000, bandStarts: [0.62, 1.25, 1.62, 3.54] },
  // Modash starts at 1k; smaller accounts are judged with its smallest tier.
  { minFollowers: 0, bandStarts: [1.72, 3.38, 4.42, 7.97] },
];

/** The band names of the table, cell 1 to 5. */
export const BAND_STATUSES: Record<EngagementCell, string> = {
  1: 'Low',
  2: 'Below average',
  3: 'Average',
  4: 'Above average',
  5: 'High',
};

export function tierFor(followerCount: number): EngagementTier {
  return ENGAGEMENT_TIERS.find((tier) => followerCount >= tier.minFollowers)!;
}

/**
 * The cell of a median of `interactionsPerPost` (likes + comments) at `followerCount` (> 0).
 * Compared in whole hundredths of a percent, multiplied out, so a rate exactly on a band start
 * lands in that band without floating-point rounding.
 */
export function benchmarkCell(interactionsPerPost: number, followerCount: number): EngagementCell {
  const reached = tierFor(followerCount).bandStarts.filter(
    (start) => interactionsPerPost * 10_000 >= Math.round(start * 100) * followerCount,
  );
  return (1 + reached.length) as EngagementCell;
}
