/** The audience categories of spec 2.7 ("Audience") and their definitions. */
import type { AudienceCategoryKey, ProfileCategory, ProfileUser } from '../../content/profile-data.ts';
import { MAX_CATEGORY_ITEMS } from './limits.ts';
import { type AnalysedPost, type ProfileSource, usernameKey } from './source.ts';

/** A category whose total cannot be known from the data yet: the tile shows the clock animation. */
const NOT_YET_KNOWN: ProfileCategory = { totalValue: null, items: [] };

export function categoryOf(users: ProfileUser[]): ProfileCategory {
  return { totalValue: users.length, items: users.slice(0, MAX_CATEGORY_ITEMS) };
}

export function audienceCategories(source: ProfileSource): Record<AudienceCategoryKey, ProfileCategory> {
  const followers = source.followers;
  const followerKeys = keysOf(followers);
  const followingKeys = keysOf(source.following);
  const commenters = commentersOf(source.posts);
  const hasPosts = source.posts.length > 0;
  const previous = source.previousFollowers;
  const previousKeys = previous && keysOf(previous);

  return {
    // In the latest follower snapshot but not in the one before. Unknown (null) with a single snapshot:
    // reporting 0 would claim that nobody followed, which the data cannot tell.
    newFollowers: previousKeys ? categoryOf(followers.filter((user) => !previousKeys.has(usernameKey(user.username)))) : NOT_YET_KNOWN,
    // In the snapshot before but no longer in the latest one; unknown with a single snapshot, as above.
    lostFollowers: previous ? categoryOf(previous.filter((user) => !followerKeys.has(usernameKey(user.username)))) : NOT_YET_KNOWN,
    // Mutual: they follow you and you follow them.
    friends: categoryOf(followers.filter((user) => followingKeys.has(usernameKey(user.username)))),
    // They follow you; you do not follow them back.
    fans: categoryOf(followers.filter((user) => !followingKeys.has(usernameKey(user.username)))),
    // Both from commenters only, for every source: neither Meta's API nor the export tells who liked a post.
    // They commented on an analysed post but do not follow you (your own account excluded).
    // Unknown without analysed posts: nobody could have commented.
    secretFans: hasPosts ? categoryOf([...commenters.values()].filter((user) => !followerKeys.has(usernameKey(user.username)))) : NOT_YET_KNOWN,
    // They follow you but did not comment on any analysed post (they may have liked one); unknown without posts, as above.
    inactiveFollowers: hasPosts ? categoryOf(followers.filter((user) => !commenters.has(usernameKey(user.username)))) : NOT_YET_KNOWN,
  };
}

/** Commenters of the analysed posts, keyed by username, without the posts' own author. */
function commentersOf(posts: AnalysedPost[]): Map<string, ProfileUser> {
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
