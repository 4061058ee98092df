/** Assembles the `_calculatedData` of a social-profile document (spec 3) from one source. */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import { activityCategories } from './activity.ts';
import { audienceCategories, lockedUntil } from './audience.ts';
import { userEngagement } from './engagement.ts';
import { formatComparison } from './formats.ts';
import { recommendations } from './recommendations.ts';
import type { ProfileSource } from './source.ts';
import { topPosts } from './top-posts.ts';

export function calculateProfileData(source: ProfileSource): NonNullable<StoredProfileDocument['_calculatedData']> {
  const { followerCount, followingCount } = source;
  const posts = source.posts ?? [];
  const audience = audienceCategories(source);
  const engagement = userEngagement(posts, followerCount);
  const best = topPosts(posts);
  const formats = formatComparison(posts);
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
      inactiveFollowers: audience.inactiveFollowers.totalValue,
      secretFans: audience.secretFans.totalValue,
      bestPostLikes: best.mostLikedPosts[0]?.count ?? 0,
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
    }),
    ...(source.onlineFollowers && { onlineFollowers: source.onlineFollowers }),
  };
}
