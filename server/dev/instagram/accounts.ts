/**
 * The Instagram stand-in's test accounts (development only): profiles, posts, comments and audience
 * lists generated in code from fixed seeds. The Graph answers, the export ZIPs and any test's
 * expected analytics all come from these pure functions.
 * - small: a Business account under 100 followers (so no follower insights).
 * - mid: a Media_Creator with 4,812 followers and 80 posts, carrying every documented special post.
 * - personal: a personal account, which our server refuses.
 * /me's counts equal snapshot 1's export lists; snapshot 2 is a newer export of the same account
 * where a few followers left and a few joined (/me keeps snapshot 1's counts).
 */
import { between, mix, randomFrom } from '../demo/random.ts';
import { demoUsername } from '../demo/usernames.ts';
import {
  ACCOUNT_SPECS,
  STAND_IN_ACCOUNT_KEYS,
  type AccountSpec,
  type SpecialPost,
  type StandInAccountKey,
} from './account-specs.ts';
import { CAPTIONS, COMMENT_TEXTS } from './texts.ts';

export { STAND_IN_ACCOUNT_KEYS, type SpecialPost, type StandInAccountKey } from './account-specs.ts';
export const isStandInAccountKey = (value: unknown): value is StandInAccountKey =>
  STAND_IN_ACCOUNT_KEYS.includes(value as StandInAccountKey);

export type Snapshot = 1 | 2;

/** When each export was made: snapshot 1 matches /me, snapshot 2 is the newer one. */
export const SNAPSHOT_DATES: Record<Snapshot, Date> = {
  1: new Date('2026-11-20T20:00:00Z'),
  2: new Date('2026-11-24T09:30:00Z'),
};
export const MANY_COMMENTS = 120;

// ---- the account ------------------------------------------------------------------------------

/** The identity /me answers is the spec's own; the counts are Meta's names for the spec's figures. */
export interface StandInAccount extends Pick<
  AccountSpec,
  'userId' | 'appScopedId' | 'username' | 'name' | 'accountType' | 'wrapsMe'
> {
  key: StandInAccountKey;
  followersCount: number;
  followsCount: number;
  mediaCount: number;
}

export function standInAccount(key: StandInAccountKey): StandInAccount {
  const spec = ACCOUNT_SPECS[key];
  const { userId, appScopedId, username, name, accountType, wrapsMe } = spec;
  return {
    key,
    userId,
    appScopedId,
    username,
    name,
    accountType,
    wrapsMe,
    followersCount: spec.followers,
    followsCount: spec.mutuals + spec.outsiders,
    mediaCount: spec.posts,
  };
}

export const standInAccountByUserId = (userId: string) =>
  STAND_IN_ACCOUNT_KEYS.map(standInAccount).find((account) => account.userId === userId);

// ---- the audience -----------------------------------------------------------------------------
// One endless name list per account, in ranges: followers [0, F), new followers of snapshot 2,
// accounts followed that do not follow back, secret fans, then strangers.

const nameOf = (spec: AccountSpec, n: number) => demoUsername(n, spec.seed * 7919);
const gainedName = (spec: AccountSpec, g: number) => nameOf(spec, spec.followers + g);
const outsiderName = (spec: AccountSpec, o: number) => nameOf(spec, spec.followers + spec.gained + o);
const secretFanName = (spec: AccountSpec, s: number) => nameOf(spec, spec.followers + spec.gained + spec.outsiders + s);
/** An account in none of the account's lists: one it asked to follow, a spammer it blocked. */
export const standInStranger = (key: StandInAccountKey, s: number) => {
  const spec = ACCOUNT_SPECS[key];
  return nameOf(spec, spec.followers + spec.gained + spec.outsiders + spec.secretFans + s);
};
/** `count` positions spread evenly over [0, size), shifted by `offset` (< size / count). */
const spread = (count: number, size: number, offset = 0) =>
  Array.from({ length: count }, (_, k) => Math.floor((k * size) / count) + offset);

export interface StandInFollow {
  username: string;
  /** When the follow happened (the export's `timestamp`). */
  at: Date;
}

const SECOND = 1000;

