// User Engagement: averages per post, and the 1–5 cell: the median (likes + comments) / followers of the
// latest posts against Modash's tiered table (engagement-benchmarks.ts). Every expected value is worked
// out by hand in the comments: the threshold of a band start s % at F followers is s × F / 100 interactions.
import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_POST_COUNT,
  ENGAGEMENT_TIERS,
  tierFor,
} from '../../../server/profile-engine/engagement-benchmarks.ts';
import {
  engagementRating,
  medianInteractions,
  NOT_ENOUGH_DATA,
  userEngagement,
} from '../../../server/profile-engine/engagement.ts';
import type { AnalysedPost } from '../../../server/profile-engine/source.ts';
import { post } from './fixtures/build.ts';

/** The tier of accounts under 5,000 followers (its band starts in percent). */
const UNDER_5K = { minFollowers: 0, maxFollowers: 4_999, bandStarts: [1.72, 3.38, 4.42, 7.97] };

/** One post per interaction count (all likes), a day apart, newest first. */
const postsWith = (...interactions: number[]): AnalysedPost[] =>
  interactions.map((likes, day) => post({ likes, takenAt: new Date(Date.UTC(2026, 10, 30 - day)).toISOString() }));
const cellOf = (followers: number, ...interactions: number[]) =>
  engagementRating(postsWith(...interactions), followers);

describe('the rate and the bands it was judged by', () => {
  it('gives the rate in percent and the tier with its edges', () => {
    // Median 85 of 2,500 followers = 3.4 %: the under-5k tier, Average from 3.38.
    expect(cellOf(2_500, 85)).toEqual({
      cell: 3,
      status: 'Average',
      rate: 3.4,
      tier: UNDER_5K,
    });
    // Median 261 of 10,000 = 2.61 %: the 10k-50k tier's High starts at 2.61.
    expect(cellOf(10_000, 261)).toMatchObject({
      cell: 5,
      rate: 2.61,
      tier: { minFollowers: 10_000, maxFollowers: 49_999 },
    });
    expect(cellOf(2_000_000, 1_000).tier).toMatchObject({ minFollowers: 1_000_000, maxFollowers: null });
  });

  it('has no rate without posts that show likes', () => {
    expect(engagementRating([post({ likes: null, comments: 3 })], 2_500)).toMatchObject({ cell: 1, rate: null });
  });
});

describe('the table', () => {
  it('lists tiers from the largest down to 0 followers, each with rising band starts', () => {
    const minimums = ENGAGEMENT_TIERS.map((tier) => tier.minFollowers);
    expect(minimums).toEqual([1_000_000, 500_000, 100_000, 50_000, 10_000, 5_000, 0]);
    for (const { bandStarts } of ENGAGEMENT_TIERS)
      expect([...bandStarts]).toEqual([...bandStarts].sort((a, b) => a - b));
  });

  it.each([
    [0, 0],
    [4_999, 0],
    [5_000, 5_000],
    [9_999, 5_000],
    [10_000, 10_000],
    [49_999, 10_000],
    [50_000, 50_000],
    [100_000, 100_000],
    [500_000, 500_000],
    [999_999, 500_000],
    [1_000_000, 1_000_000],
  ])('puts %i followers in the tier from %i (a tier includes its lower bound)', (followers, minimum) => {
    expect(tierFor(followers).minFollowers).toBe(minimum);
  });
});

describe('cells at band starts (each band includes its lower bound)', () => {
  it.each([
    // Under 5k at 2,500 followers: starts 1.72 / 3.38 / 4.42 / 7.97 % → 43 / 84.5 / 110.5 / 199.25 interactions.
    [2_500, 42, 1, 'Low'], // 42 / 2,500 = 1.68 % < 1.72
    [2_500, 43, 2, 'Below average'], // 43 / 2,500 = 1.72 % exactly
    [2_500, 84, 2, 'Below average'], // 3.36 % < 3.38
    [2_500, 85, 3, 'Average'], // 3.40 % ≥ 3.38
    [2_500, 110, 3, 'Average'], // 4.40 % < 4.42
    [2_500, 111, 4, 'Above average'], // 4.44 % ≥ 4.42
    [2_500, 199, 4, 'Above average'], // 7.96 % < 7.97
    [2_500, 200, 5, 'High'], // 8.00 % ≥ 7.97
    // 5k–10k from 5,000 followers: 0.62 % → 31 interactions.
    [5_000, 30, 1, 'Low'], // 0.60 %
    [5_000, 31, 2, 'Below average'], // 0.62 % exactly
    [4_999, 31, 1, 'Low'], // one follower fewer is the under-5k tier: 31 / 4,999 ≈ 0.62 % < 1.72
    // 10k–50k at 10,000 followers: 2.61 % → 261 interactions.
    [10_000, 260, 4, 'Above average'], // 2.60 %
    [10_000, 261, 5, 'High'], // 2.61 % exactly
    // 50k–100k at 50,000 followers: 0.75 % → 375.
    [50_000, 375, 3, 'Average'], // 0.75 % exactly
    // 100k–500k at 100,000 followers: 1.14 % → 1,140.
    [100_000, 1_139, 3, 'Average'], // 1.139 %
    [100_000, 1_140, 4, 'Above average'], // 1.14 % exactly
    // 500k–1M at 500,000 followers: band 4 is 1.13–2.46 % (published as 1.46, a typo) → 5,650 to 12,300.
    [500_000, 7_300, 4, 'Above average'], // 1.46 %: still band 4, not in a gap after the typo
    [500_000, 12_299, 4, 'Above average'], // 2.4598 %
    [500_000, 12_300, 5, 'High'], // 2.46 % exactly
    // Over 1M from 1,000,000 followers: 2.46 % is only band 4 there (band 5 from 2.6 %).
    [1_000_000, 24_600, 4, 'Above average'], // 2.46 % < 2.6
    [999_999, 24_600, 5, 'High'], // 500k–1M tier: 24,600 / 999,999 ≈ 2.46000 % ≥ 2.46
    [1_000_000, 26_000, 5, 'High'], // 2.6 % exactly
  ])('at %i followers, a median of %i interactions is cell %i (%s)', (followers, interactions, cell, status) => {
    expect(cellOf(followers, interactions)).toMatchObject({ cell, status });
  });
});

