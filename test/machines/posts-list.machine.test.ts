/**
 * Model-based test of the posts list's order and filter: every transition of the machine on live
 * actors. After each step the order shown is the last one chosen (newest before any), and the
 * format shown the last one picked (every format before any, or after 'All formats'). The suite
 * fails below 100 % of states and transitions.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { PostsListEvent } from '../../machines/posts-list.machine';
import { postsListMachine, selectFormat, selectSort } from '../../machines/posts-list.machine';
import { modelSuite } from '../harness/model-suite';

const events: PostsListEvent[] = [
  { type: 'posts.sort', by: 'newest' },
  { type: 'posts.sort', by: 'likes' },
  { type: 'posts.sort', by: 'comments' },
  { type: 'posts.sort', by: 'engagement' },
  { type: 'posts.filter', format: 'reel' },
  { type: 'posts.filter', format: 'carousel' },
  { type: 'posts.filter', format: null },
];

const serialize = (snapshot: SnapshotFrom<typeof postsListMachine>) =>
  JSON.stringify({ sort: selectSort(snapshot), format: selectFormat(snapshot) });

modelSuite(postsListMachine, {
  events: () => events,
  serialize,
  afterPath: (path) => {
    let expected = { sort: 'newest', format: null as string | null };
    for (const step of path.steps) {
      const event = step.event as PostsListEvent;
      expected = event.type === 'posts.sort' ? { ...expected, sort: event.by } : { ...expected, format: event.format };
      expect(JSON.parse(step.expected)).toEqual(expected);
    }
  },
});
