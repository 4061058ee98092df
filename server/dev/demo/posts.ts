/**
 * The demo accounts' posts: a timeline in which each post keeps its number, time and counts for
 * good, so a new day only adds posts; samples of who liked and commented; and the insights Meta
 * would give a professional account's posts, so the demo shows engagement per reach.
 */
import { tierFor } from '../../profile-engine/engagement-benchmarks.ts';
import type { PostFormat } from '../../../contracts/profile.ts';
import type { AnalysedPost, PostInsights } from '../../profile-engine/source.ts';
import { stableHash } from '../../functions/stable-hash.ts';
import { between, mix, randomFrom } from './random.ts';

const DAY_MS = 24 * 3_600_000;
/** Two posts per five days, the first on day 0–1 and the second on day 2–4 of the block: consecutive posts are 1–4 days apart. */
const BLOCK_DAYS = 5;
/**
 * One post in every eight is a hit with about twice the interactions: some posts are clearly the best.
 * Ordinary posts scatter evenly around the account's engagement level, so the median post (what the
 * rating compares) stays close to that level; hits lift the averages more than the median.
 */
const HIT_EVERY = 8;
/**
 * The demo audience is most active in the evening (UTC): the hits were published between these
 * hours, the other posts earlier in the day, so "When to post" has a best time to show (in the
 * subscriber's own zone). Which posts are hits stays as it was: only their times follow it.
 */
const EVENING_UTC_HOURS = [18, 21] as const;
const FIRST_POST_HOUR = 7;
/** Likers and commenters are a sample of the counts. Commenters are what real sources give too; likers only the demo has. */
export const LIKER_SAMPLE_CAP = 300;
export const COMMENTER_SAMPLE_CAP = 40;

const BLOCK = stableHash('block');
const HIT = stableHash('hit');
const COUNTS = stableHash('counts');
const SAMPLE = stableHash('sample');
const FORMAT = stableHash('format');
const INSIGHTS = stableHash('insights');
/**
 * The demo's mix of formats for the ordinary posts, photos most often; the hits are carousels, so
 * the format card and its recommendation have a format to name ("Your carousels get 2× …").
 */
const FORMATS: readonly PostFormat[] = ['image', 'image', 'reel', 'reel', 'video'];

export interface PostedBy {
  handle: string;
  seed: number;
  followerCount: number;
  /** As a multiple of the typical rate of the follower tier (typicalRateFor). */
  engagement: number;
}

export interface EngagingAccounts {
  /** Followers who engage now and then: handed out in turn, so each engages once before anyone twice, as far as the likes reach. */
  regulars: string[];
  /** Followers who like most posts and often comment: the top of the Likes and Comments cards. */
  superfans: string[];
  /** Accounts that engage without following (secret fans). */
  outsiders: string[];
}

interface PlannedPost {
  number: number;
  takenAtMs: number;
}

/** The latest `count` posts published before `beforeMs`, newest first, with samples of who engaged. */
export function demoPosts(
  account: PostedBy,
  count: number,
  beforeMs: number,
  engaging: EngagingAccounts,
): AnalysedPost[] {
  const nextLikers = cursorOver(engaging.regulars, 0);
  const nextCommenters = cursorOver(engaging.regulars, Math.floor(engaging.regulars.length / 2));
  return latestPosts(account.seed, count, beforeMs).map(({ number, takenAtMs }) => {
    const { likes, comments } = countsOf(account, number);
    const random = randomFrom(account.seed, SAMPLE, number);
    const sample = (
      size: number,
      outsiders: number,
      superfanChance: number,
      nextRegulars: (count: number) => string[],
    ) => {
      const picked = [
        ...inTurn(engaging.outsiders, between(random, 0, engaging.outsiders.length - 1), outsiders),
        ...engaging.superfans.filter(() => random() < superfanChance),
      ].slice(0, size);
      return [...picked, ...nextRegulars(size - picked.length)];
    };
    return {
      picUrl: `/media/posts/${account.handle}-${number}.svg`,
      format: isHit(account.seed, number)
        ? 'carousel'
        : FORMATS[between(randomFrom(account.seed, FORMAT, number), 0, FORMATS.length - 1)],
      takenAt: new Date(takenAtMs).toISOString(),
      owner: account.handle,
      likes,
      comments,
      likers: sample(Math.min(likes, LIKER_SAMPLE_CAP), between(random, 1, 3), 0.6, nextLikers),
      commenters: sample(Math.min(comments, COMMENTER_SAMPLE_CAP), between(random, 0, 2), 0.25, nextCommenters),
      insights: insightsOf(account, number, likes, comments),
    };
  });
}

