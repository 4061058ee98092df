/**
 * Post formats in words, and the thresholds for saying one works best: shared by the engine's
 * recommendation (server/profile-engine/recommendations.ts) and Analytics' format card.
 */
import type { FormatFigures, PostFormat } from '../contracts/profile.ts';

/** A format this many times the median engagement, over at least BEST_FORMAT_POSTS posts, is worth more of. */
export const BEST_FORMAT_RATIO = 1.3;
export const BEST_FORMAT_POSTS = 3;

/** How a format reads in a sentence: 'Your carousels get …'. */
const FORMAT_PLURALS: Record<PostFormat, string> = {
  image: 'photos',
  reel: 'reels',
  video: 'videos',
  carousel: 'carousels',
};

/** How one post's format reads: 'Carousel'. */
export const FORMAT_LABELS: Record<PostFormat, string> = {
  image: 'Photo',
  reel: 'Reel',
  video: 'Video',
  carousel: 'Carousel',
};

/** Every format, in the order lists offer them. */
export const POST_FORMATS = Object.keys(FORMAT_LABELS) as PostFormat[];

/** A format's posts as a heading or an option: 'Carousels'. */
export const formatName = (format: PostFormat) =>
  `${FORMAT_PLURALS[format][0].toUpperCase()}${FORMAT_PLURALS[format].slice(1)}`;

const count = (value: number) => value.toLocaleString('en-US');
/** '1.8×', '1.43×', '0.7×'. */
export const ratioText = (ratio: number) => `${ratio.toLocaleString('en-US', { maximumFractionDigits: 2 })}×`;

/** 'Your carousels get 1.8× your median engagement'. */
export const bestFormatText = ({ format, ratio }: FormatFigures) =>
  `Your ${FORMAT_PLURALS[format]} get ${ratioText(ratio)} your median engagement`;

export const FORMAT_CARD_COPY = {
  title: 'Post formats',
  noPosts: 'No posts with visible likes to compare formats yet.',
  tooFew: `Too few posts to compare formats yet: a format needs at least ${BEST_FORMAT_POSTS} posts with visible likes.`,
  even: `No format stands out yet: none gets ${ratioText(BEST_FORMAT_RATIO)} your median engagement over ${BEST_FORMAT_POSTS} posts or more.`,
  tableName: 'Engagement by format',
  format: 'Format',
  posts: 'Posts',
  median: 'Median likes + comments',
  ratio: 'Against your median',
  note: 'Posts with hidden likes are left out.',
} as const;

/**
 * What the format card says first (`figures` best first): the best format of those with enough
 * posts behind it, if it is well above the median, with how many; otherwise why none can be named.
 */
export function formatVerdict(figures: readonly FormatFigures[]): { headline: string; basis?: string } {
  if (figures.length === 0) return { headline: FORMAT_CARD_COPY.noPosts };
  if (figures.length === 1)
    return {
      headline: `All your analysed posts are ${FORMAT_PLURALS[figures[0].format]}: post other formats to compare them.`,
    };
  const best = figures.find((format) => format.posts >= BEST_FORMAT_POSTS);
  if (!best) return { headline: FORMAT_CARD_COPY.tooFew };
  if (best.ratio < BEST_FORMAT_RATIO) return { headline: FORMAT_CARD_COPY.even };
  return { headline: bestFormatText(best), basis: `based on ${count(best.posts)} ${FORMAT_PLURALS[best.format]}` };
}
