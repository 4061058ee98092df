/** The Likes and Comments cards (spec 2.7 "Likes & Comments"). */
import type { OtherCategoryKey, ProfileCategory } from '../../content/profile-data.ts';
import { MAX_CATEGORY_ITEMS } from './limits.ts';
import { type AnalysedPost, usernameKey } from './source.ts';

/** Total likes / comments over the analysed posts; items are the accounts that gave the most of them. */
export function activityCategories(posts: AnalysedPost[]): Record<OtherCategoryKey, ProfileCategory> {
  return {
    likes: activityOf(posts, (post) => post.likes, (post) => post.likers),
    comments: activityOf(posts, (post) => post.comments, (post) => post.commenters),
  };
}

function activityOf(
  posts: AnalysedPost[],
  count: (post: AnalysedPost) => number,
  accounts: (post: AnalysedPost) => string[],
): ProfileCategory {
  const tally = new Map<string, { username: string; times: number }>();
  for (const username of posts.flatMap(accounts)) {
    const entry = tally.get(usernameKey(username)) ?? { username, times: 0 };
    tally.set(usernameKey(username), { ...entry, times: entry.times + 1 });
  }
  const mostActive = [...tally.values()].sort((a, b) => b.times - a.times).slice(0, MAX_CATEGORY_ITEMS);
  return {
    totalValue: posts.reduce((sum, post) => sum + count(post), 0),
    items: mostActive.map(({ username }) => ({ username })),
  };
}
