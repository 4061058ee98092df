/**
 * A page of one of a subscriber's audience categories, in username order (keys byte-ordered), from
 * `after` on, optionally only usernames holding `search`. From the latest export's stored
 * lists (member-blocks.ts) with keyset paging, pinned to the snapshot the first page came from so
 * paging stays stable while a newer export arrives; commenters come from the synced posts (or a
 * demo account's). A demo account without an export of its own pages its demo lists in memory.
 */
import { createHash } from 'node:crypto';
import type { AudienceListPage, AudienceListQuery, AudienceMember } from '../../contracts/audience-lists.ts';
import { AUDIENCE_PAGE_SIZE } from '../../contracts/audience-lists.ts';
import type { AudienceCategoryKey, CategoryUnlock, ProfileUser } from '../../contracts/profile.ts';
import type { Queryable } from '../db/adapter.ts';
import { audienceMembers, commentersOf } from '../profile-engine/audience.ts';
import { usernameKey, type AnalysedPost } from '../profile-engine/source.ts';
import type { MemberList } from './audience-members.ts';
import { allKeys, keysAmong, readMembers } from './member-blocks.ts';
import { audienceSnapshot, type AudienceSnapshot } from './audience-snapshot.ts';
import { demoAccounts } from './demo-accounts.ts';
import { instagramSnapshotOf } from './instagram-snapshot.ts';

export type AudienceAnswer = { page: AudienceListPage } | { locked: CategoryUnlock };

interface PageRequest {
  category: AudienceCategoryKey;
  after: string;
  search: string | null;
  limit: number;
}

const CURSOR = /^(?:([0-9a-f-]{36})|demo):([a-z0-9._]{0,30})$/;

export async function audiencePage(
  q: Queryable,
  uid: string,
  query: AudienceListQuery,
  now: Date,
): Promise<AudienceAnswer> {
  const cursor = query.after ? CURSOR.exec(query.after) : null;
  const request: PageRequest = {
    category: query.category,
    after: cursor?.[2] ?? '',
    search: query.search ? usernameKey(query.search) : null,
    limit: query.limit ?? AUDIENCE_PAGE_SIZE,
  };
  const snapshot = await audienceSnapshot(q, uid, cursor?.[1] ?? null, now);
  // Read only for the categories that need commenters.
  if (snapshot) return storedPage(q, snapshot, () => postsOf(q, uid, now), request);
  const demo = demoAccounts()?.dataOf(uid, now);
  if (!demo) return { locked: 'export' };
  const members = audienceMembers({ ...demo, followerCount: 0, followingCount: 0 })[request.category];
  if (!Array.isArray(members)) return { locked: members };
  return { page: pageOf(request, 'demo', undated(request.category, members), members.length) };
}

/** The synced posts, else a demo account's: their commenters give secret fans and inactive followers. */
async function postsOf(q: Queryable, uid: string, now: Date): Promise<AnalysedPost[] | undefined> {
  const synced = await instagramSnapshotOf(q, uid);
  if (synced) return synced.posts;
  return demoAccounts()?.dataOf(uid, now)?.posts;
}

const STORED_LIST: Partial<Record<AudienceCategoryKey, MemberList>> = {
  newFollowers: 'new',
  lostFollowers: 'lost',
  friends: 'friends',
};

async function storedPage(
  q: Queryable,
  { listsId, counts }: AudienceSnapshot,
  readPosts: () => Promise<AnalysedPost[] | undefined>,
  request: PageRequest,
): Promise<AudienceAnswer> {
  const { category } = request;
  const list = STORED_LIST[category];
  if (list) {
    const total = category === 'friends' ? counts.friends : category === 'newFollowers' ? counts.new : counts.lost;
    if (total === null) return { locked: 'second-export' };
    return { page: pageOf(request, listsId, await rows(q, listsId, list, request), total) };
  }
  if (category === 'fans') {
    // Followers who are not friends: friends are at most the accounts followed (Instagram caps those at 7,500).
    const fans = await rows(q, listsId, 'followers', request, await allKeys(q, listsId, 'friends'));
    return { page: pageOf(request, listsId, fans, counts.fans) };
  }
  const posts = await readPosts();
  if (!posts) return { locked: 'instagram' };
  const commenters = [...commentersOf(posts).values()];
  const followingBack = await followersAmong(q, listsId, commenters);
  if (category === 'inactiveFollowers') {
    const inactive = await rows(q, listsId, 'followers', request, followingBack);
    return { page: pageOf(request, listsId, inactive, counts.followers - followingBack.size) };
  }
  const secretFans = commenters.filter((user) => !followingBack.has(usernameKey(user.username)));
  return { page: pageOf(request, listsId, undated(category, secretFans), secretFans.length) };
}

/**
 * One more member than the page holds (to tell whether another page follows), from a stored list,
 * dropping the keys `except` names.
 */
async function rows(
  q: Queryable,
  listsId: string,
  list: MemberList,
  { after, search, limit }: PageRequest,
  except?: Set<string>,
): Promise<AudienceMember[]> {
  const range = {
    after,
    ...(search && { contains: search }),
    ...(except && { keep: (key: string) => !except.has(key) }),
  };
  const found = await readMembers(q, listsId, list, range, limit + 1);
  return found.map((member) => ({
    username: member.username,
    followedAt: member.followedAt === null ? null : new Date(member.followedAt * 1000).toISOString(),
    ...(list === 'lost' && { reason: member.reason }),
  }));
}

/** Which commenters follow, by list and commenters: a stored list never changes, commenters only with a sync. */
const followersAmongCommenters = new Map<string, Set<string>>();
const REMEMBERED_COMMENTER_SETS = 256;

/**
 * The keys of the commenters who follow the subscriber. Looking a few hundred commenters up in a
 * million-follower list takes tens of ms on PGlite (each in its block), so the answer is kept for the
 * pages after it.
 */
async function followersAmong(q: Queryable, listsId: string, commenters: ProfileUser[]): Promise<Set<string>> {
  const keys = commenters.map((user) => usernameKey(user.username));
  const id = `${listsId}:${createHash('sha256').update(keys.join('\n')).digest('base64')}`;
  const known = followersAmongCommenters.get(id);
  if (known) return known;
  const found = await keysAmong(q, listsId, 'followers', keys);
  if (followersAmongCommenters.size >= REMEMBERED_COMMENTER_SETS)
    followersAmongCommenters.delete(followersAmongCommenters.keys().next().value!);
  followersAmongCommenters.set(id, found);
  return found;
}

/** A list in memory (demo data, commenters) sorted by key, as members the sources do not date (a lost one's reason unknown). */
const undated = (category: AudienceCategoryKey, users: ProfileUser[]): AudienceMember[] =>
  users
    .map((user) => ({ user, key: usernameKey(user.username) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ user }) => ({
      username: user.username,
      followedAt: null,
      ...(category === 'lostFollowers' && { reason: null }),
    }));

/**
 * The page from `candidates`: stored rows come already from `after` and within the search (one
 * more than the page), a list in memory whole and sorted (paged here the same way).
 */
function pageOf(request: PageRequest, pin: string, candidates: AudienceMember[], total: number): AudienceListPage {
  const inRange = candidates.filter((member) => {
    const key = usernameKey(member.username);
    return key > request.after && (!request.search || key.includes(request.search));
  });
  const items = inRange.slice(0, request.limit);
  const last = items.at(-1);
  return {
    category: request.category,
    total,
    items,
    next: inRange.length > request.limit && last ? `${pin}:${usernameKey(last.username)}` : null,
  };
}
