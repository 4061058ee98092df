/** Most liked and most commented posts (spec 2.7 post lists); a post with a hidden like count is not among the most liked. */
import type { TopPost } from '../../contracts/profile.ts';
import { TOP_POSTS_COUNT } from './limits.ts';
import type { AnalysedPost } from './source.ts';

export function topPosts(posts: AnalysedPost[]): { mostLikedPosts: TopPost[]; mostCommentedPosts: TopPost[] } {
  return {
    mostLikedPosts: topBy(posts, (post) => post.likes),
    mostCommentedPosts: topBy(posts, (post) => post.comments),
  };
}

/** Highest count first; among equal counts the newer post first. Posts without the count (null) are left out. */
function topBy(posts: AnalysedPost[], count: (post: AnalysedPost) => number | null): TopPost[] {
  const counted = posts.flatMap((post) => {
    const value = count(post);
    return value === null ? [] : [{ post, value }];
  });
  return counted
    .sort((a, b) => b.value - a.value || Date.parse(b.post.takenAt) - Date.parse(a.post.takenAt))
    .slice(0, TOP_POSTS_COUNT)
    .map(({ post, value }) => ({
      postPicUrl: post.picUrl,
      date: new Date(post.takenAt).toISOString(),
      count: value,
      user: post.owner,
    }));
}