/** Newest first, `count` dates before `end` spread over `days` with a little jitter. */
function datesBefore(end: Date, count: number, days: number, seed: number): Date[] {
  const stepMs = (days * 86_400_000) / count;
  return Array.from(
    { length: count },
    (_, n) => new Date(end.getTime() - Math.round((n + 1) * stepMs - (mix(seed, n) % stepMs)) - SECOND),
  );
}

/** The followers list of the export, newest first. */
export function standInFollowers(key: StandInAccountKey, snapshot: Snapshot = 1): StandInFollow[] {
  const spec = ACCOUNT_SPECS[key];
  const dates = datesBefore(SNAPSHOT_DATES[1], spec.followers, spec.audienceDays, spec.seed);
  const first = dates.map((at, n) => ({ username: nameOf(spec, n), at }));
  if (snapshot === 1) return first;
  const lost = new Set(spread(spec.lost, spec.followers, Math.floor(spec.followers / spec.lost / 2)));
  const gapMs = (SNAPSHOT_DATES[2].getTime() - SNAPSHOT_DATES[1].getTime()) / (spec.gained + 1);
  const gained = Array.from({ length: spec.gained }, (_, g) => ({
    username: gainedName(spec, g),
    at: new Date(SNAPSHOT_DATES[1].getTime() + Math.round((spec.gained - g) * gapMs)),
  }));
  return [...gained, ...first.filter((_, n) => !lost.has(n))];
}

/** The following list of the export (the same in both snapshots), newest first: friends and accounts that do not follow back, mixed. */
export function standInFollowing(key: StandInAccountKey): StandInFollow[] {
  const spec = ACCOUNT_SPECS[key];
  const names = [
    ...spread(spec.mutuals, spec.followers).map((n) => nameOf(spec, n)),
    ...Array.from({ length: spec.outsiders }, (_, o) => outsiderName(spec, o)),
  ];
  const mixed = names
    .map((username, i) => ({ username, order: mix(spec.seed, 0xf011, i) }))
    .sort((a, b) => a.order - b.order);
  const dates = datesBefore(SNAPSHOT_DATES[1], mixed.length, spec.audienceDays, spec.seed + 100);
  return mixed.map(({ username }, j) => ({ username, at: dates[j] }));
}

// ---- posts ------------------------------------------------------------------------------------

type StandInMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