/** Counted in five-day blocks from the Unix epoch, so post numbers stay positive for any date after 1970. */
function latestPosts(seed: number, count: number, beforeMs: number): PlannedPost[] {
  const posts: PlannedPost[] = [];
  for (let block = Math.floor(Math.floor(beforeMs / DAY_MS) / BLOCK_DAYS); posts.length < count; block--) {
    for (const post of postsOfBlock(seed, block).reverse())
      if (post.takenAtMs < beforeMs && posts.length < count) posts.push(post);
  }
  return posts;
}

function postsOfBlock(seed: number, block: number): PlannedPost[] {
  const random = randomFrom(seed, BLOCK, block);
  const days = [between(random, 0, 1), between(random, 2, 4)];
  return days.map((day, slot) => {
    const number = 2 * block + slot;
    const [fromHour, toHour] = isHit(seed, number) ? EVENING_UTC_HOURS : [FIRST_POST_HOUR, EVENING_UTC_HOURS[0]];
    const minute = between(random, fromHour * 60, toHour * 60 - 1);
    return { number, takenAtMs: (block * BLOCK_DAYS + day) * DAY_MS + minute * 60_000 };
  });
}

/**
 * The middle of the average band (cell 3) of the follower tier's benchmarks, as a share of the
 * followers: an account whose median post gets this many interactions per follower rates Average.
 */
function typicalRateFor(followerCount: number): number {
  const [, averageStart, aboveAverageStart] = tierFor(followerCount).bandStarts;
  return (averageStart + aboveAverageStart) / 2 / 100;
}

/** One post in every HIT_EVERY, fixed per post. */
function isHit(seed: number, number: number): boolean {
  const hitBlock = Math.floor(number / HIT_EVERY);
  return number - hitBlock * HIT_EVERY === mix(seed, HIT, hitBlock) % HIT_EVERY;
}

/** Fixed per post: interactions around the account's engagement level, comments 4–9 % of them. */
function countsOf(account: PostedBy, number: number): { likes: number; comments: number } {
  const level = account.engagement * typicalRateFor(account.followerCount) * account.followerCount;
  const random = randomFrom(account.seed, COUNTS, number);
  const multiplier = (0.7 + 0.6 * random()) * (isHit(account.seed, number) ? 1.6 + 0.8 * random() : 1);
  const interactions = Math.max(1, Math.round(level * multiplier));
  const comments = Math.round(interactions * (0.04 + 0.05 * random()));
  return { likes: interactions - comments, comments };
}

/**
 * Fixed per post, in Meta's proportions for a post seen mostly by its followers: it reaches 20–40 %
 * of them (a hit, shared on, 40–80 %), is viewed 1.2–1.8 times per account reached, saved and
 * shared by a few of those who liked it, and reposted by fewer; its interactions are Meta's
 * total_interactions: likes, comments, saves and shares.
 */
function insightsOf(account: PostedBy, number: number, likes: number, comments: number): PostInsights {
  const random = randomFrom(account.seed, INSIGHTS, number);
  const reachShare = (0.2 + 0.2 * random()) * (isHit(account.seed, number) ? 2 : 1);
  const reach = Math.max(likes + comments, Math.round(account.followerCount * reachShare));
  const saved = Math.round(likes * (0.02 + 0.06 * random()));
  const shares = Math.round(likes * (0.01 + 0.03 * random()));
  return {
    views: Math.round(reach * (1.2 + 0.6 * random())),
    reach,
    saved,
    shares,
    totalInteractions: likes + comments + saved + shares,
    reposts: Math.round(shares * 0.3 * random()),
  };
}

/** Hands out the accounts in turn from `start`, starting over at the end. */
function cursorOver(accounts: string[], start: number): (count: number) => string[] {
  let position = start;
  return (count) => {
    const taken = inTurn(accounts, position, count);
    position += taken.length;
    return taken;
  };
}

/** `count` accounts from `start` on, wrapping around; never one account twice. */
function inTurn(accounts: string[], start: number, count: number): string[] {
  return Array.from({ length: Math.min(count, accounts.length) }, (_, i) => accounts[(start + i) % accounts.length]);
}
