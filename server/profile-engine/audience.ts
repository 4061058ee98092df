/** The audience categories of spec 2.7 ("Audience") and their definitions. */
import type { AudienceCategoryKey, CategoryUnlock, ProfileCategory, ProfileUser } from '../../contracts/profile.ts';
import { MAX_CATEGORY_ITEMS } from './limits.ts';
import { type AnalysedPost, type ProfileSource, usernameKey } from './source.ts';

/** A category the sources cannot give: the tile says what would unlock it. */
export const lockedUntil = (unlock: CategoryUnlock): ProfileCategory => ({ totalValue: null, items: [], unlock });

function categoryOf(users: ProfileUser[]): ProfileCategory {
  return { totalValue: users.length, items: users.slice(0, MAX_CATEGORY_ITEMS).map(asDocumentUser) };
}

/** Only what the document states of an account: a list's other fields (an export's follow dates) stay out. */
const asDocumentUser = ({ username, fullName, profilePicUrl }: ProfileUser): ProfileUser => ({
  username,
  ...(fullName !== undefined && { fullName }),
  ...(profilePicUrl !== undefined && { profilePicUrl }),
});

export function audienceCategories(source: ProfileSource): Record<AudienceCategoryKey, ProfileCategory> {
  const { followers, following, posts, previousFollowers: previous } = source;
  if (!followers || !following) {
    // No export: only what commenters tell, and that needs the follower list too.
    const locked = lockedUntil('export');
    return {
      newFollowers: locked,
      lostFollowers: locked,
      friends: locked,
      fans: locked,
      secretFans: locked,
      inactiveFollowers: locked,
    };
  }
  const followerKeys = keysOf(followers);
  const followingKeys = keysOf(following);
  const previousKeys = previous && keysOf(previous);
  const commenters = posts && commentersOf(posts);
  const unlockPosts = lockedUntil('instagram');
  const unlockSnapshot = lockedUntil('second-export');

  return {
    // In the latest follower snapshot but not in the one before. With a single snapshot it takes a
    // newer export: reporting 0 would claim that nobody followed, which the data cannot tell.
    newFollowers: previousKeys
      ? categoryOf(followers.filter((user) => !previousKeys.has(usernameKey(user.username))))
      : unlockSnapshot,
    // In the snapshot before but no longer in the latest one; a single snapshot as above.
    lostFollowers: previous
      ? categoryOf(previous.filter((user) => !followerKeys.has(usernameKey(user.username))))
      : unlockSnapshot,
    // Mutual: they follow you and you follow them.
    friends: categoryOf(followers.filter((user) => followingKeys.has(usernameKey(user.username)))),
    // They follow you; you do not follow them back.
    fans: categoryOf(followers.filter((user) => !followingKeys.has(usernameKey(user.username)))),
    // Both from commenters only, for every source: neither Meta's API nor the export tells who liked a post.
    // They commented on an analysed post but do not follow you (your own account excluded).
    secretFans: commenters
      ? categoryOf([...commenters.values()].filter((user) => !followerKeys.has(usernameKey(user.username))))
      : unlockPosts,
    // They follow you but did not comment on any analysed post (they may have liked one).
    inactiveFollowers: commenters
      ? categoryOf(followers.filter((user) => !commenters.has(usernameKey(user.username))))
      : unlockPosts,
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
