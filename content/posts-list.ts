/** Copy of the posts list (Analytics' 'See all posts'): every analysed post with its figures. */
import type { PostFormat } from '../contracts/profile';
import type { PostSort } from '../domain/post-order';
import { formatName } from './post-formats';

export const POSTS_LIST_COPY = {
  title: 'Your posts',
  seeAll: 'See all posts',
  sortLabel: 'Sort by',
  formatLabel: 'Format',
  listName: 'Posts',
  loading: 'Loading your posts',
  empty: 'No posts analysed yet. Your posts will appear here once the analysis is complete.',
  noneOfFormat: 'None of your analysed posts has this format.',
  likes: 'Likes',
  comments: 'Comments',
  engagement: 'Engagement',
  hidden: 'hidden',
  imageAlt: 'Your post',
} as const;

export const SORT_LABELS: Record<PostSort, string> = {
  newest: 'Newest',
  likes: 'Most likes',
  comments: 'Most comments',
  engagement: 'Most engagement (likes + comments)',
};

/** The format filter's options: 'All formats', 'Reels'. */
export const formatFilterText = (format: PostFormat | null) => (format === null ? 'All formats' : formatName(format));

/** '50 analysed posts'; with a filter, '12 of 50 analysed posts'. */
export const shownText = (shown: number, total: number) =>
  `${shown === total ? '' : `${shown.toLocaleString('en-US')} of `}${total.toLocaleString('en-US')} analysed ${total === 1 ? 'post' : 'posts'}`;
