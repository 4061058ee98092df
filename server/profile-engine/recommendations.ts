/** Recommendations generated from the figures of an analysis, most impactful first. */
import type { EngagementCell, FormatFigures } from '../../contracts/profile.ts';
import { BEST_FORMAT_POSTS, BEST_FORMAT_RATIO, bestFormatText } from '../../content/post-formats.ts';

export interface ProfileFigures {
  followerCount: number;
  followingCount: number;
  /** null when no source gives posts (an export only): the post rules stay silent. */
  postCount: number | null;
  engagementCell: EngagementCell;
  averageLikesPerPost: number;
  averageCommentsPerPost: number;
  /** null while unknown (a single follower snapshot, or no analysed posts). */
  newFollowers: number | null;
  lostFollowers: number | null;
  inactiveFollowers: number | null;
  secretFans: number | null;
  bestPostLikes: number;
  /** The format with the best median engagement (formats.ts), and how many formats the posts have. */
  bestFormat: FormatFigures | null;
  formatsCompared: number;
}

interface Rule {
  /** Higher first: how much following the advice is likely to move the account's figures. */
  impact: number;
  applies: (figures: ProfileFigures) => boolean;
  text: (figures: ProfileFigures) => string;
}

/** Fewer analysed posts than this do not show a regular posting rhythm (about a month at three a week). */
const FEW_POSTS = 12;
/** Comments under this share of likes mean posts are seen but rarely start a conversation. */
const FEW_COMMENTS_PER_LIKE = 0.02;
/** A post this many times above the average shows a format worth repeating. */
const STANDOUT_POST_FACTOR = 3;

const count = (value: number) => value.toLocaleString('en-US');
const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

const RULES: readonly Rule[] = [
  {
    impact: 100,
    applies: (f) => f.postCount === 0,
    text: () =>
      'We found no posts to analyse: publish at least three posts this week so we can measure how your audience responds.',
  },
  {
    impact: 90,
    applies: (f) => !!f.postCount && f.engagementCell <= 2,
    text: () =>
      'Your engagement rate is below what accounts of your size usually get: reply to every comment within the first hour and end each caption with a question.',
  },
  {
    impact: 85,
    applies: (f) => f.lostFollowers !== null && f.newFollowers !== null && f.lostFollowers > f.newFollowers,
    text: (f) =>
      `You lost ${count(f.lostFollowers!)} followers and gained ${count(f.newFollowers!)} since the last update: look at what you posted in that period and post more of what your audience liked.`,
  },
  {
    impact: 80,
    applies: (f) => f.inactiveFollowers !== null && f.followerCount > 0 && f.inactiveFollowers / f.followerCount > 0.5,
    text: (f) =>
      `${share(f.inactiveFollowers!, f.followerCount)} of your followers did not comment on your latest posts: use polls and question stickers in Stories to bring them back.`,
  },
  {
    impact: 70,
    applies: (f) => !!f.postCount && f.postCount < FEW_POSTS,
    text: (f) =>
      `Only ${count(f.postCount!)} recent posts were found: post at least three times a week so your followers see you regularly.`,
  },
  {
    impact: 65,
    applies: (f) =>
      f.formatsCompared > 1 &&
      f.bestFormat !== null &&
      f.bestFormat.ratio >= BEST_FORMAT_RATIO &&
      f.bestFormat.posts >= BEST_FORMAT_POSTS,
    text: (f) => `${bestFormatText(f.bestFormat!)} (${count(f.bestFormat!.posts)} posts): publish more of them.`,
  },
  {
    impact: 60,
    applies: (f) =>
      f.averageLikesPerPost > 0 && f.averageCommentsPerPost / f.averageLikesPerPost < FEW_COMMENTS_PER_LIKE,
    text: () =>
      'Your posts get likes but few comments: ask your followers for their opinion in the caption and pin the best answer.',
  },
  {
    impact: 55,
    applies: (f) => (f.secretFans ?? 0) > 0,
    text: (f) =>
      `${count(f.secretFans!)} accounts commented on your posts without following you: invite them to follow with a clear call to action in captions and Stories.`,
  },
  {
    impact: 50,
    applies: (f) => f.newFollowers === 0,
    text: () =>
      'You gained no new followers since the last update: use 5 to 10 specific hashtags per post and collaborate with an account in your niche.',
  },
  {
    impact: 45,
    applies: (f) => f.averageLikesPerPost > 0 && f.bestPostLikes >= STANDOUT_POST_FACTOR * f.averageLikesPerPost,
    text: (f) =>
      `Your most liked post got ${count(f.bestPostLikes)} likes, far above your average of ${count(Math.round(f.averageLikesPerPost))}: publish more posts in the same format and topic.`,
  },
  {
    impact: 40,
    applies: (f) => f.followerCount > 0 && f.followingCount > 1.5 * f.followerCount,
    text: (f) =>
      `You follow ${count(f.followingCount)} accounts but have ${count(f.followerCount)} followers: unfollow inactive accounts so your profile looks more established.`,
  },
  {
    impact: 35,
    applies: (f) => f.followerCount < 1_000,
    text: () =>
      'Your account has fewer than 1,000 followers: comment thoughtfully on posts of similar accounts every day to get discovered.',
  },
  {
    impact: 20,
    applies: (f) => !!f.postCount && f.engagementCell >= 4,
    text: () =>
      'Your engagement rate is above what accounts of your size usually get: keep your posting rhythm and consider brand collaborations.',
  },
  {
    impact: 10,
    applies: () => true,
    text: () =>
      'Post when your followers are most active: compare the reach of posts published at different times of day over the next two weeks.',
  },
];

export function recommendations(figures: ProfileFigures): string[] {
  return [...RULES]
    .sort((a, b) => b.impact - a.impact)
    .filter((rule) => rule.applies(figures))
    .map((rule) => rule.text(figures));
}
