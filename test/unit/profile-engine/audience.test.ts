// The audience categories and their definitions (docs/analytics.md).
import { describe, expect, it } from 'vitest';
import { audienceCategories } from '../../../server/profile-engine/audience.ts';
import { MAX_CATEGORY_ITEMS } from '../../../server/profile-engine/limits.ts';
import { post, source, users } from './fixtures/build.ts';

const namesOf = (category: { items: { username: string }[] }) => category.items.map((user) => user.username);

describe('new and lost followers', () => {
  it('are the difference of two follower snapshots', () => {
    const audience = audienceCategories(
      source({ previousFollowers: ['anna', 'ben', 'cara'], followers: users('Anna', 'cara', 'dan', 'eva') }),
    );
    expect(audience.newFollowers).toEqual({ totalValue: 2, items: users('dan', 'eva') });
    expect(audience.lostFollowers).toEqual({ totalValue: 1, items: users('ben') });
  });

  it('wait for a newer export with a single snapshot: no number, the tile says what unlocks them', () => {
    const audience = audienceCategories(source({ followers: users('anna') }));
    expect(audience.newFollowers).toEqual({ totalValue: null, items: [], unlock: 'second-export' });
    expect(audience.lostFollowers).toEqual({ totalValue: null, items: [], unlock: 'second-export' });
  });

  it("name accounts as the document does: an export's follow dates stay out of it", () => {
    const dated = (username: string) => ({ username, followedAt: Date.UTC(2026, 0, 1) / 1000 });
    const audience = audienceCategories(source({ previousFollowers: [], followers: [dated('anna')] }));
    expect(audience.newFollowers.items).toStrictEqual([{ username: 'anna' }]);
  });

  it('are 0 when two snapshots are equal', () => {
    const audience = audienceCategories(source({ previousFollowers: ['anna'], followers: users('anna') }));
    expect(audience.newFollowers.totalValue).toBe(0);
    expect(audience.lostFollowers.totalValue).toBe(0);
  });
});

describe('friends and fans', () => {
  const audience = audienceCategories(
    source({ followers: users('anna', 'ben', 'cara'), following: users('ANNA', 'zoe') }),
  );

  it('friends are mutual: they follow you and you follow them', () => {
    expect(audience.friends).toEqual({ totalValue: 1, items: users('anna') });
  });

  it('fans follow you without a follow back', () => {
    expect(audience.fans).toEqual({ totalValue: 2, items: users('ben', 'cara') });
  });
});

describe('secret fans and inactive followers: from commenters only (likers are unknowable from the API and the export)', () => {
  const posts = [
    post({ likers: ['anna', 'stranger', 'me'], commenters: ['lurker', 'Lurker'] }),
    post({ likers: ['Stranger'], commenters: ['ben', 'Me', 'lurker'] }),
  ];
  // Followers anna, ben, cara, dan. Commenters, the owner 'me' excluded and case folded: lurker, ben.
  const audience = audienceCategories(source({ followers: users('anna', 'ben', 'cara', 'dan'), posts }));

  it('secret fans commented but do not follow you (your own account excluded, each counted once)', () => {
    // Commenters not following: lurker (commented three times) → 1. 'stranger' only liked: not a secret fan.
    expect(audience.secretFans).toEqual({ totalValue: 1, items: users('lurker') });
  });

  it('inactive followers follow you but did not comment on an analysed post, even if they liked one', () => {
    // Followers minus commenters: anna (liked only), cara, dan → 3; ben commented.
    expect(audience.inactiveFollowers).toEqual({ totalValue: 3, items: users('anna', 'cara', 'dan') });
  });

  it('are no secret fans and every follower inactive when nobody commented', () => {
    // Likes but no comments: 0 commenters → 0 secret fans; all 2 followers inactive.
    const noComments = audienceCategories(
      source({ followers: users('anna', 'ben'), posts: [post({ likes: 9, likers: ['anna', 'zed'] })] }),
    );
    expect(noComments.secretFans).toEqual({ totalValue: 0, items: [] });
    expect(noComments.inactiveFollowers).toEqual({ totalValue: 2, items: users('anna', 'ben') });
  });

  it('need the Instagram API when no source gives posts (an export only)', () => {
    const exportOnly = audienceCategories(source({ followers: users('anna'), posts: undefined }));
    expect(exportOnly.secretFans).toEqual({ totalValue: null, items: [], unlock: 'instagram' });
    expect(exportOnly.inactiveFollowers).toEqual({ totalValue: null, items: [], unlock: 'instagram' });
  });

  it('are no secret fans and every follower inactive when the account has no posts at all', () => {
    const noPosts = audienceCategories(source({ followers: users('anna'), posts: [] }));
    expect(noPosts.secretFans.totalValue).toBe(0);
    expect(noPosts.inactiveFollowers.totalValue).toBe(1);
  });
});

describe('without an export (the Instagram API lists no followers)', () => {
  it('every audience category says the export unlocks it, whatever the posts', () => {
    const apiOnly = audienceCategories({
      followerCount: 4_800,
      followingCount: 600,
      posts: [post({ commenters: ['lurker'] })],
    });
    for (const category of Object.values(apiOnly))
      expect(category).toEqual({ totalValue: null, items: [], unlock: 'export' });
  });
});

it('caps the stored items but counts every account', () => {
  const many = Array.from({ length: MAX_CATEGORY_ITEMS + 7 }, (_, index) => `fan${index}`);
  const { fans } = audienceCategories(source({ followers: users(...many) }));
  expect(fans.totalValue).toBe(MAX_CATEGORY_ITEMS + 7);
  expect(namesOf(fans)).toEqual(many.slice(0, MAX_CATEGORY_ITEMS));
});

it('is all zero for an empty account with posts', () => {
  const audience = audienceCategories(source({ previousFollowers: [], posts: [post()] }));
  for (const category of Object.values(audience)) expect(category).toEqual({ totalValue: 0, items: [] });
});
