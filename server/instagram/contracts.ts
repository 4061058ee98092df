/**
 * Every answer of Meta's "Instagram API with Instagram Login" that the server reads, as one zod
 * schema and one inferred type each, written from Meta's reference pages. A schema takes the wire
 * shape and gives our shape: camelCase, ids as strings, times as ISO-8601 UTC, the `{"data":[...]}`
 * wrapping unwrapped where the documentation and the clients in the wild disagree, paging cursors
 * dropped (never stored). Imports nothing of the app.
 */
import { z } from 'zod';

// ---- building blocks -------------------------------------------------------------------------

/** An id: a string of digits on the wire, or a safe integer (read ../meta-json.ts for larger ones). */
const metaId = z
  .union([
    z.string().min(1),
    z.number().int().nonnegative().refine(Number.isSafeInteger, 'id above 2^53: parse with parseMetaJson'),
  ])
  .transform(String);

const META_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;
const toIso = (text: string) => {
  const [, clock = '', fraction = '', zone = ''] = META_TIME.exec(text) ?? [];
  const offset = zone === 'Z' || zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${clock}${fraction}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};
/** Meta's time, `2019-09-26T22:36:43+0000`, as an ISO-8601 UTC string. */
export const metaTimestamp = z
  .string()
  .refine((text) => toIso(text) !== undefined, 'expected a time like 2019-09-26T22:36:43+0000')
  .transform((text) => toIso(text) as string);

const count = z.number().int().nonnegative();

/**
 * A single object that the documentation shows wrapped in `{"data":[ {...} ]}` and clients in the
 * wild read at the top level: both are accepted, the first entry of `data` is the answer.
 */
const unwrapped = <T extends z.ZodType>(entry: T) =>
  z.preprocess((value) => {
    if (value && typeof value === 'object' && 'data' in value && Array.isArray(value.data)) return value.data[0];
    return value;
  }, entry);

const paging = z.object({
  cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
  next: z.url().optional(),
  previous: z.url().optional(),
});

// ---- OAuth -----------------------------------------------------------------------------------

/** The scopes asked for at authorize (the pre-2025 names no longer work). */
export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
  'instagram_business_manage_insights',
] as const;

/** `permissions`: a comma-separated string in Meta's example, a list in some clients. */
const permissionList = z.union([
  z.string().transform((text) =>
    text
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean),
  ),
  z.array(z.string()),
]);

/** POST api.instagram.com/oauth/access_token: code -> short-lived token (1 h). */
export const shortTokenAnswer = unwrapped(
  z.object({ access_token: z.string().min(1), user_id: metaId, permissions: permissionList.optional() }),
).transform((answer) => ({
  accessToken: answer.access_token,
  userId: answer.user_id,
  permissions: answer.permissions ?? [],
}));
export type ShortToken = z.output<typeof shortTokenAnswer>;

/** GET /access_token (ig_exchange_token) and GET /refresh_access_token (ig_refresh_token). */
export const longTokenAnswer = z
  .object({ access_token: z.string().min(1), token_type: z.string().min(1), expires_in: z.number().int().positive() })
  .transform((answer) => ({
    accessToken: answer.access_token,
    tokenType: answer.token_type,
    expiresInSeconds: answer.expires_in,
  }));
export type LongToken = z.output<typeof longTokenAnswer>;

// ---- the account -----------------------------------------------------------------------------

export const ME_FIELDS =
  'user_id,username,name,account_type,profile_picture_url,followers_count,follows_count,media_count';

export type AccountType = 'business' | 'creator' | 'unsupported';
/** `account_type` is Business or Media_Creator, compared case-insensitively; anything else has no API. */
export function accountType(value: string): AccountType {
  const type = value.trim().toLowerCase();
  if (type === 'business') return 'business';
  if (type === 'media_creator' || type === 'creator') return 'creator';
  return 'unsupported';
}

/** GET /me: plain, or wrapped in `{"data":[...]}` as the documented example shows. */
export const meAnswer = unwrapped(
  z.object({
    id: metaId.optional(),
    user_id: metaId,
    username: z.string().min(1),
    name: z.string().optional(),
    account_type: z.string().min(1),
    profile_picture_url: z.string().optional(),
    followers_count: count,
    follows_count: count,
    media_count: count,
  }),
).transform((me) => ({
  appScopedId: me.id,
  userId: me.user_id,
  username: me.username,
  name: me.name,
  accountType: accountType(me.account_type),
  profilePictureUrl: me.profile_picture_url,
  followersCount: me.followers_count,
  followsCount: me.follows_count,
  mediaCount: me.media_count,
}));
export type InstagramProfile = z.output<typeof meAnswer>;

