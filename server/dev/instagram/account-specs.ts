/**
 * The figures of the Instagram stand-in's test accounts (development only): who they are, how many
 * followers, follows and posts they have, how their audience and posts are drawn (accounts.ts).
 */

export const STAND_IN_ACCOUNT_KEYS = ['small', 'mid', 'personal'] as const;
export type StandInAccountKey = (typeof STAND_IN_ACCOUNT_KEYS)[number];

type StandInAccountType = 'BUSINESS' | 'MEDIA_CREATOR' | 'PERSONAL';
export type SpecialPost = 'carousel' | 'video' | 'hiddenLikes' | 'manyComments' | 'noMediaUrl';

type Range = readonly [min: number, max: number];

export interface AccountSpec {
  seed: number;
  userId: string;
  appScopedId: string;
  username: string;
  name: string;
  accountType: StandInAccountType;
  /** /me wrapped in `{"data":[...]}` as Meta's documented example shows; the other accounts answer plain. */
  wrapsMe: boolean;
  /** How its export ZIP is written: as Instagram writes it now, or as older exports did (the parser takes both). */
  exportLayout: 'newer' | 'older';
  followers: number;
  /** Followers followed back (friends), and accounts followed that do not follow back. */
  mutuals: number;
  outsiders: number;
  /** Snapshot 2: followers who left, and new ones. */
  lost: number;
  gained: number;
  /** Commenters who do not follow the account. */
  secretFans: number;
  /** How far back the follow dates reach. */
  audienceDays: number;
  posts: number;
  newestPost: string;
  hoursBetweenPosts: Range;
  likes: Range;
  comments: Range;
  /** Post index (0 = newest) of each special post. */
  specials: Partial<Record<SpecialPost, number>>;
}

export const ACCOUNT_SPECS: Record<StandInAccountKey, AccountSpec> = {
  small: {
    seed: 1,
    userId: '17841400500000011',
    appScopedId: '7341000500000011',
    username: 'pebble.pottery',
    name: 'Pebble Pottery',
    accountType: 'BUSINESS',
    wrapsMe: true,
    exportLayout: 'older',
    followers: 64,
    mutuals: 28,
    outsiders: 12,
    lost: 3,
    gained: 5,
    secretFans: 4,
    audienceDays: 400,
    posts: 12,
    newestPost: '2026-11-18T16:22:05Z',
    hoursBetweenPosts: [60, 220],
    likes: [4, 14],
    comments: [0, 3],
    specials: {},
  },
  mid: {
    seed: 2,
    userId: '17841400500000022',
    appScopedId: '7341000500000022',
    username: 'wanderlight.studio',
    name: 'Wanderlight Studio',
    accountType: 'MEDIA_CREATOR',
    wrapsMe: false,
    exportLayout: 'newer',
    followers: 4_812,
    mutuals: 412,
    outsiders: 188,
    lost: 37,
    gained: 52,
    secretFans: 30,
    audienceDays: 1_100,
    posts: 80,
    newestPost: '2026-11-20T18:04:11Z',
    hoursBetweenPosts: [30, 110],
    likes: [95, 260],
    comments: [2, 14],
    // Within the latest 50 (the sync's two pages); no media_url on the second page.
    specials: { carousel: 1, video: 2, hiddenLikes: 4, manyComments: 6, noMediaUrl: 31 },
  },
  personal: {
    seed: 3,
    userId: '17841400500000033',
    appScopedId: '7341000500000033',
    username: 'quiet.pat',
    name: 'Pat',
    accountType: 'PERSONAL',
    wrapsMe: false,
    exportLayout: 'newer',
    followers: 182,
    mutuals: 120,
    outsiders: 95,
    lost: 2,
    gained: 1,
    secretFans: 3,
    audienceDays: 900,
    posts: 9,
    newestPost: '2026-11-09T11:40:00Z',
    hoursBetweenPosts: [90, 400],
    likes: [10, 40],
    comments: [0, 4],
    specials: {},
  },
};
