/**
 * The other lists of a test account's export (development only): whom it blocked, restricted,
 * recently unfollowed, asked to follow, and its close friends. Some of the followers snapshot 2 lost
 * are in the first three, so their loss has a reason: blocked or restricted between the two exports,
 * or unfollowed by the account shortly before the first (and they unfollowed back since). Only
 * followers it does not follow get a reason, as its following list is the same in both snapshots;
 * the others just left.
 */
import type { OptionalList } from '../../../content/export-upload.ts';
import {
  SNAPSHOT_DATES,
  standInFollowers,
  standInFollowing,
  standInStranger,
  type Snapshot,
  type StandInAccountKey,
  type StandInFollow,
} from './accounts.ts';

const DAY_MS = 86_400_000;
/** Lost followers take these reasons in turn; every fourth just left. */
const REASONS = ['blocked', 'restricted', 'unfollowed', 'left'] as const;
const CLOSE_FRIENDS = 5;

const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);
const newestFirst = (follows: StandInFollow[]) => follows.sort((a, b) => b.at.getTime() - a.at.getTime());

/** `usernames` dated evenly between the two exports. */
function betweenSnapshots(usernames: string[]): StandInFollow[] {
  const [first, second] = [SNAPSHOT_DATES[1].getTime(), SNAPSHOT_DATES[2].getTime()];
  const stepMs = (second - first) / (usernames.length + 1);
  return usernames.map((username, k) => ({ username, at: new Date(first + Math.round((k + 1) * stepMs)) }));
}

/** The lists of the account's export of `snapshot`, each newest first. */
export function standInRelationships(
  key: StandInAccountKey,
  snapshot: Snapshot,
): Record<OptionalList, StandInFollow[]> {
  const following = standInFollowing(key);
  const followed = new Set(following.map((follow) => follow.username));
  const kept = new Set(standInFollowers(key, 2).map((follow) => follow.username));
  const followers = new Set(standInFollowers(key, snapshot).map((follow) => follow.username));
  const lostUnfollowed = standInFollowers(key, 1).filter(
    (follow) => !kept.has(follow.username) && !followed.has(follow.username),
  );
  const lostFor = (reason: (typeof REASONS)[number]) =>
    lostUnfollowed.filter((_, n) => REASONS[n % REASONS.length] === reason).map((follow) => follow.username);
  const sinceFirst = (reason: 'blocked' | 'restricted') => (snapshot === 2 ? betweenSnapshots(lostFor(reason)) : []);
  const madeAt = SNAPSHOT_DATES[1];
  return {
    blocked: newestFirst([
      ...sinceFirst('blocked'),
      { username: standInStranger(key, 0), at: daysBefore(madeAt, 200) },
    ]),
    restricted: newestFirst(sinceFirst('restricted')),
    unfollowed: lostFor('unfollowed').map((username, k) => ({ username, at: daysBefore(madeAt, k + 1) })),
    pendingRequests: [1, 2].map((s) => ({ username: standInStranger(key, s), at: daysBefore(madeAt, 3 * s) })),
    closeFriends: following.filter((follow) => followers.has(follow.username)).slice(0, CLOSE_FRIENDS),
  };
}
