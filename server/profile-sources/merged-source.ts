/**
 * One engine source from the parts a user has: follower lists from their latest exports,
 * posts and counts from their connected Instagram account, and on a demo account the demo data for
 * whatever no real source gives. Pure.
 */
import type { ProfileSourceKind } from '../../contracts/profile.ts';
import type { ProfileSource } from '../profile-engine/source.ts';
import type { DemoData } from './demo-accounts.ts';
import type { ExportSnapshots } from './export-lists.ts';
import type { InstagramSnapshot } from './instagram-snapshot.ts';
import { onlineFollowersOf } from './online-followers.ts';

export interface SourceParts {
  demo?: DemoData;
  exports?: ExportSnapshots;
  instagram?: InstagramSnapshot;
}

/** The merged source and the kinds it was built from, or undefined when the user has no source at all. */
export function mergeSources({
  demo,
  exports,
  instagram,
}: SourceParts): { source: ProfileSource; kinds: ProfileSourceKind[] } | undefined {
  const lists = exports
    ? {
        followers: exports.latest.followers,
        following: exports.latest.following,
        previousFollowers: exports.previous?.usernames,
      }
    : demo;
  const posts = instagram?.posts ?? demo?.posts;
  const kinds: ProfileSourceKind[] = [];
  if (demo && (!exports || !instagram)) kinds.push('demo');
  if (exports) kinds.push('export');
  if (instagram) kinds.push('instagram');
  if (kinds.length === 0) return undefined;
  return {
    source: {
      // The API's counts are the account's own; a list's length is all an export can tell.
      followerCount: instagram?.account.followersCount ?? lists?.followers.length ?? 0,
      followingCount: instagram?.account.followsCount ?? lists?.following.length ?? 0,
      followers: lists?.followers,
      previousFollowers: lists?.previousFollowers,
      following: lists?.following,
      ownDoings: exports && {
        blocked: exports.latest.blocked,
        restricted: exports.latest.restricted,
        unfollowed: exports.latest.unfollowed,
      },
      posts,
      ...(instagram && { onlineFollowers: onlineFollowersOf(instagram.insights) }),
    },
    kinds,
  };
}
