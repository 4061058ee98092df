/**
 * The demo accounts' data: per account an audience that evolves day by day and a stream of
 * posts, computed from the account and the day alone (no storage, no clock: the caller passes the
 * time), so the same day always gives the same data and every 24 hours give a new day.
 *
 * The audience is a window sliding over an endless sequence of people: each day the newest
 * `dailyNewFollowers` join at its front and about as many leave at its back, so yesterday's and
 * today's follower lists share everyone but the lost and the new.
 */
import type { ProfileUser } from '../../../contracts/profile.ts';
import type { DemoData } from '../../profile-sources/demo-accounts.ts';
import { stableHash } from '../../functions/stable-hash.ts';
import { demoPosts } from './posts.ts';
import type { DemoProfile } from './profiles.ts';
import { between, randomFrom, unit } from './random.ts';
import { audienceUsername, outsiderUsername } from './usernames.ts';

export { DEMO_PROFILES, type DemoProfile } from './profiles.ts';

const DAY_MS = 24 * 3_600_000;
/** Day 0 starts here (plus the account's phase). Earlier times give negative days, computed the same way. */
export const DEMO_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Share of the followed accounts that follow back (friends); the rest are outsiders. */
const FOLLOW_BACK_SHARE = 0.7;
/** Followers who never engage, whatever the likes; a low engagement level leaves more of them inactive. */
const NEVER_ENGAGING_SHARE = 0.05;
/** Followers who like most posts and often comment: the top of the Likes and Comments cards. */
const SUPERFAN_SHARE = 0.01;

const SIZE = stableHash('size');
const NEW_FOLLOWERS = stableHash('new-followers');
const FOLLOWS_BACK = stableHash('follows-back');
const ACTIVITY = stableHash('activity');

/** The day `now` falls in and when it started: the document's update time, never in the future and less than 24 hours ago. */
export function demoDay(profile: DemoProfile, now: Date): { day: number; updatedAt: Date } {
  const day = Math.floor((now.getTime() - DEMO_EPOCH_MS - profile.phaseMs) / DAY_MS);
  return { day, updatedAt: new Date(dayStartMs(profile, day)) };
}

const dayStartMs = (profile: DemoProfile, day: number) => DEMO_EPOCH_MS + profile.phaseMs + day * DAY_MS;

/** The account's data on `day`: followers then and the day before, whom it follows and its latest posts. Same input, same output. */
export function demoSource(profile: DemoProfile, day: number): DemoData {
  const seed = stableHash(profile.handle);
  const user = (position: number): ProfileUser => ({ username: audienceUsername(position, seed) });
  const end = audienceEnd(profile, seed, day);
  const start = end - audienceSize(profile, seed, day);
  const previousEnd = end - newFollowersOn(profile, seed, day);
  // Newest first, as an Instagram export lists them.
  const members = newestFirst(start, end).map((position) => ({
    position,
    user: user(position),
    activity: unit(seed, ACTIVITY, position),
  }));
  // The day before shares everyone but the new and the lost: their entries are reused.
  const previous = newestFirst(previousEnd - audienceSize(profile, seed, day - 1), previousEnd).map((position) =>
    position >= start ? members[end - 1 - position].user : user(position),
  );

  const followBackChance = (profile.followingCount * FOLLOW_BACK_SHARE) / profile.followerCount;
  const friends = members.filter(({ position }) => unit(seed, FOLLOWS_BACK, position) < followBackChance);
  const notFollowingBack = outsiders(seed, 0, Math.round(profile.followingCount * (1 - FOLLOW_BACK_SHARE)));
  // Secret fans come in the tens: a pool that grows with the audience.
  const secretFanPool = outsiders(
    seed,
    notFollowingBack.length,
    Math.min(60, Math.max(12, Math.round(profile.followerCount / 150))),
  );

  const usernamesWhere = (test: (activity: number) => boolean) =>
    members.filter(({ activity }) => test(activity)).map(({ user }) => user.username);
  const superfanBelow = NEVER_ENGAGING_SHARE + SUPERFAN_SHARE;
  const posts = demoPosts({ ...profile, seed }, profile.postCount, dayStartMs(profile, day), {
    regulars: usernamesWhere((activity) => activity >= superfanBelow),
    superfans: usernamesWhere((activity) => activity >= NEVER_ENGAGING_SHARE && activity < superfanBelow),
    outsiders: secretFanPool.map((account) => account.username),
  });

  return {
    followers: members.map((member) => member.user),
    previousFollowers: previous.map((user) => user.username),
    following: [...friends.map((member) => member.user), ...notFollowingBack],
    posts,
  };
}

/** The account's follower count on `day` (the length of that day's follower list), without building the list. */
export const demoFollowerCount = (profile: DemoProfile, day: number) =>
  audienceSize(profile, stableHash(profile.handle), day);

/** One past the newest position of the audience on `day`: the sum of the new followers since day 0 (or, before it, minus those until day 0). */
function audienceEnd(profile: DemoProfile, seed: number, day: number): number {
  let end = audienceSize(profile, seed, 0);
  for (let d = 1; d <= day; d++) end += newFollowersOn(profile, seed, d);
  for (let d = day + 1; d <= 0; d++) end -= newFollowersOn(profile, seed, d);
  return end;
}

const newFollowersOn = (profile: DemoProfile, seed: number, day: number) =>
  between(randomFrom(seed, NEW_FOLLOWERS, day), profile.dailyNewFollowers.min, profile.dailyNewFollowers.max);

/**
 * The follower count on `day`: it swings within half the minimum of new followers per day, so the
 * lost followers (the new ones minus the growth) are at least the other half of that minimum.
 */
function audienceSize(profile: DemoProfile, seed: number, day: number): number {
  const swing = Math.floor(profile.dailyNewFollowers.min / 2);
  return profile.followerCount + Math.floor(unit(seed, SIZE, day) * (swing + 1)) - Math.floor(swing / 2);
}

function newestFirst(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => end - 1 - i);
}

function outsiders(seed: number, from: number, count: number): ProfileUser[] {
  return Array.from({ length: count }, (_, i) => ({ username: outsiderUsername(from + i, seed) }));
}
