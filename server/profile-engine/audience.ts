/** The audience categories of spec 2.7 ("Audience") and their definitions. */
import {
  AUDIENCE_CATEGORY_KEYS,
  type AudienceCategoryKey,
  type CategoryUnlock,
  type ProfileCategory,
  type ProfileUser,
} from '../../contracts/profile.ts';
import { MAX_CATEGORY_ITEMS } from './limits.ts';
import { type AnalysedPost, type ProfileSource, usernameKey } from './source.ts';

/** A category the sources cannot give: the tile says what would unlock it. */
export const lockedUntil = (unlock: CategoryUnlock): ProfileCategory => ({ totalValue: null, items: [], unlock });

/** The count and the first accounts, by name only (the whole list is read a page at a time: audience-pages.ts). */
function categoryOf(users: ProfileUser[]): ProfileCategory {
  return { totalValue: users.length, items: users.slice(0, MAX_CATEGORY_ITEMS).map(({ username }) => ({ username })) };
}

export function audienceCategories(source: ProfileSource): Record<AudienceCategoryKey, ProfileCategory> {
  const members = audienceMembers(source);
  return Object.fromEntries(
    AUDIENCE_CATEGORY_KEYS.map((key) => {
      const users = members[key];
      return [key, Array.isArray(users) ? categoryOf(users) : lockedUntil(users)];
    }),
  ) as Record<AudienceCategoryKey, ProfileCategory>;
}

/** Everyone in each category, or what would unlock a category the sources cannot give. */
export function audienceMembers(source: ProfileSource): Record<AudienceCategoryKey, ProfileUser[] | CategoryUnlock> {
  const { followers, following, posts, previousFollowers: previous } = source;
  if (!followers || !following) {
    // No export: only what commenters tell, and that needs the follower list too.
    return {
      newFollowers: 'export',
      lostFollowers: 'export',
      friends: 'export',
      fans: 'export',
      secretFans: 'export',
      inactiveFollowers: 'export',
    };
  }
  const followerKeys = keysOf(followers);
  const followingKeys = keysOf(following);
  const previousKeys = previous && new Set(previous.map(usernameKey));
  const commenters = posts && commentersOf(posts);

  return {
    // In the latest follower snapshot but not in the one before. With a single snapshot it takes a
    // newer export: reporting 0 would claim that nobody followed, which the data cannot tell.
    newFollowers: previousKeys
      ? followers.filter((user) => !previousKeys.has(usernameKey(user.username)))
      : 'second-export',
    // In the snapshot before but no longer in the latest one; a single snapshot as above.
    lostFollowers: previous
      ? previous.filter((username) => !followerKeys.has(usernameKey(username))).map((username) => ({ username }))
      : 'second-export',
    // Mutual: they follow you and you follow them.
    friends: followers.filter((user) => followingKeys.has(usernameKey(user.username))),
    // They follow you; you do not follow them back.
    fans: followers.filter((user) => !followingKeys.has(usernameKey(user.username))),
    // Both from commenters only, for every source: neither Meta's API nor the export tells who liked a post.
    // They commented on an analysed post but do not follow you (your own account excluded).
    secretFans: commenters
      ? [...commenters.values()].filter((user) => !followerKeys.has(usernameKey(user.username)))
      : 'instagram',
    // They follow you but did not comment on any analysed post (they may have liked one).
    inactiveFollowers: commenters
      ? followers.filter((user) => !commenters.has(usernameKey(user.username)))
      : 'instagram',
  };
}

/** Commenters of the analysed posts, keyed by username, without the posts' own author. */
export function commentersOf(posts: AnalysedPost[]): Map<string, ProfileUser> {
  const owners = new Set(posts.map((post) => usernameKey(post.owner)));
  const commenters = new Map<string, ProfileUser>();
  for (const username of posts.flatMap((post) => post.commenters)) {
    const key = usernameKey(username);
    if (!owners.has(key) && !commenters.has(key)) commenters.set(key, { username });
  }
  return commenters;
}

function keysOf(users: ProfileUser[]): Set<string> {
  return new Set(users.map((user) => usernameKey(user.username)));
}
