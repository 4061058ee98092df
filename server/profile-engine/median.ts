/** Medians of the account's posts: what the format, timing and standout comparisons measure against. Pure. */
import type { AnalysedPost } from './source.ts';

/** The middle value (the mean of the two middle ones for an even count); `values` must not be empty. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Likes + comments of a post that shows its like count; null for a hidden one (unknown, not 0). */
export const interactionsOf = (post: AnalysedPost): number | null =>
  post.likes === null ? null : post.likes + post.comments;

/** A ratio as the recommendations and cards show it: two decimals. */
export const roundRatio = (ratio: number) => Math.round(ratio * 100) / 100;
