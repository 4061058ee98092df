/** Most liked and most commented posts (spec 2.7 post lists). */
import type { TopPost } from '../../content/profile-data.ts';
import { TOP_POSTS_COUNT } from './limits.ts';
import type { AnalysedPost } from './source.ts';

export function topPosts(posts: AnalysedPost[]): { mostLikedPosts: TopPost[]; mostCommentedPosts: TopPost[] } {
  return {
    mostLikedPosts: topBy(posts, (post) => post.likes),
    mostCommentedPosts: topBy(posts, (post) => post.comments),
  };
}

/** Highest count first; among equal counts the newer post first. */
function topBy(posts: AnalysedPost[], count: (post: AnalysedPost) => number): TopPost[] {
  return [...posts]
    .sort((a, b) => count(b) - count(a) || Date.parse(b.takenAt) - Date.parse(a.takenAt))
    .slice(0, TOP_POSTS_COUNT)
    .map((post) => ({ postPicUrl: post.picUrl, date: new Date(post.takenAt).toISOString(), count: count(post), user: post.owner }));
}
