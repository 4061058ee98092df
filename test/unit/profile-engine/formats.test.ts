// Which formats work best for a small account, computed by hand.
import { describe, expect, it } from 'vitest';
import type { PostFormat } from '../../../contracts/profile.ts';
import { formatComparison } from '../../../server/profile-engine/formats.ts';
import type { AnalysedPost } from '../../../server/profile-engine/source.ts';

const post = (format: PostFormat | undefined, likes: number | null, comments: number): AnalysedPost => ({
  picUrl: '',
  takenAt: '2026-11-01T12:00:00Z',
  owner: 'me',
  format,
  likes,
  comments,
  likers: [],
  commenters: [],
});

describe('formatComparison', () => {
  it("compares each format's median likes + comments with all posts' median", () => {
    const posts = [
      post('image', 40, 0), // 40
      post('image', 55, 5), // 60
      post('carousel', 90, 10), // 100
      post('carousel', 110, 10), // 120
      post('carousel', 70, 10), // 80
      post('reel', 45, 5), // 50
      post('reel', null, 9), // hidden likes: left out
      post(undefined, 500, 0), // format unknown: left out
    ];
    // All counted: 40, 50, 60, 80, 100, 120 → median 70.
    expect(formatComparison(posts)).toEqual([
      { format: 'carousel', posts: 3, medianInteractions: 100, ratio: 1.43 },
      // A tie: the format with more posts behind it first.
      { format: 'image', posts: 2, medianInteractions: 50, ratio: 0.71 },
      { format: 'reel', posts: 1, medianInteractions: 50, ratio: 0.71 },
    ]);
  });

  it('is empty without posts that show format and likes, or without any interaction', () => {
    expect(formatComparison([])).toEqual([]);
    expect(formatComparison([post(undefined, 10, 1), post('image', null, 3)])).toEqual([]);
    expect(formatComparison([post('image', 0, 0)])).toEqual([]);
  });
});
