/** The Likes and Comments cards (spec 2.7 "Likes & Comments"). */
import type { OtherCategoryKey, ProfileCategory } from '../../contracts/profile.ts';
import { MAX_CATEGORY_ITEMS } from './limits.ts';
import { knownLikes } from './engagement.ts';
import { type AnalysedPost, usernameKey } from './source.ts';

/**
 * Total likes / comments over the analysed posts (hidden like counts left out); items are the
 * accounts that gave the most of them, as far as the source names them.
 */
export function activityCategories(posts: AnalysedPost[]): Record<OtherCategoryKey, ProfileCategory> {
  return {
    likes: activityOf(posts, knownLikes(posts), (post) => post.likers),
    comments: activityOf(
      posts,
      posts.map((post) => post.comments),
      (post) => post.commenters,
    ),
  };
}

function activityOf(
  posts: AnalysedPost[],
  counts: number[],
  accounts: (post: AnalysedPost) => string[],
): ProfileCategory {
  const tally = new Map<string, { username: string; times: number }>();
  for (const username of posts.flatMap(accounts)) {
    const entry = tally.get(usernameKey(username)) ?? { username, times: 0 };
    tally.set(usernameKey(username), { ...entry, times: entry.times + 1 });
  }
  const mostActive = [...tally.values()].sort((a, b) => b.times - a.times).slice(0, MAX_CATEGORY_ITEMS);
  return {
    totalValue: counts.reduce((sum, count) => sum + count, 0),
    items: mostActive.map(({ username }) => ({ username })),
  };
}
