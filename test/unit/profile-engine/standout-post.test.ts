// The post far above the account's median likes + comments, computed by hand.
import { expect, it } from 'vitest';
import type { PostFormat } from '../../../contracts/profile.ts';
import { standoutPost } from '../../../server/profile-engine/standout-post.ts';
import type { AnalysedPost } from '../../../server/profile-engine/source.ts';

const post = (interactions: number | null, format?: PostFormat, takenAt = '2026-11-01T12:00:00Z'): AnalysedPost => ({
  picUrl: '',
  takenAt,
  owner: 'me',
  format,
  likes: interactions === null ? null : interactions - 5,
  comments: 5,
  likers: [],
  commenters: [],
});

const usual = [post(100, 'image'), post(90, 'image'), post(110, 'carousel'), post(95, 'image'), post(105, 'reel')];

it('names the post with 3× the median or more, with its format, date and figures', () => {
  // 90 95 100 105 110 400 → median 102.5; 400 / 102.5 = 3.9.
  expect(standoutPost([...usual, post(400, 'reel', '2026-05-12T22:30:00Z'), post(null, 'video')])).toEqual({
    format: 'reel',
    takenAt: '2026-05-12T22:30:00Z',
    interactions: 400,
    medianInteractions: 102.5,
    ratio: 3.9,
  });
});

it('names none below 3×, with fewer than 5 posts that show their likes, or without interactions', () => {
  expect(standoutPost([...usual, post(300)])).toBeNull(); // 300 / 102.5 = 2.9
  expect(standoutPost([post(10), post(10), post(10), post(400), post(null), post(null)])).toBeNull();
  expect(standoutPost(usual.map((p) => ({ ...p, likes: 0, comments: 0 })))).toBeNull();
});
