// Which lost followers the latest export explains (the subscriber blocked, restricted or unfollowed
// them first), computed by hand for a small account.
import { expect, it } from 'vitest';
import { lostToOwnDoings } from '../../../server/profile-engine/lost-reasons.ts';
import type { ProfileSource } from '../../../server/profile-engine/source.ts';

const users = (...usernames: string[]) => usernames.map((username) => ({ username }));
const source = (changes: Partial<ProfileSource>): ProfileSource => ({
  followerCount: 2,
  followingCount: 0,
  previousFollowers: ['ann', 'Bea', 'cal', 'dan', 'eve'],
  followers: users('ann', 'fay'),
  ownDoings: { unfollowed: ['bea', 'zed', 'ann'], blocked: ['cal'], restricted: ['cal', 'dan'] },
  ...changes,
});

it('counts the lost followers the subscriber unfollowed first, and those they blocked or restricted', () => {
  // Lost: Bea (unfollowed, any case), cal (blocked before restricted), dan (restricted), eve (left).
  // ann was unfollowed but still follows; zed never followed.
  expect(lostToOwnDoings(source({}))).toEqual({ youUnfollowed: 1, blockedOrRestricted: 2 });
});

it('tells nothing without two snapshots or without the export’s lists of doings', () => {
  expect(lostToOwnDoings(source({ previousFollowers: undefined }))).toBeNull();
  expect(lostToOwnDoings(source({ ownDoings: undefined }))).toBeNull();
  expect(lostToOwnDoings(source({ ownDoings: {} }))).toEqual({ youUnfollowed: 0, blockedOrRestricted: 0 });
});