// ---- media -----------------------------------------------------------------------------------

export const MEDIA_FIELDS =
  'id,caption,media_type,media_product_type,media_url,thumbnail_url,permalink,timestamp,like_count,comments_count,children{id,media_type,media_url,thumbnail_url}';

const mediaType = z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']);

const mediaChild = z
  .object({ id: metaId, media_type: mediaType, media_url: z.string().optional(), thumbnail_url: z.string().optional() })
  .transform((child) => ({
    id: child.id,
    mediaType: child.media_type,
    mediaUrl: child.media_url,
    thumbnailUrl: child.thumbnail_url,
  }));

/**
 * One post. `mediaUrl` is missing for copyrighted media, `thumbnailUrl` exists on videos only,
 * `likeCount` is undefined (not 0) when the owner hid like counts.
 */
const mediaItem = z
  .object({
    id: metaId,
    caption: z.string().optional(),
    media_type: mediaType,
    media_product_type: z.string().optional(),
    media_url: z.string().optional(),
    thumbnail_url: z.string().optional(),
    permalink: z.string().min(1),
    timestamp: metaTimestamp,
    like_count: count.optional(),
    comments_count: count,
    children: z.object({ data: z.array(mediaChild) }).optional(),
  })
  .transform((item) => ({
    id: item.id,
    caption: item.caption,
    mediaType: item.media_type,
    productType: item.media_product_type,
    mediaUrl: item.media_url,
    thumbnailUrl: item.thumbnail_url,
    permalink: item.permalink,
    timestamp: item.timestamp,
    likeCount: item.like_count,
    commentsCount: item.comments_count,
    children: item.children?.data ?? [],
  }));
export type MediaItem = z.output<typeof mediaItem>;

/** A page of a list: its items and the next page's address; no `next` means the last page. */
const page = <T extends z.ZodType>(item: T) =>
  z
    .object({ data: z.array(item), paging: paging.optional() })
    .transform((answer) => ({ items: answer.data, next: answer.paging?.next }));

/** GET /me/media. */
export const mediaPage = page(mediaItem);

// ---- comments --------------------------------------------------------------------------------

export const COMMENT_FIELDS = 'id,text,timestamp,username,from{id,username},like_count';

/** One top-level comment; `username` from the comment, else from `from`. */
const comment = z
  .object({
    id: metaId,
    text: z.string(),
    timestamp: metaTimestamp,
    username: z.string().optional(),
    from: z.object({ id: metaId.optional(), username: z.string().optional() }).optional(),
    like_count: count.optional(),
  })
  .transform((item) => ({
    id: item.id,
    text: item.text,
    timestamp: item.timestamp,
    username: item.username ?? item.from?.username,
    fromId: item.from?.id,
    likeCount: item.like_count,
  }));
export type InstagramComment = z.output<typeof comment>;

/** GET /{media-id}/comments: newest first, top level only, at most 50 a page. */
export const commentsPage = page(comment);

// ---- insights --------------------------------------------------------------------------------

/**
 * A post's metrics (GET /{media-id}/insights), all current in Meta's 2025-2026 references: `views`
 * replaced `impressions` and `plays`; `total_interactions` is likes + comments + saves + shares.
 */
export const MEDIA_METRICS = ['views', 'reach', 'saved', 'shares', 'total_interactions'] as const;
/**
 * New on media in 2025-12, so it may be refused (not offered, or retired later); a refused metric
 * fails its whole call, so each is asked alone.
 */
export const SOLO_MEDIA_METRICS = ['reposts'] as const;
export type MediaMetric = (typeof MEDIA_METRICS)[number] | (typeof SOLO_MEDIA_METRICS)[number];

/** A value: a number, or for `online_followers` one number per hour of the day ("0".."23"). */
const insightValue = z.union([z.number(), z.record(z.string(), z.number())]);

/** `total_value.breakdowns` (asked with `breakdown=`): a value per dimension, such as FOLLOWER and NON_FOLLOWER of `follow_type`. */
const breakdowns = z.array(
  z.object({
    dimension_keys: z.array(z.string()).optional(),
    results: z.array(z.object({ dimension_values: z.array(z.string()), value: z.number() })).default([]),
  }),
);

