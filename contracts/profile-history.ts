/**
 * The account's figures over time (Analytics' growth chart): cloud function ig-profileHistory
 * answers one point per day that has figures (the last of the day; the Instagram API's counts
 * before an export's list lengths, those before the counts an export's past insights date), oldest
 * first, over the last `days` days, and the follower change since a week and a month before the
 * latest point. The server answers with these types, src/services validates with the schema.
 */
import * as z from 'zod/mini';

const HISTORY_DAYS = [7, 30, 90, 365] as const;

export const profileHistoryQuery = z.object({
  days: z.optional(z.union(HISTORY_DAYS.map((days) => z.literal(days)))),
});
export type ProfileHistoryQuery = z.infer<typeof profileHistoryQuery>;
export type HistoryDays = NonNullable<ProfileHistoryQuery['days']>;

const historyPoint = z.object({
  /** The day, YYYY-MM-DD (UTC). */
  date: z.string(),
  followers: z.nullable(z.number()),
  following: z.nullable(z.number()),
  posts: z.nullable(z.number()),
  /** Median likes + comments of the latest posts per follower, in percent; null without posts. */
  engagementRate: z.nullable(z.number()),
  /** Accounts reached that day, where the account's insights give it. */
  reach: z.nullable(z.number()),
});
export type HistoryPoint = z.infer<typeof historyPoint>;

export const profileHistory = z.object({
  points: z.array(historyPoint),
  /** Followers now minus followers on the latest day at least 7 (30) days before; null without such a day. */
  sinceLastWeek: z.nullable(z.number()),
  sinceLastMonth: z.nullable(z.number()),
});
export type ProfileHistory = z.infer<typeof profileHistory>;
