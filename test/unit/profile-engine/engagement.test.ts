// User Engagement: averages per post, the engagement rate and its 1–5 cell against follower-tier benchmarks.
import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_BENCHMARKS,
  engagementCell,
  engagementRate,
  NOT_ENOUGH_DATA,
  typicalRateFor,
  userEngagement,
} from '../../../server/profile-engine/engagement.ts';
import { post } from './fixtures/build.ts';

const posts = [post({ likes: 10, comments: 1 }), post({ likes: 21, comments: 2 })];

describe('engagement rate', () => {
  it('is ((likes + comments) per post) / followers', () => {
    expect(engagementRate(posts, 100)).toBeCloseTo(17 / 100);
  });

  it('is 0 without posts or without followers', () => {
    expect(engagementRate([], 100)).toBe(0);
    expect(engagementRate(posts, 0)).toBe(0);
  });
});

describe('follower tiers', () => {
  it.each([
    [0, 0.08],
    [999, 0.08],
    [1_000, 0.04],
    [9_999, 0.04],
    [10_000, 0.024],
    [99_999, 0.024],
    [100_000, 0.017],
    [999_999, 0.017],
    [1_000_000, 0.011],
  ])('%i followers are judged against a typical rate of %f', (followers, typical) => {
    expect(typicalRateFor(followers)).toBe(typical);
  });

  it('judges the same rate differently on either side of a tier boundary', () => {
    expect(engagementCell(0.05, 999)).toEqual({ status: 'Low', cell: 2 });
    expect(engagementCell(0.05, 1_000)).toEqual({ status: 'Good', cell: 4 });
  });

  it('lists tiers from the largest down, so the first match is the account tier', () => {
    const minimums = ENGAGEMENT_BENCHMARKS.map((tier) => tier.minFollowers);
    expect(minimums).toEqual([...minimums].sort((a, b) => b - a));
    expect(minimums.at(-1)).toBe(0);
  });
});

describe('cells at band boundaries (share of the tier typical rate)', () => {
  const followers = 5_000; // typical rate 4 %
  it.each([
    [0, 1, 'Very low'],
    [0.019, 1, 'Very low'],
    [0.02, 2, 'Low'],
    [0.0319, 2, 'Low'],
    [0.032, 3, 'Average'],
    [0.0479, 3, 'Average'],
    [0.048, 4, 'Good'],
    [0.0799, 4, 'Good'],
    [0.08, 5, 'Excellent'],
    [0.5, 5, 'Excellent'],
  ])('a rate of %f is cell %i (%s)', (rate, cell, status) => {
    expect(engagementCell(rate, followers)).toEqual({ cell, status });
  });
});

describe('userEngagement', () => {
  it('averages likes and comments over the analysed posts, rounded to cents', () => {
    expect(userEngagement([...posts, post({ likes: 1 })], 100)).toMatchObject({ averageLikesPerPost: 10.67, averageCommentsPerPost: 1 });
  });

  it('rates 17 % at 100 followers as excellent (over twice the 8 % typical)', () => {
    expect(userEngagement(posts, 100).engagementRate).toEqual({ status: 'Excellent', cell: 5 });
  });

  it('says there is not enough data without posts', () => {
    expect(userEngagement([], 100)).toEqual({
      engagementRate: { status: NOT_ENOUGH_DATA, cell: 1 },
      averageLikesPerPost: 0,
      averageCommentsPerPost: 0,
    });
  });

  it('says there is not enough data without followers, and still averages the posts', () => {
    expect(userEngagement(posts, 0)).toEqual({
      engagementRate: { status: NOT_ENOUGH_DATA, cell: 1 },
      averageLikesPerPost: 15.5,
      averageCommentsPerPost: 1.5,
    });
  });
});
