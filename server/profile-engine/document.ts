/** Assembles the `_calculatedData` of a social-profile document (spec 3) from one source. */
import type { StoredProfileDocument } from '../../content/profile-data.ts';
import { activityCategories } from './activity.ts';
import { audienceCategories } from './audience.ts';
import { userEngagement } from './engagement.ts';
import { recommendations } from './recommendations.ts';
import type { ProfileSource } from './source.ts';
import { topPosts } from './top-posts.ts';

export function calculateProfileData(source: ProfileSource): NonNullable<StoredProfileDocument['_calculatedData']> {
  const followerCount = source.followers.length;
  const audience = audienceCategories(source);
  const engagement = userEngagement(source.posts, followerCount);
  const posts = topPosts(source.posts);
  return {
    audience,
    other: activityCategories(source.posts),
    topPosts: posts,
    userEngagement: engagement,
    overviewStatistics: { totalPostsAnalyzed: source.posts.length },
    recommendations: recommendations({
      followerCount,
      followingCount: source.following.length,
      postCount: source.posts.length,
      engagementCell: engagement.engagementRate.cell,
      averageLikesPerPost: engagement.averageLikesPerPost,
      averageCommentsPerPost: engagement.averageCommentsPerPost,
      newFollowers: audience.newFollowers.totalValue,
      lostFollowers: audience.lostFollowers.totalValue,
      inactiveFollowers: audience.inactiveFollowers.totalValue,
      secretFans: audience.secretFans.totalValue,
      bestPostLikes: posts.mostLikedPosts[0]?.count ?? 0,
    }),
  };
}
