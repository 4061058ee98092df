/**
 * Who is in an audience category (Analytics' category cards opened): cloud function
 * ig-audienceList answers one page of a category's accounts, in username order, optionally only
 * those whose username contains what the subscriber typed; ig-audienceCsv answers the whole
 * category (or the search's matches) as a CSV file. The lists are the caller's own, read from their
 * latest export (and the one before it, for new and lost followers) and their synced posts'
 * commenters. The server answers with these types, src/services validates with the schemas.
 */
import * as z from 'zod/mini';
import { AUDIENCE_CATEGORY_KEYS } from './profile.ts';

/** Accounts per page unless the caller asks for fewer. */
export const AUDIENCE_PAGE_SIZE = 50;
export const MAX_AUDIENCE_PAGE_SIZE = 200;
/** Instagram usernames: letters, digits, periods and underscores, at most 30. */
const USERNAME_PART = /^[A-Za-z0-9._]{1,30}$/;

const audienceCategory = z.enum(AUDIENCE_CATEGORY_KEYS);

/** A search: any part of a username (case does not matter). */
const search = z.string().check(z.regex(USERNAME_PART, 'letters, digits, periods and underscores, at most 30'));

export const audienceListQuery = z.object({
  category: audienceCategory,
  /** Where the previous page ended (its `next`); absent for the first page. */
  after: z.optional(z.string().check(z.maxLength(80))),
  search: z.optional(search),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_AUDIENCE_PAGE_SIZE))),
});
export type AudienceListQuery = z.input<typeof audienceListQuery>;

export const audienceCsvQuery = z.object({ category: audienceCategory, search: z.optional(search) });
export type AudienceCsvQuery = z.input<typeof audienceCsvQuery>;

/**
 * Why a lost follower is gone, where the export tells: the subscriber blocked or restricted them,
 * or unfollowed them first. Null: they left.
 */
const lostReason = z.enum(['blocked', 'restricted', 'you-unfollowed']);
export type LostReason = z.infer<typeof lostReason>;

const audienceMember = z.object({
  username: z.string(),
  /** When they followed the subscriber (ISO 8601), where the export dates it; else null. */
  followedAt: z.nullable(z.string()),
  /** Lost followers only. */
  reason: z.optional(z.nullable(lostReason)),
});
export type AudienceMember = z.infer<typeof audienceMember>;

export const audienceListPage = z.object({
  category: audienceCategory,
  /** Accounts in the whole category (whatever the search). */
  total: z.number(),
  items: z.array(audienceMember),
  /** The `after` of the next page; null on the last one. */
  next: z.nullable(z.string()),
});
export type AudienceListPage = z.infer<typeof audienceListPage>;

/** An account's page on Instagram. */
export const instagramProfileUrl = (username: string) => `https://www.instagram.com/${encodeURIComponent(username)}/`;
