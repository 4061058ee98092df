// Recommendations generated from the figures, most impactful first.
import { describe, expect, it } from 'vitest';
import type { WhenToPost } from '../../../contracts/profile.ts';
import { type ProfileFigures, recommendations } from '../../../server/profile-engine/recommendations.ts';

const TIMING =
  'Post when your followers are most active: compare the reach of posts published at different times of day over the next two weeks.';

/** A steady, typical account: only the general advice applies. */
const healthy: ProfileFigures = {
  followerCount: 5_000,
  followingCount: 400,
  postCount: 30,
  engagementCell: 3,
  averageLikesPerPost: 200,
  averageCommentsPerPost: 10,
  newFollowers: 50,
  lostFollowers: 10,
  lostToOwnDoings: null,
  inactiveFollowers: 1_000,
  secretFans: 0,
  standoutPost: null,
  whenToPost: null,
  followersSinceLastWeek: null,
  timeZone: 'UTC',
  bestFormat: { format: 'reel', posts: 8, medianInteractions: 240, ratio: 1.1 },
  formatsCompared: 3,
};
const forFigures = (changes: Partial<ProfileFigures>) => recommendations({ ...healthy, ...changes });

it('gives a steady account only the general advice', () => {
  expect(recommendations(healthy)).toEqual([TIMING]);
});

describe('each rule', () => {
  it.each<[string, Partial<ProfileFigures>, string]>([
    [
      'no posts',
      { postCount: 0 },
      'We found no posts to analyse: publish at least three posts this week so we can measure how your audience responds.',
    ],
    [
      'a format well above the median, over enough posts',
      { bestFormat: { format: 'carousel', posts: 6, medianInteractions: 380, ratio: 1.8 } },
      'Your carousels get 1.8× your median engagement (6 posts): publish more of them.',
    ],
    [
      'low engagement',
      { engagementCell: 2 },
      'Your engagement rate is below what accounts of your size usually get: reply to every comment within the first hour and end each caption with a question.',
    ],
    [
      'lost more than gained',
      { lostFollowers: 1_250, newFollowers: 40 },
      'You lost 1,250 followers and gained 40 since the last update: look at what you posted in that period and post more of what your audience liked.',
    ],
    [
      'lost more than gained, part of it explained by the export',
      { lostFollowers: 37, newFollowers: 20, lostToOwnDoings: { youUnfollowed: 12, blockedOrRestricted: 3 } },
      'You lost 37 followers (12 of them after you unfollowed them, 3 you blocked or restricted) and gained 20 since the last update: look at what you posted in that period and post more of what your audience liked.',
    ],
    [
      'lost more than gained, the export explaining none',
      { lostFollowers: 37, newFollowers: 20, lostToOwnDoings: { youUnfollowed: 0, blockedOrRestricted: 0 } },
      'You lost 37 followers and gained 20 since the last update: look at what you posted in that period and post more of what your audience liked.',
    ],
    [
      'mostly inactive followers',
      { inactiveFollowers: 3_500 },
      '70% of your followers did not comment on your latest posts: use polls and question stickers in Stories to bring them back.',
    ],
    [
      'few posts',
      { postCount: 7 },
      'Only 7 recent posts were found: post at least three times a week so your followers see you regularly.',
    ],
    [
      'few comments',
      { averageCommentsPerPost: 3 },
      'Your posts get likes but few comments: ask your followers for their opinion in the caption and pin the best answer.',
    ],
    [
      'secret fans',
      { secretFans: 1_200 },
      '1,200 accounts commented on your posts without following you: invite them to follow with a clear call to action in captions and Stories.',
    ],
    [
      'no new followers',
      { newFollowers: 0, lostFollowers: 0 },
      'You gained no new followers since the last update: use 5 to 10 specific hashtags per post and collaborate with an account in your niche.',
    ],
    [
      "a standout post, dated in the subscriber's time zone",
      {
        standoutPost: {
          format: 'reel',
          takenAt: '2026-05-12T22:30:00Z',
          interactions: 1_230,
          medianInteractions: 361.5,
          ratio: 3.4,
        },
        timeZone: 'Europe/Berlin',
      },
      'Your reel of May 13, 2026 got 3.4× your median engagement (1,230 likes and comments against 361.5): publish more posts in the same format and topic.',
    ],
    [
      'followers lost since last week',
      { followersSinceLastWeek: -37 },
      'You lost 37 followers since last week: look at what you posted that week and post more of what got the most likes and comments.',
    ],
    [
      'followers gained since last week',
      { followersSinceLastWeek: 1_052 },
      'You gained 1,052 followers since last week: keep the rhythm and formats of that week.',
    ],
    [
      'following many more',
      { followingCount: 7_600 },
      'You follow 7,600 accounts but have 5,000 followers: unfollow inactive accounts so your profile looks more established.',
    ],
    [
      'a small account',
      { followerCount: 999, inactiveFollowers: 100, followingCount: 100 },
      'Your account has fewer than 1,000 followers: comment thoughtfully on posts of similar accounts every day to get discovered.',
    ],
    [
      'high engagement',
      { engagementCell: 4 },
      'Your engagement rate is above what accounts of your size usually get: keep your posting rhythm and consider brand collaborations.',
    ],
  ])('%s', (_, changes, sentence) => {
    expect(forFigures(changes)).toEqual([sentence, TIMING]);
  });
});

