/**
 * The social-profile document (spec 3 "Social profile data"): what cloud function
 * ig-getProfileData answers (404 `{ error }` before it exists) and what ig-uploadExport answers
 * after an upload. The server builds it with these types, src/services validates the answers with
 * the schema, machines, screens and the PDF report use the types.
 */
import * as z from 'zod/mini';

const insightStatus = z.enum(['idle', 'pending', 'processing', 'completed']);
export type InsightStatus = z.infer<typeof insightStatus>;

/** Where an analysis comes from: the demo profiles, an uploaded Instagram export, the Instagram API. */
const profileSourceKind = z.enum(['demo', 'export', 'instagram']);
export type ProfileSourceKind = z.infer<typeof profileSourceKind>;

/** What unlocks an audience category the connected sources cannot give (ProfileCategory.unlock). */
const categoryUnlock = z.enum(['instagram', 'export', 'second-export']);
export type CategoryUnlock = z.infer<typeof categoryUnlock>;

/** An account that appears in an audience or activity category. */
const profileUser = z.object({
  username: z.string(),
  fullName: z.optional(z.string()),
  profilePicUrl: z.optional(z.string()),
});
export type ProfileUser = z.infer<typeof profileUser>;

/**
 * totalValue is null while it is still being computed (the tile shows a clock), or when the
 * connected sources cannot give it: `unlock` then names what would (the tile says so instead).
 */
const profileCategory = z.object({
  totalValue: z.nullable(z.number()),
  items: z.array(profileUser),
  unlock: z.optional(categoryUnlock),
});
export type ProfileCategory = z.infer<typeof profileCategory>;

/** The audience categories, in the order Analytics shows their cards (spec 2.7). */
export const AUDIENCE_CATEGORY_KEYS = [
  'lostFollowers',
  'newFollowers',
  'secretFans',
  'inactiveFollowers',
  'friends',
  'fans',
] as const;
const audienceCategoryKey = z.enum(AUDIENCE_CATEGORY_KEYS);
export type AudienceCategoryKey = z.infer<typeof audienceCategoryKey>;
const otherCategoryKey = z.enum(['likes', 'comments']);
export type OtherCategoryKey = z.infer<typeof otherCategoryKey>;

const topPost = z.object({
  postPicUrl: z.string(),
  /** ISO 8601 date of the post. */
  date: z.string(),
  /** Likes or comments, depending on the list. */
  count: z.number(),
  user: z.string(),
});
export type TopPost = z.infer<typeof topPost>;

/** What kind of post it is: a photo, a reel, another video, or a carousel of several. */
const postFormat = z.enum(['image', 'reel', 'video', 'carousel']);
export type PostFormat = z.infer<typeof postFormat>;

/** An analysed post as Analytics lists it; a hidden like count is null (unknown, not 0). */
const analysedPostView = z.object({
  picUrl: z.string(),
  /** ISO 8601 time it was published. */
  takenAt: z.string(),
  format: z.nullable(postFormat),
  likes: z.nullable(z.number()),
  comments: z.number(),
});
export type AnalysedPostView = z.infer<typeof analysedPostView>;

/** How one format does against all the account's posts: its median likes + comments, and that over the overall median. */
const formatFigures = z.object({
  format: postFormat,
  posts: z.number(),
  medianInteractions: z.number(),
  ratio: z.number(),
});
export type FormatFigures = z.infer<typeof formatFigures>;

/** How the posts of one weekday or one window of hours did: how many, and their median likes + comments (null without posts). */
const timeBucket = z.object({ posts: z.number(), medianInteractions: z.nullable(z.number()) });

/** A best weekday or window of three hours: the posts behind it and its median over all posts' median. */
const bestTime = z.object({ posts: z.number(), ratio: z.number() });

/**
 * When the account's posts get the most likes + comments, in the subscriber's time
 * zone: per weekday and per hour, over the posts that show their like count. No best is named without enough posts (`enoughPosts`) or where too few
 * posts fall.
 */