/**
 * One metric: `total_value.value` with `metric_type=total_value`, else a series in `values` (a
 * post's lifetime metrics are one value there). Missing data comes back empty, never as 0: `total`
 * undefined and `values` empty.
 */
const insightMetric = z
  .object({
    name: z.string().min(1),
    period: z.string().min(1),
    title: z.string().optional(),
    total_value: z.object({ value: insightValue.optional(), breakdowns: breakdowns.optional() }).optional(),
    values: z.array(z.object({ value: insightValue, end_time: metaTimestamp.optional() })).optional(),
  })
  .transform((metric) => ({
    name: metric.name,
    period: metric.period,
    total: typeof metric.total_value?.value === 'number' ? metric.total_value.value : undefined,
    values: (metric.values ?? []).map((point) => ({ value: point.value, endTime: point.end_time })),
    breakdown: metric.total_value?.breakdowns?.flatMap((entry) =>
      entry.results.map((result) => ({ dimensions: result.dimension_values, value: result.value })),
    ),
  }));
export type InsightMetric = z.output<typeof insightMetric>;

/** A metric's single number: its total, else its only value; undefined when Meta gave none (unknown, not 0). */
export function insightNumber(metrics: InsightMetric[], name: string): number | undefined {
  const metric = metrics.find((entry) => entry.name === name);
  if (metric?.total !== undefined) return metric.total;
  const value = metric?.values.length === 1 ? metric.values[0].value : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** GET /me/insights and GET /{media-id}/insights. */
export const insightsAnswer = z
  .object({ data: z.array(insightMetric), paging: paging.optional() })
  .transform((answer) => answer.data);

// ---- failures --------------------------------------------------------------------------------

/** The Graph error body. */
const graphError = z
  .object({
    error: z.object({
      message: z.string(),
      type: z.string().optional(),
      code: z.number().int(),
      error_subcode: z.number().int().optional(),
      fbtrace_id: z.string().optional(),
      is_transient: z.boolean().optional(),
    }),
  })
  .transform(({ error }) => ({
    message: error.message,
    type: error.type,
    code: error.code,
    subcode: error.error_subcode,
    fbtraceId: error.fbtrace_id,
    isTransient: error.is_transient ?? false,
  }));

/** The OAuth endpoint's error body (a used or wrong code). */
const oauthError = z
  .object({ error_type: z.string(), code: z.number().int(), error_message: z.string() })
  .transform((error) => ({
    message: error.error_message,
    type: error.error_type,
    code: error.code,
    subcode: undefined,
    fbtraceId: undefined,
    isTransient: false,
  }));

export const metaErrorBody = z.union([graphError, oauthError]);

// ---- usage headers ---------------------------------------------------------------------------

const percent = z.number().nonnegative();

/** `X-App-Usage: {"call_count":28,"total_time":25,"total_cputime":25}` (percent of the app's limit). */
export const appUsageHeader = z
  .object({ call_count: percent, total_time: percent.optional(), total_cputime: percent.optional() })
  .transform((usage) => ({
    callCount: usage.call_count,
    totalTime: usage.total_time ?? 0,
    totalCputime: usage.total_cputime ?? 0,
  }));
export type AppUsage = z.output<typeof appUsageHeader>;

/** One entry of `X-Business-Use-Case-Usage: {"<id>":[{...}]}`. */
export const businessUseCaseEntry = z
  .object({
    type: z.string().optional(),
    call_count: percent.optional(),
    total_cputime: percent.optional(),
    total_time: percent.optional(),
    estimated_time_to_regain_access: z.number().nonnegative().optional(),
  })
  .transform((entry) => ({
    type: entry.type,
    callCount: entry.call_count ?? 0,
    totalCputime: entry.total_cputime ?? 0,
    totalTime: entry.total_time ?? 0,
    regainAccessMinutes: entry.estimated_time_to_regain_access ?? 0,
  }));
export type BusinessUseCaseUsage = z.output<typeof businessUseCaseEntry> & { id: string };

// ---- signed_request --------------------------------------------------------------------------

/** The JSON half of a deauthorize or data-deletion `signed_request`. */
export const signedRequestPayload = z
  .object({ algorithm: z.string(), user_id: metaId, issued_at: z.number().int().optional() })
  .transform((payload) => ({ algorithm: payload.algorithm, userId: payload.user_id, issuedAt: payload.issued_at }));
export type SignedRequestPayload = z.output<typeof signedRequestPayload>;
