/** Which post formats work best for the account: each format's median likes + comments against all its posts'. Pure. */
import type { FormatFigures, PostFormat } from '../../contracts/profile.ts';
import { interactionsOf, median, roundRatio } from './median.ts';
import type { AnalysedPost } from './source.ts';

/** Posts whose format and like count are known count; best ratio first. Empty without such posts or interactions. */
export function formatComparison(posts: AnalysedPost[]): FormatFigures[] {
  const counted = posts.flatMap((post) => {
    const interactions = interactionsOf(post);
    return post.format && interactions !== null ? [{ format: post.format, interactions }] : [];
  });
  if (counted.length === 0) return [];
  const overall = median(counted.map((post) => post.interactions));
  if (overall === 0) return [];
  const byFormat = new Map<PostFormat, number[]>();
  for (const post of counted) byFormat.set(post.format, [...(byFormat.get(post.format) ?? []), post.interactions]);
  return [...byFormat]
    .map(([format, interactions]) => {
      const formatMedian = median(interactions);
      return {
        format,
        posts: interactions.length,
        medianInteractions: formatMedian,
        ratio: roundRatio(formatMedian / overall),
      };
    })
    .sort((a, b) => b.ratio - a.ratio || b.posts - a.posts);
}
