/**
 * Why a lost follower is gone, where the latest export tells: the subscriber blocked,
 * restricted or unfollowed them (in that order); otherwise they simply left. Pure.
 */
import type { LostReason } from '../../contracts/audience-lists.ts';
import { type ProfileSource, usernameKey } from './source.ts';

/** The export's lists of the subscriber's own doings (usernames). */
export interface OwnDoings {
  blocked?: string[];
  restricted?: string[];
  unfollowed?: string[];
}

/** The reason for a lost follower's username key, or null when the export says nothing of them. */
export function lostReasonOf(doings: OwnDoings): (key: string) => LostReason | null {
  const keysOf = (usernames: string[] = []) => new Set(usernames.map(usernameKey));
  const reasons: [LostReason, Set<string>][] = [
    ['blocked', keysOf(doings.blocked)],
    ['restricted', keysOf(doings.restricted)],
    ['you-unfollowed', keysOf(doings.unfollowed)],
  ];
  return (key) => reasons.find(([, keys]) => keys.has(key))?.[0] ?? null;
}

/** How many of the lost followers the subscriber had unfollowed first, and blocked or restricted. */
export interface LostToOwnDoings {
  youUnfollowed: number;
  blockedOrRestricted: number;
}

/**
 * The lost followers (in the snapshot before, not the latest) that the latest export explains;
 * null without two snapshots or without the export's lists of doings. Scans each snapshot once
 * with only the explained accounts in a set: a large account's million followers need no set.
 */
export function lostToOwnDoings({ followers, previousFollowers, ownDoings }: ProfileSource): LostToOwnDoings | null {
  if (!followers || !previousFollowers || !ownDoings) return null;
  const reasonOf = lostReasonOf(ownDoings);
  const explained = new Map<string, LostReason>();
  for (const username of previousFollowers) {
    const key = usernameKey(username);
    const reason = reasonOf(key);
    if (reason) explained.set(key, reason);
  }
  for (const { username } of followers) explained.delete(usernameKey(username));
  const reasons = [...explained.values()];
  return {
    youUnfollowed: reasons.filter((reason) => reason === 'you-unfollowed').length,
    blockedOrRestricted: reasons.filter((reason) => reason !== 'you-unfollowed').length,
  };
}
