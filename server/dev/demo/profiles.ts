/** The demo accounts' Instagram profiles (README "Demo accounts"), keyed by Firebase uid. Pure data. */

const HOUR_MS = 3_600_000;

export interface DemoProfile {
  /** The account's Instagram username, the owner of its posts. */
  handle: string;
  /** The audience keeps about this size, swinging by up to half the minimum daily new followers. */
  followerCount: number;
  followingCount: number;
  /** How many of the latest posts are analysed. */
  postCount: number;
  /**
   * Interactions per post as a multiple of the typical rate of the follower tier (posts.ts
   * `typicalRateFor`, the middle of the Average band): 1 is typical (cell 3).
   */
  engagement: number;
  /** New followers per day, drawn in this range; about as many are lost. */
  dailyNewFollowers: { min: number; max: number };
  /** Where in the UTC day the account's day starts, so the accounts refresh at different hours. */
  phaseMs: number;
}

/**
 * Premium is big with good engagement, trial smaller and average; the others spread over the cells
 * 2–5 (noted per account), each with a margin around its band for the day-to-day scatter of the median
 * post. Low engagement also leaves more followers inactive: their comments reach fewer.
 */
export const DEMO_PROFILES: Record<string, DemoProfile> = {
  // Above average (4)
  'demo-premium': {
    handle: 'premium.demo',
    followerCount: 8_400,
    followingCount: 640,
    postCount: 36,
    engagement: 1.55,
    dailyNewFollowers: { min: 30, max: 60 },
    phaseMs: 2 * HOUR_MS,
  },
  // Average (3)
  'demo-trial': {
    handle: 'trial.demo',
    followerCount: 1_900,
    followingCount: 410,
    postCount: 30,
    engagement: 0.96,
    dailyNewFollowers: { min: 10, max: 25 },
    phaseMs: 9.5 * HOUR_MS,
  },
  // Below average (2)
  'demo-gift': {
    handle: 'gift.demo',
    followerCount: 3_200,
    followingCount: 520,
    postCount: 44,
    engagement: 0.65,
    dailyNewFollowers: { min: 12, max: 30 },
    phaseMs: 14 * HOUR_MS,
  },
  // High (5)
  'demo-threemonth': {
    handle: 'threemonth.demo',
    followerCount: 5_600,
    followingCount: 780,
    postCount: 42,
    engagement: 2.9,
    dailyNewFollowers: { min: 25, max: 55 },
    phaseMs: 5.25 * HOUR_MS,
  },
  // Below average (2)
  'demo-canceled': {
    handle: 'canceled.demo',
    followerCount: 1_400,
    followingCount: 350,
    postCount: 40,
    engagement: 0.65,
    dailyNewFollowers: { min: 10, max: 20 },
    phaseMs: 18 * HOUR_MS,
  },
  // Average (3)
  'demo-fresh': {
    handle: 'fresh.demo',
    followerCount: 2_300,
    followingCount: 300,
    postCount: 26,
    engagement: 0.96,
    dailyNewFollowers: { min: 12, max: 28 },
    phaseMs: 11 * HOUR_MS,
  },
  // Above average (4)
  'demo-store': {
    handle: 'store.demo',
    followerCount: 6_000,
    followingCount: 900,
    postCount: 48,
    engagement: 1.5,
    dailyNewFollowers: { min: 20, max: 50 },
    phaseMs: 21.75 * HOUR_MS,
  },
  // High (5)
  'demo-x': {
    handle: 'brandx.demo',
    followerCount: 1_200,
    followingCount: 260,
    postCount: 32,
    engagement: 2.4,
    dailyNewFollowers: { min: 10, max: 22 },
    phaseMs: 7 * HOUR_MS,
  },
  // Average (3)
  'demo-y': {
    handle: 'brandy.demo',
    followerCount: 4_300,
    followingCount: 610,
    postCount: 40,
    engagement: 0.96,
    dailyNewFollowers: { min: 15, max: 40 },
    phaseMs: 16.5 * HOUR_MS,
  },
};
