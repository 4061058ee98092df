// Most liked and most commented posts, and the Likes and Comments cards.
import { describe, expect, it } from 'vitest';
import { activityCategories } from '../../../server/profile-engine/activity.ts';
import { TOP_POSTS_COUNT } from '../../../server/profile-engine/limits.ts';
import { topPosts } from '../../../server/profile-engine/top-posts.ts';
import { post, users } from './fixtures/build.ts';

describe('top posts', () => {
  const older = post({
    picUrl: 'https://cdn.example/older.jpg',
    takenAt: '2026-01-01T08:00:00+02:00',
    likes: 50,
    comments: 9,
  });
  const newer = post({
    picUrl: 'https://cdn.example/newer.jpg',
    takenAt: '2026-02-01T00:00:00Z',
    likes: 50,
    comments: 1,
  });
  const best = post({
    picUrl: 'https://cdn.example/best.jpg',
    takenAt: '2026-01-15T00:00:00Z',
    likes: 90,
    comments: 3,
    owner: 'anna',
  });

  it('lists the most liked first with picture, ISO date, count and author; ties go to the newer post', () => {
    expect(topPosts([older, newer, best]).mostLikedPosts).toEqual([
      { postPicUrl: 'https://cdn.example/best.jpg', date: '2026-01-15T00:00:00.000Z', count: 90, user: 'anna' },
      { postPicUrl: 'https://cdn.example/newer.jpg', date: '2026-02-01T00:00:00.000Z', count: 50, user: 'me' },
      { postPicUrl: 'https://cdn.example/older.jpg', date: '2026-01-01T06:00:00.000Z', count: 50, user: 'me' },
    ]);
  });

  it('lists the most commented first, counting comments', () => {
    expect(topPosts([older, newer, best]).mostCommentedPosts.map((top) => top.count)).toEqual([9, 3, 1]);
  });

  it(`keeps the top ${TOP_POSTS_COUNT}`, () => {
    const many = Array.from({ length: TOP_POSTS_COUNT + 3 }, (_, index) => post({ likes: index }));
    expect(topPosts(many).mostLikedPosts.map((top) => top.count)).toEqual([7, 6, 5, 4, 3]);
  });

  it('is empty without posts', () => {
    expect(topPosts([])).toEqual({ mostLikedPosts: [], mostCommentedPosts: [] });
  });

  it('leaves a post whose like count is hidden out of the most liked, not out of the most commented', () => {
    const hidden = post({ picUrl: 'https://cdn.example/hidden.jpg', likes: null, comments: 7 });
    expect(topPosts([older, hidden]).mostLikedPosts.map((top) => top.postPicUrl)).toEqual([
      'https://cdn.example/older.jpg',
    ]);
    expect(topPosts([older, hidden]).mostCommentedPosts.map((top) => top.count)).toEqual([9, 7]);
  });
});

describe('likes and comments cards', () => {
  it('total the counts of the analysed posts and list the most active accounts first', () => {
    const posts = [
      post({ likes: 120, comments: 4, likers: ['ben', 'anna'], commenters: ['cara'] }),
      post({ likes: 80, comments: 2, likers: ['Anna'], commenters: ['cara', 'dan'] }),
    ];
    expect(activityCategories(posts)).toEqual({
      likes: { totalValue: 200, items: users('anna', 'ben') },
      comments: { totalValue: 6, items: users('cara', 'dan') },
    });
  });

  it('total only the like counts that are shown', () => {
    // 120 + hidden (not 0, just unknown) + 80 = 200 known likes; comments 4 + 5 + 2 = 11.
    const posts = [
      post({ likes: 120, comments: 4 }),
      post({ likes: null, comments: 5 }),
      post({ likes: 80, comments: 2 }),
    ];
    expect(activityCategories(posts)).toEqual({
      likes: { totalValue: 200, items: [] },
      comments: { totalValue: 11, items: [] },
    });
  });

  it('are 0 without posts', () => {
    expect(activityCategories([])).toEqual({
      likes: { totalValue: 0, items: [] },
      comments: { totalValue: 0, items: [] },
    });
  });
});