describe('the best format says nothing', () => {
  it.each<[string, Partial<ProfileFigures>]>([
    ['below 1.3×', { bestFormat: { format: 'carousel', posts: 6, medianInteractions: 300, ratio: 1.29 } }],
    ['over fewer than 3 posts', { bestFormat: { format: 'carousel', posts: 2, medianInteractions: 380, ratio: 1.8 } }],
    ['with one format only', { formatsCompared: 1 }],
    ['without formats', { bestFormat: null, formatsCompared: 0 }],
  ])('%s', (_, changes) => {
    expect(forFigures(changes)).toEqual([TIMING]);
  });
});

describe('unknown figures (null) trigger nothing', () => {
  it('with a single follower snapshot and no posts', () => {
    const advice = forFigures({
      newFollowers: null,
      lostFollowers: null,
      inactiveFollowers: null,
      secretFans: null,
      postCount: 0,
    });
    expect(advice).toEqual([expect.stringMatching(/^We found no posts/), TIMING]);
  });
});

it('orders a struggling account advice by impact and can give more than 10', () => {
  const advice = forFigures({
    followerCount: 800,
    followingCount: 2_000,
    postCount: 5,
    engagementCell: 1,
    averageLikesPerPost: 10,
    averageCommentsPerPost: 0,
    newFollowers: 0,
    lostFollowers: 30,
    inactiveFollowers: 700,
    secretFans: 12,
    standoutPost: { format: null, takenAt: '2026-11-02T10:00:00Z', interactions: 40, medianInteractions: 10, ratio: 4 },
  });
  expect(advice.length).toBeGreaterThan(10);
  expect(advice[0]).toMatch(/^Your engagement rate is below/);
  expect(advice[1]).toMatch(/^You lost 30 followers/);
  expect(advice[2]).toMatch(/^88% of your followers/);
  expect(advice.at(-1)).toBe(TIMING);
});

describe('the best time to post', () => {
  const timing = (changes: Partial<WhenToPost>): WhenToPost => ({
    timeZone: 'Europe/Berlin',
    posts: 30,
    enoughPosts: true,
    weekdays: [],
    hours: [],
    bestWeekday: { weekday: 1, posts: 5, ratio: 1.6 },
    bestHours: { fromHour: 18, toHour: 21, posts: 7, ratio: 1.4 },
    ...changes,
  });

  it.each<[string, Partial<WhenToPost>, string]>([
    [
      'a day and hours',
      {},
      'Your posts on Tuesdays get 1.6× your median engagement (5 posts), those published 18:00–21:00 (Europe/Berlin time) 1.4× (7 posts): publish your next posts then.',
    ],
    [
      'a day only',
      { bestHours: null },
      'Your posts on Tuesdays (Europe/Berlin time) get 1.6× your median engagement (5 posts): publish your next posts then.',
    ],
    [
      'hours only',
      { bestWeekday: null, bestHours: { fromHour: 23, toHour: 2, posts: 1, ratio: 2.25 } },
      'Your posts published 23:00–02:00 (Europe/Berlin time) get 2.25× your median engagement (1 post): publish your next posts then.',
    ],
  ])('names %s with its figures, instead of the general advice', (_, changes, sentence) => {
    expect(forFigures({ whenToPost: timing(changes) })).toEqual([sentence]);
  });

  it('leaves the general advice while no time stands out (or there are not enough posts)', () => {
    expect(
      forFigures({ whenToPost: timing({ enoughPosts: false, posts: 7, bestWeekday: null, bestHours: null }) }),
    ).toEqual([TIMING]);
  });
});
