/** Assembles the `_calculatedData` of a social-profile document (spec 3) from one source. */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import { activityCategories } from './activity.ts';
import { audienceCategories, lockedUntil } from './audience.ts';
import { userEngagement } from './engagement.ts';
import { formatComparison } from './formats.ts';
import { lostToOwnDoings } from './lost-reasons.ts';
import { DEFAULT_TIME_ZONE, whenToPost } from './posting-times.ts';
import { recommendations } from './recommendations.ts';
import type { ProfileSource } from './source.ts';
import { standoutPost } from './standout-post.ts';
import { topPosts } from './top-posts.ts';

/** `timeZone`: the subscriber's IANA zone, in which weekdays, hours and dates are counted. */
export function calculateProfileData(
  source: ProfileSource,
  timeZone = DEFAULT_TIME_ZONE,
): NonNullable<StoredProfileDocument['_calculatedData']> {
  const { followerCount, followingCount } = source;
  const posts = source.posts ?? [];
  const audience = audienceCategories(source);
  const engagement = userEngagement(posts, followerCount);
  const best = topPosts(posts);
  const formats = formatComparison(posts);
  const timing = source.posts ? whenToPost(posts, timeZone) : null;
  return {
    audience,
    other: source.posts
      ? activityCategories(posts)
      : { likes: lockedUntil('instagram'), comments: lockedUntil('instagram') },
    topPosts: best,
    userEngagement: engagement,
    overviewStatistics: { totalPostsAnalyzed: posts.length },
    recommendations: recommendations({
      followerCount,
      followingCount,
      postCount: source.posts ? posts.length : null,
      engagementCell: engagement.engagementRate.cell,
      averageLikesPerPost: engagement.averageLikesPerPost,
      averageCommentsPerPost: engagement.averageCommentsPerPost,
      newFollowers: audience.newFollowers.totalValue,
      lostFollowers: audience.lostFollowers.totalValue,
      lostToOwnDoings: lostToOwnDoings(source),
      inactiveFollowers: audience.inactiveFollowers.totalValue,
      secretFans: audience.secretFans.totalValue,
      standoutPost: standoutPost(posts),
      whenToPost: timing,
      followersSinceLastWeek: source.followersSinceLastWeek ?? null,
      timeZone,
      bestFormat: formats[0] ?? null,
      formatsCompared: formats.length,
    }),
    ...(source.posts && {
      posts: [...posts]
        .sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt))
        .map((post) => ({
          picUrl: post.picUrl,
          takenAt: post.takenAt,
          format: post.format ?? null,
          likes: post.likes,
          comments: post.comments,
        })),
      formats,
      whenToPost: timing!,
    }),
    ...(source.onlineFollowers && { onlineFollowers: source.onlineFollowers }),
  };
}
