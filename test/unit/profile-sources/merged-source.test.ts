// Merging a user's sources: lists from the export, posts and counts from the Instagram API,
// the demo data only for what no real source gives, and the kinds named as they contributed.
import { describe, expect, it } from 'vitest';
import { mergeSources } from '../../../server/profile-sources/merged-source.ts';
import type { InstagramSnapshot } from '../../../server/profile-sources/instagram-snapshot.ts';
import { post, users } from '../profile-engine/fixtures/build.ts';

const exports = {
  latest: {
    followers: users('ann', 'bob', 'cid'),
    following: users('ann'),
    unfollowed: ['dee'],
    takenAt: new Date('2026-11-20T00:00:00Z'),
  },
  previous: { usernames: ['ann', 'dee'], followedAt: [null, null] },
};
const instagram: InstagramSnapshot = {
  account: {
    userId: '1784',
    username: 'me',
    accountType: 'creator',
    followersCount: 4_812,
    followsCount: 604,
    mediaCount: 80,
  },
  posts: [post({ likes: 10, comments: 2, commenters: ['bob', 'zed'] })],
  insights: [],
  fetchedAt: new Date('2026-11-25T06:00:00Z'),
};
const demo = {
  followers: users('d1'),
  previousFollowers: ['d0'],
  following: users('d2'),
  posts: [post({ likes: 1 })],
};

describe('mergeSources', () => {
  it('has nothing to merge without a source', () => {
    expect(mergeSources({})).toBeUndefined();
  });

  it("an export alone: its lists, its counts, the latest one's doings that explain lost followers, no posts (unknown, not none)", () => {
    const { source, kinds } = mergeSources({ exports })!;
    expect(kinds).toEqual(['export']);
    expect(source).toEqual({
      followerCount: 3,
      followingCount: 1,
      followers: exports.latest.followers,
      previousFollowers: exports.previous.usernames,
      following: exports.latest.following,
      ownDoings: { blocked: undefined, restricted: undefined, unfollowed: ['dee'] },
      posts: undefined,
    });
  });

  it('the API alone: the counts of the account itself and its posts, no lists', () => {
    const { source, kinds } = mergeSources({ instagram })!;
    expect(kinds).toEqual(['instagram']);
    expect(source).toMatchObject({
      followerCount: 4_812,
      followingCount: 604,
      followers: undefined,
      following: undefined,
      posts: instagram.posts,
    });
  });

  it('both: lists from the export, counts and posts from the API', () => {
    const { source, kinds } = mergeSources({ exports, instagram })!;
    expect(kinds).toEqual(['export', 'instagram']);
    expect(source).toMatchObject({ followerCount: 4_812, followers: exports.latest.followers, posts: instagram.posts });
  });

  it('a demo account: the demo data fills what its own sources do not give, and is named only then', () => {
    expect(mergeSources({ demo })!.kinds).toEqual(['demo']);
    expect(mergeSources({ demo, exports })).toMatchObject({
      kinds: ['demo', 'export'],
      source: { followers: exports.latest.followers, posts: demo.posts },
    });
    expect(mergeSources({ demo, instagram })).toMatchObject({
      kinds: ['demo', 'instagram'],
      source: { followers: demo.followers, posts: instagram.posts },
    });
    expect(mergeSources({ demo, exports, instagram })!.kinds).toEqual(['export', 'instagram']);
  });
});
