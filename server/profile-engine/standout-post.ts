/** The post far above the account's usual engagement, that its recommendation names. Pure. */
import type { PostFormat } from '../../contracts/profile.ts';
import { interactionsOf, median } from './median.ts';
import type { AnalysedPost } from './source.ts';

/** A post with at least this multiple of the median likes + comments stands out. */
const STANDOUT_RATIO = 3;
/** Fewer posts showing their likes than this give no median worth comparing with. */
const MIN_POSTS = 5;

export interface StandoutPost {
  format: PostFormat | null;
  takenAt: string;
  interactions: number;
  medianInteractions: number;
  /** Interactions over the median, one decimal. */
  ratio: number;
}

/** The post with the most likes + comments, if it stands out from the posts that show their likes. */
export function standoutPost(posts: AnalysedPost[]): StandoutPost | null {
  const counted = posts.flatMap((post) => {
    const interactions = interactionsOf(post);
    return interactions === null ? [] : [{ post, interactions }];
  });
  if (counted.length < MIN_POSTS) return null;
  const overall = median(counted.map(({ interactions }) => interactions));
  const top = counted.reduce((a, b) => (b.interactions > a.interactions ? b : a));
  const ratio = Math.round((top.interactions / overall) * 10) / 10;
  if (overall === 0 || ratio < STANDOUT_RATIO) return null;
  return {
    format: top.post.format ?? null,
    takenAt: top.post.takenAt,
    interactions: top.interactions,
    medianInteractions: overall,
    ratio,
  };
}
