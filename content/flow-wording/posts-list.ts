/** The posts list's order and filter (machines/posts-list.machine.ts) in words: see wording.ts. */
import type { PostFormat } from '../../contracts/profile';
import type { PostSort } from '../../domain/post-order';
import { formatFilterText, POSTS_LIST_COPY as COPY, SORT_LABELS } from '../posts-list';
import type { FlowWording } from './wording';

export const wording: FlowWording = {
  precondition: () =>
    "A signed-in subscriber whose posts are analysed presses 'See all posts' on Analytics: the posts show newest first, of every format.",
  steps: {
    'posts.sort': (event) => `Choose '${SORT_LABELS[event.by as PostSort]}' under '${COPY.sortLabel}'`,
    'posts.filter': (event) =>
      `Choose '${formatFilterText(event.format as PostFormat | null)}' under '${COPY.formatLabel}'`,
  },
};
