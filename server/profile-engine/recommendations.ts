/** Recommendations generated from the figures of an analysis, most impactful first. */
import { postDateText } from '../../content/post-dates.ts';
import { BEST_FORMAT_POSTS, BEST_FORMAT_RATIO, bestFormatText, FORMAT_LABELS } from '../../content/post-formats.ts';
import { againstMedianText, hourWindowText, postCountText, WEEKDAY_NAMES } from '../../content/when-to-post.ts';
import type { EngagementCell, FormatFigures, WhenToPost } from '../../contracts/profile.ts';
import type { LostToOwnDoings } from './lost-reasons.ts';
import type { StandoutPost } from './standout-post.ts';

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
  /** How many of the lost followers the export explains (lost-reasons.ts); null where it cannot tell. */
  lostToOwnDoings: LostToOwnDoings | null;
  inactiveFollowers: number | null;
  secretFans: number | null;
  /** The post far above the median (standout-post.ts), if one is. */
  standoutPost: StandoutPost | null;
  /** Weekdays and hours in the subscriber's time zone; null without a source of posts. */
  whenToPost: WhenToPost | null;
  /** Followers now against a week before, from the account's figures over time; null without a week of them. */
  followersSinceLastWeek: number | null;
  /** The subscriber's IANA time zone: a post's date is the one it had there. */
  timeZone: string;
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

const count = (value: number) => value.toLocaleString('en-US');
const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/** ' (12 of them after you unfollowed them, 3 you blocked or restricted)', where the export tells. */
function lostWhy(why: LostToOwnDoings | null): string {
  const parts = [
    why?.youUnfollowed && `${count(why.youUnfollowed)} of them after you unfollowed them`,
    why?.blockedOrRestricted && `${count(why.blockedOrRestricted)} you blocked or restricted`,
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** The best weekday and hours the figures name, or undefined when neither stands out. */
function bestTimeText({ bestWeekday: day, bestHours: hours, timeZone }: WhenToPost): string | undefined {
  const onDay = day && `on ${WEEKDAY_NAMES[day.weekday]}s`;
  const inHours = hours && `published ${hourWindowText(hours.fromHour, hours.toHour)} (${timeZone} time)`;
  const then = ': publish your next posts then.';
  if (day && hours)
    return `Your posts ${onDay} get ${againstMedianText(day.ratio, day.posts)}, those ${inHours} ${hours.ratio}× (${postCountText(hours.posts)})${then}`;
  if (day) return `Your posts ${onDay} (${timeZone} time) get ${againstMedianText(day.ratio, day.posts)}${then}`;
  if (hours) return `Your posts ${inHours} get ${againstMedianText(hours.ratio, hours.posts)}${then}`;
  return undefined;
}

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
      `You lost ${count(f.lostFollowers!)} followers${lostWhy(f.lostToOwnDoings)} and gained ${count(f.newFollowers!)} since the last update: look at what you posted in that period and post more of what your audience liked.`,
  },
  {
    impact: 82,
    applies: (f) => !!f.followersSinceLastWeek,
    text: (f) =>
      f.followersSinceLastWeek! < 0
        ? `You lost ${count(-f.followersSinceLastWeek!)} followers since last week: look at what you posted that week and post more of what got the most likes and comments.`
        : `You gained ${count(f.followersSinceLastWeek!)} followers since last week: keep the rhythm and formats of that week.`,
  },
  {
    impact: 80,
    applies: (f) => f.inactiveFollowers !== null && f.followerCount > 0 && f.inactiveFollowers / f.followerCount > 0.5,
    text: (f) =>
      `${share(f.inactiveFollowers!, f.followerCount)} of your followers did not comment on your latest posts: use polls and question stickers in Stories to bring them back.`,
  },
  {
    impact: 75,
    applies: (f) => !!f.whenToPost && bestTimeText(f.whenToPost) !== undefined,
    text: (f) => bestTimeText(f.whenToPost!)!,
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
    impact: 62,
    applies: (f) => f.standoutPost !== null,
    text: ({ standoutPost: post, timeZone }) =>
      `Your ${post!.format ? FORMAT_LABELS[post!.format].toLowerCase() : 'post'} of ${postDateText(new Date(post!.takenAt), timeZone)} got ${post!.ratio}× your median engagement (${count(post!.interactions)} likes and comments against ${count(post!.medianInteractions)}): publish more posts in the same format and topic.`,
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
  // The general advice fills in only while the account's own posts name no best time.
  {
    impact: 10,
    applies: (f) => !f.whenToPost || bestTimeText(f.whenToPost) === undefined,
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