export interface StandInPost {
  id: string;
  caption: string;
  mediaType: StandInMediaType;
  productType: 'FEED' | 'REELS';
  /** False for copyrighted media: Instagram leaves `media_url` out. */
  hasMediaUrl: boolean;
  permalink: string;
  takenAt: Date;
  /** The likes Instagram counts (insights give them even when the count is hidden). */
  likes: number;
  /** Undefined when the owner hid the like count. */
  likeCount?: number;
  commentsCount: number;
  children: Array<{ id: string; mediaType: 'IMAGE' | 'VIDEO' }>;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const SHORTCODE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const shortcode = (seed: number, index: number) =>
  Array.from({ length: 11 }, (_, k) => SHORTCODE_LETTERS[mix(seed, index, k) % 64]).join('');

function specialAt(spec: AccountSpec, index: number): SpecialPost | undefined {
  return (Object.entries(spec.specials) as Array<[SpecialPost, number]>).find(([, at]) => at === index)?.[0];
}

function mediaTypeOf(special: SpecialPost | undefined, index: number): StandInMediaType {
  if (special === 'carousel') return 'CAROUSEL_ALBUM';
  if (special === 'video' || special === 'noMediaUrl') return 'VIDEO';
  if (special) return 'IMAGE';
  return index % 7 === 3 ? 'VIDEO' : 'IMAGE';
}

/** The account's posts, newest first. Ids grow with time, as Meta's do. */
export function standInMedia(key: StandInAccountKey): StandInPost[] {
  const spec = ACCOUNT_SPECS[key];
  let takenAt = new Date(spec.newestPost);
  return Array.from({ length: spec.posts }, (_, index) => {
    const random = randomFrom(spec.seed, 0x9057, index);
    const special = specialAt(spec, index);
    const mediaType = mediaTypeOf(special, index);
    const productType = mediaType === 'VIDEO' ? 'REELS' : 'FEED';
    const number = spec.posts - index;
    const drawnLikes = between(random, ...spec.likes);
    // Reels reach further than feed posts.
    const likes = productType === 'REELS' ? Math.round(drawnLikes * 1.4) : drawnLikes;
    const post: StandInPost = {
      id: `178${spec.seed}${pad(number, 13)}`,
      caption: CAPTIONS[mix(spec.seed, index) % CAPTIONS.length],
      mediaType,
      productType,
      hasMediaUrl: special !== 'noMediaUrl',
      permalink: `https://www.instagram.com/${productType === 'REELS' ? 'reel' : 'p'}/${shortcode(spec.seed, index)}/`,
      takenAt,
      likes,
      likeCount: special === 'hiddenLikes' ? undefined : likes,
      commentsCount: special === 'manyComments' ? MANY_COMMENTS : between(random, ...spec.comments),
      children:
        mediaType === 'CAROUSEL_ALBUM'
          ? (['IMAGE', 'IMAGE', 'VIDEO'] as const).map((childType, c) => ({
              id: `177${spec.seed}${pad(number, 5)}${pad(c, 8)}`,
              mediaType: childType,
            }))
          : [],
    };
    takenAt = new Date(
      takenAt.getTime() - between(random, ...spec.hoursBetweenPosts) * 3_600_000 - between(random, 0, 3_599) * SECOND,
    );
    return post;
  });
}

/** The ids of the account's special posts (mid has them all). */
export function specialPostIds(key: StandInAccountKey): Partial<Record<SpecialPost, string>> {
  const media = standInMedia(key);
  return Object.fromEntries(
    Object.entries(ACCOUNT_SPECS[key].specials).map(([special, index]) => [special, media[index].id]),
  );
}

/** The post (or carousel child) and its account; undefined for an id of no test account. */
export function findStandInPost(mediaId: string): { key: StandInAccountKey; post: StandInPost } | undefined {
  for (const key of STAND_IN_ACCOUNT_KEYS) {
    const post = standInMedia(key).find(
      (item) => item.id === mediaId || item.children.some((child) => child.id === mediaId),
    );
    if (post) return { key, post };
  }
  return undefined;
}

// ---- comments ---------------------------------------------------------------------------------

export interface StandInComment {
  id: string;
  text: string;
  takenAt: Date;
  username: string;
  /** The commenter's Instagram-scoped id. */
  fromId: string;
  likeCount: number;
}

const SECRET_FAN_SHARE = 0.25;
const COMMENTS_WITHIN_MS = 3 * 86_400_000;

/**
 * A post's top-level comments, newest first, exactly `commentsCount` of them. Commenters are mostly
 * followers (the newer ones more often) and partly secret fans, who do not follow the account.
 */
export function standInComments(key: StandInAccountKey, mediaId: string): StandInComment[] {
  const spec = ACCOUNT_SPECS[key];
  const media = standInMedia(key);
  const index = media.findIndex((post) => post.id === mediaId);
  if (index < 0) return [];
  const post = media[index];
  const random = randomFrom(spec.seed, 0xc033, index);
  const offsets = Array.from(
    { length: post.commentsCount },
    () => 60_000 + Math.floor(random() * COMMENTS_WITHIN_MS),
  ).sort((a, b) => a - b);
  const oldestFirst = offsets.map((offsetMs, j) => {
    const username =
      random() < SECRET_FAN_SHARE
        ? secretFanName(spec, Math.floor(random() * spec.secretFans))
        : nameOf(spec, Math.floor(random() ** 2 * spec.followers));
    return {
      id: `179${spec.seed}${pad(spec.posts - index, 5)}${pad(j, 8)}`,
      text: COMMENT_TEXTS[Math.floor(random() * COMMENT_TEXTS.length)],
      takenAt: new Date(post.takenAt.getTime() + offsetMs),
      username,
      fromId: `1784${pad(mix(spec.seed, 0xf203, ...Buffer.from(username)), 13)}`,
      likeCount: Math.floor(random() ** 3 * 8),
    };
  });
  return oldestFirst.reverse();
}