describe('the median over the latest posts', () => {
  it('takes the middle post of an odd count, not the mean', () => {
    // Sorted 10, 55, 400: median 55 → 55 / 2,500 = 2.2 %, cell 2 (1.72–3.38).
    // The mean, 465 / 3 = 155 → 6.2 %, would have been cell 4.
    expect(medianInteractions(postsWith(400, 10, 55))).toBe(55);
    expect(cellOf(2_500, 400, 10, 55)).toMatchObject({ cell: 2, status: 'Below average' });
  });

  it('averages the two middle posts of an even count', () => {
    // Sorted 10, 40, 46, 200: (40 + 46) / 2 = 43 → 43 / 2,500 = 1.72 %, exactly the start of cell 2.
    expect(medianInteractions(postsWith(200, 40, 10, 46))).toBe(43);
    expect(cellOf(2_500, 200, 40, 10, 46)).toMatchObject({ cell: 2, status: 'Below average' });
    // Sorted 10, 40, 45, 200: (40 + 45) / 2 = 42.5 → 1.70 %, cell 1.
    expect(cellOf(2_500, 200, 40, 10, 45)).toMatchObject({ cell: 1, status: 'Low' });
  });

  it('counts likes and comments', () => {
    // (40 + 3) = 43 → 1.72 % at 2,500 followers: cell 2; the 40 likes alone (1.6 %) would be cell 1.
    expect(engagementRating([post({ likes: 40, comments: 3 })], 2_500)).toMatchObject({
      cell: 2,
      status: 'Below average',
    });
  });

  it(`uses only the latest ${BENCHMARK_POST_COUNT} posts, by publication time`, () => {
    // 31 posts, oldest first in the list: the oldest has 200, then 15 with 0 and 15 with 200.
    // All 31 sorted: 15 × 0, 16 × 200 → median 200 → 8 % at 2,500, cell 5.
    // The latest 30: 15 × 0, 15 × 200 → (0 + 200) / 2 = 100 → 4 %, cell 3 (3.38–4.42).
    const newestFirst = postsWith(...Array.from({ length: 15 }, () => [0, 200]).flat(), 200);
    expect(medianInteractions([...newestFirst].reverse())).toBe(100);
    expect(engagementRating([...newestFirst].reverse(), 2_500)).toMatchObject({ cell: 3, status: 'Average' });
  });

  it('leaves out a post whose like count is hidden, instead of counting its likes as 0', () => {
    const posts = [
      post({ likes: null, comments: 2 }),
      post({ likes: 85, comments: 5 }),
      post({ likes: 280, comments: 20 }),
    ];
    // Known: 90 and 300 → (90 + 300) / 2 = 195 → 195 / 2,500 = 7.8 %, cell 4 (4.42–7.97).
    // Counting the hidden post as 2 interactions would give 2, 90, 300 → 90 → 3.6 %, cell 3.
    expect(medianInteractions(posts)).toBe(195);
    expect(userEngagement(posts, 2_500)).toEqual({
      engagementRate: { cell: 4, status: 'Above average', rate: 7.8, tier: UNDER_5K },
      averageLikesPerPost: 182.5, // (85 + 280) / 2 posts with a like count
      averageCommentsPerPost: 9, // (2 + 5 + 20) / 3 posts
    });
  });
});

describe('userEngagement', () => {
  it('shows likes and comments per post (spec 2.7), rounded to cents', () => {
    // Likes (10 + 21 + 1) / 3 = 10.666… → 10.67; comments (1 + 2 + 0) / 3 = 1.
    const posts = [post({ likes: 10, comments: 1 }), post({ likes: 21, comments: 2 }), post({ likes: 1 })];
    expect(userEngagement(posts, 100)).toMatchObject({ averageLikesPerPost: 10.67, averageCommentsPerPost: 1 });
  });

  it('says there is not enough data without posts', () => {
    expect(userEngagement([], 100)).toEqual({
      engagementRate: { status: NOT_ENOUGH_DATA, cell: 1, rate: null, tier: UNDER_5K },
      averageLikesPerPost: 0,
      averageCommentsPerPost: 0,
    });
  });

  it('says there is not enough data when every like count is hidden', () => {
    expect(userEngagement([post({ likes: null, comments: 4 })], 100)).toEqual({
      engagementRate: { status: NOT_ENOUGH_DATA, cell: 1, rate: null, tier: UNDER_5K },
      averageLikesPerPost: 0,
      averageCommentsPerPost: 4,
    });
  });

  it('says there is not enough data without followers, and still averages the posts', () => {
    // Likes (10 + 21) / 2 = 15.5, comments (1 + 2) / 2 = 1.5.
    expect(userEngagement([post({ likes: 10, comments: 1 }), post({ likes: 21, comments: 2 })], 0)).toEqual({
      engagementRate: { status: NOT_ENOUGH_DATA, cell: 1, rate: null, tier: UNDER_5K },
      averageLikesPerPost: 15.5,
      averageCommentsPerPost: 1.5,
    });
  });
});
