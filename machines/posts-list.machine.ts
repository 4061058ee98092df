/**
 * The posts list's order and filter (Analytics' 'See all posts'): newest first until the
 * subscriber sorts by likes, comments or engagement (likes + comments), and every format until
 * they pick one. The posts themselves are the profile document's, which the insight status keeps
 * (machines/insight-status.machine.ts); domain/post-order.ts orders them as this machine says.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { PostFormat } from '../contracts/profile';
import type { PostSort } from '../domain/post-order';

export interface PostsListContext {
  /** The format shown (read only while the filter is on one). */
  format: PostFormat | null;
}

export type PostsListEvent = { type: 'posts.sort'; by: PostSort } | { type: 'posts.filter'; format: PostFormat | null };

type FilterEvent = Extract<PostsListEvent, { type: 'posts.filter' }>;

const picked = ({ event }: { event: FilterEvent }) => ({ format: event.format });

export const postsListMachine = setup({
  types: {
    context: {} as PostsListContext,
    events: {} as PostsListEvent,
  },
  actions: {
    assignFormat: assign((_, { format }: { format: PostFormat | null }) => ({ format })),
  },
  guards: {
    // The event's order is the transition's: one transition per order, so each is a line of the diagram.
    isSortedBy: ({ event }, { sort }: { sort: PostSort }) => event.type === 'posts.sort' && event.by === sort,
    isEveryFormat: (_, { format }: { format: PostFormat | null }) => format === null,
  },
}).createMachine({
  id: 'postsList',
  context: { format: null },
  type: 'parallel',
  states: {
    sort: {
      description: "The order of the posts, chosen under 'Sort by'.",
      initial: 'newest',
      on: {
        'posts.sort': [
          { guard: { type: 'isSortedBy', params: { sort: 'newest' } }, target: '.newest' },
          { guard: { type: 'isSortedBy', params: { sort: 'likes' } }, target: '.likes' },
          { guard: { type: 'isSortedBy', params: { sort: 'comments' } }, target: '.comments' },
          { guard: { type: 'isSortedBy', params: { sort: 'engagement' } }, target: '.engagement' },
        ],
      },
      states: {
        newest: { description: 'Newest post first, as the analysis lists them.' },
        likes: { description: 'Most liked first; posts whose likes are hidden come last.' },
        comments: { description: 'Most commented first.' },
        engagement: {
          description: 'Most likes + comments first; posts whose likes are hidden come last.',
        },
      },
    },
    filter: {
      description: "Which formats are shown, chosen under 'Format'.",
      initial: 'everyFormat',
      on: {
        'posts.filter': [
          {
            guard: { type: 'isEveryFormat', params: picked },
            target: '.everyFormat',
            actions: { type: 'assignFormat', params: picked },
          },
          { target: '.oneFormat', actions: { type: 'assignFormat', params: picked } },
        ],
      },
      states: {
        everyFormat: { description: 'Posts of every format are shown.' },
        oneFormat: {
          description: 'Only the posts of the chosen format are shown (photos, reels, videos or carousels).',
        },
      },
    },
  },
});

type PostsListSnapshot = SnapshotFrom<typeof postsListMachine>;

/** The order chosen. */
export const selectSort = (s: PostsListSnapshot): PostSort => s.value.sort;

/** The format shown; null for every format. */
export const selectFormat = (s: PostsListSnapshot) => (s.matches({ filter: 'oneFormat' }) ? s.context.format : null);
