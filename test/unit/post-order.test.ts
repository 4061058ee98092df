// The posts list's orders and format filter (domain/post-order.ts) on five hand-made posts, newest
// first as the document lists them: highest first, equal figures newest first, hidden likes last.
import { describe, expect, it } from 'vitest';
import type { AnalysedPostView } from '../../contracts/profile';
import { engagementOf, orderedPosts } from '../../domain/post-order';

const post = (name: string, format: AnalysedPostView['format'], likes: number | null, comments: number) => ({
  picUrl: `/media/posts/${name}.svg`,
  takenAt: '2025-03-05T10:00:00Z',
  format,
  likes,
  comments,
});
// Engagement (likes + comments): a 15, b hidden, c 31, d 18, e 0.
const POSTS: AnalysedPostView[] = [
  post('a', 'reel', 10, 5),
  post('b', 'image', null, 20),
  post('c', 'carousel', 30, 1),
  post('d', 'reel', 10, 8),
  post('e', 'reel', 0, 0),
];
const names = (posts: AnalysedPostView[]) => posts.map((shown) => shown.picUrl.slice(13, 14)).join('');

describe('posts list order', () => {
  it('newest keeps the document order', () => {
    expect(names(orderedPosts(POSTS, 'newest', null))).toBe('abcde');
  });

  it('likes: most first, a tie newest first, a known 0 before hidden likes', () => {
    expect(names(orderedPosts(POSTS, 'likes', null))).toBe('cadeb');
  });

  it('comments: most first, hidden likes do not matter', () => {
    expect(names(orderedPosts(POSTS, 'comments', null))).toBe('bdace');
  });

  it('engagement: likes + comments, most first, hidden likes last', () => {
    expect(names(orderedPosts(POSTS, 'engagement', null))).toBe('cdaeb');
    expect(POSTS.map(engagementOf)).toEqual([15, null, 31, 18, 0]);
  });

  it('a format shows only its posts, in the order chosen', () => {
    expect(names(orderedPosts(POSTS, 'comments', 'reel'))).toBe('dae');
    expect(names(orderedPosts(POSTS, 'likes', 'reel'))).toBe('ade');
    expect(orderedPosts(POSTS, 'newest', 'video')).toEqual([]);
  });

  it('leaves the document list as it was', () => {
    orderedPosts(POSTS, 'likes', null);
    expect(names(POSTS)).toBe('abcde');
  });
});
