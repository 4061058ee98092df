/** The orders and the format filter of the posts list (Analytics' every analysed post). Pure. */
import type { AnalysedPostView, PostFormat } from '../contracts/profile.ts';

export const POST_SORTS = ['newest', 'likes', 'comments', 'engagement'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/** Likes + comments; unknown (null) while the owner hides the like count. */
export const engagementOf = (post: AnalysedPostView): number | null =>
  post.likes === null ? null : post.likes + post.comments;

const FIGURE: Record<Exclude<PostSort, 'newest'>, (post: AnalysedPostView) => number | null> = {
  likes: (post) => post.likes,
  comments: (post) => post.comments,
  engagement: engagementOf,
};

/**
 * The posts of `format` (every post for null), in the order of `sort`: highest first, a hidden
 * figure after every known one. The document lists posts newest first, and the sort is stable, so
 * equal figures stay newest first.
 */
export function orderedPosts(
  posts: readonly AnalysedPostView[],
  sort: PostSort,
  format: PostFormat | null,
): AnalysedPostView[] {
  const shown = format === null ? [...posts] : posts.filter((post) => post.format === format);
  if (sort === 'newest') return shown;
  const figure = FIGURE[sort];
  return shown.sort((a, b) => (figure(b) ?? -1) - (figure(a) ?? -1));
}
