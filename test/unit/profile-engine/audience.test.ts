// The audience categories and their definitions (README "Profile analytics").
import { describe, expect, it } from 'vitest';
import { audienceCategories } from '../../../server/profile-engine/audience.ts';
import { MAX_CATEGORY_ITEMS } from '../../../server/profile-engine/limits.ts';
import { post, source, users } from './fixtures/build.ts';

const namesOf = (category: { items: { username: string }[] }) => category.items.map((user) => user.username);

describe('new and lost followers', () => {
  it('are the difference of two follower snapshots', () => {
    const audience = audienceCategories(
      source({ previousFollowers: users('anna', 'ben', 'cara'), followers: users('Anna', 'cara', 'dan', 'eva') }),
    );
    expect(audience.newFollowers).toEqual({ totalValue: 2, items: users('dan', 'eva') });
    expect(audience.lostFollowers).toEqual({ totalValue: 1, items: users('ben') });
  });

  it('are unknown (null, the tile shows the clock) with a single snapshot', () => {
    const audience = audienceCategories(source({ followers: users('anna') }));
    expect(audience.newFollowers).toEqual({ totalValue: null, items: [] });
    expect(audience.lostFollowers).toEqual({ totalValue: null, items: [] });
  });

  it('are 0 when two snapshots are equal', () => {
    const audience = audienceCategories(source({ previousFollowers: users('anna'), followers: users('anna') }));
    expect(audience.newFollowers.totalValue).toBe(0);
    expect(audience.lostFollowers.totalValue).toBe(0);
  });
});

describe('friends and fans', () => {
  const audience = audienceCategories(source({ followers: users('anna', 'ben', 'cara'), following: users('ANNA', 'zoe') }));

  it('friends are mutual: they follow you and you follow them', () => {
    expect(audience.friends).toEqual({ totalValue: 1, items: users('anna') });
  });

  it('fans follow you without a follow back', () => {
    expect(audience.fans).toEqual({ totalValue: 2, items: users('ben', 'cara') });
  });
});

describe('secret fans and inactive followers', () => {
  const posts = [
    post({ likers: ['anna', 'stranger', 'me'], commenters: ['lurker'] }),
    post({ likers: ['Stranger'], commenters: ['ben'] }),
  ];
  const audience = audienceCategories(source({ followers: users('anna', 'ben', 'cara', 'dan'), posts }));

  it('secret fans liked or commented but do not follow you (your own account excluded, each counted once)', () => {
    expect(audience.secretFans).toEqual({ totalValue: 2, items: users('stranger', 'lurker') });
  });

  it('inactive followers follow you but neither liked nor commented on an analysed post', () => {
    expect(audience.inactiveFollowers).toEqual({ totalValue: 2, items: users('cara', 'dan') });
  });

  it('are unknown without analysed posts', () => {
    const withoutPosts = audienceCategories(source({ followers: users('anna') }));
    expect(withoutPosts.secretFans.totalValue).toBeNull();
    expect(withoutPosts.inactiveFollowers.totalValue).toBeNull();
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