const whenToPost = z.object({
  /** The IANA time zone the weekdays and hours are in. */
  timeZone: z.string(),
  posts: z.number(),
  enoughPosts: z.boolean(),
  /** Monday first. */
  weekdays: z.array(timeBucket),
  /** The 24 hours of the day from midnight: `fromHour` up to `toHour`. */
  hours: z.array(z.extend(timeBucket, { fromHour: z.number(), toHour: z.number() })),
  /** `weekday` 0 is Monday. */
  bestWeekday: z.nullable(z.extend(bestTime, { weekday: z.number() })),
  /** Three hours from `fromHour`; `toHour` is past midnight (smaller) for a window that crosses it. */
  bestHours: z.nullable(z.extend(bestTime, { fromHour: z.number(), toHour: z.number() })),
});
export type WhenToPost = z.infer<typeof whenToPost>;

/** The follower tier whose bands judged the rate: bands 2–5 start at `bandStarts` (percent). */
const engagementTier = z.object({
  minFollowers: z.number(),
  maxFollowers: z.nullable(z.number()),
  bandStarts: z.array(z.number()),
});

/** Cell 1 (red) to 5 (green) of the engagement bar. */
const engagementCell = z.literal([1, 2, 3, 4, 5]);
export type EngagementCell = z.infer<typeof engagementCell>;

const calculatedProfileData = z.object({
  audience: z.record(audienceCategoryKey, profileCategory),
  other: z.record(otherCategoryKey, profileCategory),
  topPosts: z.object({ mostLikedPosts: z.array(topPost), mostCommentedPosts: z.array(topPost) }),
  userEngagement: z.object({
    engagementRate: z.object({
      status: z.string(),
      cell: engagementCell,
      /** Median likes + comments per follower, in percent; null without posts that show likes (absent on older documents). */
      rate: z.optional(z.nullable(z.number())),
      tier: z.optional(engagementTier),
    }),
    averageLikesPerPost: z.number(),
    averageCommentsPerPost: z.number(),
    /**
     * From Meta's post insights: the median interactions per account reached over the latest posts
     * (percent) and the posts behind it, and the saves, shares and reposts of the analysed posts; each
     * null where Meta gave none (not available). Absent without a source of insights.
     */
    perReach: z.optional(
      z.object({
        rate: z.nullable(z.number()),
        posts: z.number(),
        saves: z.nullable(z.number()),
        shares: z.nullable(z.number()),
        reposts: z.nullable(z.number()),
      }),
    ),
  }),
  overviewStatistics: z.object({ totalPostsAnalyzed: z.number() }),
  recommendations: z.optional(z.array(z.string())),
  /** Every analysed post, newest first; absent without a source of posts. */
  posts: z.optional(z.array(analysedPostView)),
  /** The formats of the analysed posts, best first; absent without a source of posts. */
  formats: z.optional(z.array(formatFigures)),
  /**
   * Meta's `online_followers`: followers online in each hour of the day (24 entries, null where Meta
   * left an hour out), in `timeZone`; absent for accounts under 100 followers or without insights.
   */
  onlineFollowers: z.optional(z.object({ timeZone: z.string(), hours: z.array(z.nullable(z.number())) })),
  /** When to post, from the analysed posts; absent without a source of posts (and on older documents). */
  whenToPost: z.optional(whenToPost),
});
export type CalculatedProfileData = z.infer<typeof calculatedProfileData>;

/**
 * The export's files that were read, the optional lists looked for that it did not hold (by their
 * current names), and the follower counts its past insights dated for the growth chart.
 */
const exportFilesRead = z.object({
  found: z.array(z.string()),
  missing: z.array(z.string()),
  pastFollowers: z.array(z.object({ date: z.string(), followers: z.number() })),
});
export type ExportFilesRead = z.infer<typeof exportFilesRead>;

export const profileDocument = z.object({
  _insights: z.object({ status: insightStatus }),
  /** What the analysis was built from; absent on documents stored before sources were recorded. */
  _sources: z.optional(z.array(profileSourceKind)),
  /** Last update of the data, in seconds since the epoch (Firestore timestamp shape). */
  _updatedAt: z.object({ _seconds: z.number() }),
  /** Absent until the first analysis completes. */
  _calculatedData: z.optional(calculatedProfileData),
  /** In an upload's answer only. */
  _exportFiles: z.optional(exportFilesRead),
});
export type ProfileDocument = z.infer<typeof profileDocument>;
