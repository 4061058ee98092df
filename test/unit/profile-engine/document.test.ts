// The whole `_calculatedData` from two uploaded Instagram exports plus analysed posts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculateProfileData } from '../../../server/profile-engine/document.ts';
import { parseFollowersExport, parseFollowingExport } from '../../../server/profile-engine/instagram-export.ts';
import { post, source, users } from './fixtures/build.ts';

const fixture = (name: string) => ({ name, text: readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8') });

// First upload: older format in two followers files; second upload: newer format.
const firstFollowers = parseFollowersExport([fixture('followers_1.json'), fixture('followers_2.json')]);
const latestFollowers = parseFollowersExport([fixture('followers_1.newer-format.json')]);
const following = parseFollowingExport(fixture('following.newer-format.json'));
const posts = [
  post({
    picUrl: 'https://cdn.example/a.jpg',
    takenAt: '2026-03-02T10:00:00Z',
    likes: 3,
    comments: 1,
    likers: ['anna.bakes', 'gus'],
    commenters: ['anna.bakes'],
  }),
  post({
    picUrl: 'https://cdn.example/b.jpg',
    takenAt: '2026-03-05T10:00:00Z',
    likes: 1,
    comments: 1,
    likers: ['dan.travels'],
    commenters: ['gus'],
  }),
];

describe('calculateProfileData', () => {
  const data = calculateProfileData(
    source({
      previousFollowers: firstFollowers.map((user) => user.username),
      followers: latestFollowers,
      following,
      posts,
    }),
  );

  it('turns two uploads into new and lost followers', () => {
    expect(data.audience.newFollowers).toEqual({ totalValue: 1, items: users('fay.cooks') });
    expect(data.audience.lostFollowers).toEqual({ totalValue: 2, items: users('ben_runs', 'cara.photo') });
  });

  it('fills every other category from the same figures', () => {
    expect(data.audience.friends).toEqual({ totalValue: 2, items: users('anna.bakes', 'fay.cooks') });
    expect(data.audience.fans).toEqual({ totalValue: 1, items: users('dan.travels') });
    // Followers anna.bakes, dan.travels, fay.cooks; commenters anna.bakes, gus (likers do not count).
    expect(data.audience.secretFans).toEqual({ totalValue: 1, items: users('gus') });
    expect(data.audience.inactiveFollowers).toEqual({ totalValue: 2, items: users('dan.travels', 'fay.cooks') });
    expect(data.other.likes.totalValue).toBe(4); // 3 + 1
    expect(data.other.comments.totalValue).toBe(2); // 1 + 1
  });

  it('reports engagement, top posts and the number of analysed posts', () => {
    // Interactions 3 + 1 = 4 and 1 + 1 = 2: median (2 + 4) / 2 = 3 → 3 / 3 followers = 100 %, over the
    // under-5k tier's 7.97 %: cell 5. Likes (3 + 1) / 2 = 2, comments (1 + 1) / 2 = 1 per post.
    expect(data.userEngagement).toEqual({
      engagementRate: {
        status: 'High',
        cell: 5,
        rate: 100,
        tier: { minFollowers: 0, maxFollowers: 4_999, bandStarts: [1.72, 3.38, 4.42, 7.97] },
      },
      averageLikesPerPost: 2,
      averageCommentsPerPost: 1,
    });
    expect(data.topPosts.mostLikedPosts.map((top) => top.postPicUrl)).toEqual([
      'https://cdn.example/a.jpg',
      'https://cdn.example/b.jpg',
    ]);
    expect(data.overviewStatistics).toEqual({ totalPostsAnalyzed: 2 });
  });

  it('stores recommendations from those figures', () => {
    expect(data.recommendations).toContain(
      'You lost 2 followers and gained 1 since the last update: look at what you posted in that period and post more of what your audience liked.',
    );
    expect(data.recommendations).toContain(
      'Only 2 recent posts were found: post at least three times a week so your followers see you regularly.',
    );
  });

  it('handles an account with nothing yet: a single empty upload and no posts', () => {
    const empty = calculateProfileData(source());
    expect(empty.overviewStatistics.totalPostsAnalyzed).toBe(0);
    expect(empty.audience.newFollowers.totalValue).toBeNull();
    expect(empty.audience.fans).toEqual({ totalValue: 0, items: [] });
    expect(empty.userEngagement.engagementRate).toMatchObject({ status: 'Not enough data', cell: 1, rate: null });
    expect(empty.recommendations?.[0]).toMatch(/^We found no posts to analyse/);
  });
});
