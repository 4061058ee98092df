/**
 * The server's client for Meta's "Instagram API with Instagram Login", as Meta documents it:
 * OAuth (authorize address, code exchange, long-lived token, refresh) and the reads a sync needs
 * (/me, /me/media paged, comments, insights). Pure TypeScript over an injected fetch; every answer
 * is validated by ./contracts.ts and every failure thrown as an InstagramError (./errors.ts). The
 * Graph version is always in the path. Cursors are never stored: paging follows `paging.next`.
 */
import type { z } from 'zod';
import {
  COMMENT_FIELDS,
  INSTAGRAM_SCOPES,
  ME_FIELDS,
  MEDIA_FIELDS,
  commentsPage,
  insightsAnswer,
  longTokenAnswer,
  mediaPage,
  meAnswer,
  shortTokenAnswer,
  type InsightMetric,
  type InstagramComment,
  type MediaMetric,
  type InstagramProfile,
  type LongToken,
  type MediaItem,
  type ShortToken,
} from './contracts.ts';
import { InstagramError, invalidAnswer } from './errors.ts';
import { createSend, type RequestOptions } from './request.ts';

export interface InstagramSettings {
  /** The Instagram app id (not the Facebook app id). */
  appId: string;
  appSecret: string;
  /** Exactly as registered in the app dashboard. */
  redirectUri: string;
  /** https://api.instagram.com */
  oauthBaseUrl: string;
  /** https://graph.instagram.com */
  graphBaseUrl: string;
  /** https://www.instagram.com/oauth/authorize */
  authorizeUrl: string;
  /** GRAPH_API_VERSION unless configured ('v27.0') */
  graphVersion: string;
}

const MEDIA_PAGE_SIZE = 25;
const DEFAULT_MEDIA_LIMIT = 50;
const COMMENTS_PAGE_SIZE = 50;
const DEFAULT_COMMENTS_MAX = 100;
/** `follower_count` and `online_followers` need 100 followers or more. */
const FOLLOWER_INSIGHTS_MIN_FOLLOWERS = 100;
export const ACCOUNT_METRICS = 'reach,accounts_engaged,total_interactions';
/** `follower_count` and `follows_and_unfollows` cover the last 30 days at most. */
const FOLLOWER_COUNT_DAYS = 30;
const DAY_S = 86_400;

const GRAPH_VERSION = /^v\d+\.\d+$/;
const MEDIA_ID = /^[0-9A-Za-z_]+$/;
const trimSlash = (base: string) => base.replace(/\/+$/, '');

export function createInstagramClient(settings: InstagramSettings, options: RequestOptions = {}) {
  if (!GRAPH_VERSION.test(settings.graphVersion))
    throw new Error(`Invalid Instagram Graph version "${settings.graphVersion}": expected like v25.0`);
  const send = createSend(options);
  const graphBase = new URL(trimSlash(settings.graphBaseUrl));

  const graphUrl = (path: string, query: Record<string, string>) => {
    const url = new URL(`${trimSlash(settings.graphBaseUrl)}/${settings.graphVersion}/${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url;
  };

  /** `paging.next` as a URL, refused unless it stays on the Graph host (it carries the token). */
  const nextPage = (next: string | undefined, from: URL): URL | undefined => {
    if (next === undefined) return undefined;
    const url = new URL(next);
    if (url.origin !== graphBase.origin)
      throw invalidAnswer(`GET ${from.pathname}`, 200, 'paging.next leaves the Graph host', []);
    return url;
  };

  /** Items of a paged list, page by page, up to `max` items in all; stops at the last page. */
  async function* pages<T>(
    first: URL,
    schema: z.ZodType<{ items: T[]; next?: string }>,
    max: number,
  ): AsyncGenerator<T[]> {
    let url: URL | undefined = first;
    let left = max;
    const seen = new Set<string>();
    while (url && left > 0 && !seen.has(url.href)) {
      seen.add(url.href);
      const page: { items: T[]; next?: string } = await send('GET', url, schema);
      const items = page.items.slice(0, left);
      left -= items.length;
      if (items.length > 0) yield items;
      url = page.items.length > 0 ? nextPage(page.next, url) : undefined;
    }
  }

  return {
    /** Where to send the user to connect: the three current scopes and our CSRF `state`. */
    authorizeUrl(state: string): string {
      const query = [
        ['client_id', settings.appId],
        ['redirect_uri', settings.redirectUri],
        ['response_type', 'code'],
        ['scope', INSTAGRAM_SCOPES.join(',')],
        ['state', state],
      ].map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`);
      return `${settings.authorizeUrl}?${query.join('&')}`;
    },

    /** The code from the callback (a trailing `#_` stripped) -> a short-lived token (1 h). */
    exchangeCode(code: string): Promise<ShortToken> {
      const form = new URLSearchParams({
        client_id: settings.appId,
        client_secret: settings.appSecret,
        grant_type: 'authorization_code',
        redirect_uri: settings.redirectUri,
        code: code.trim().replace(/#_$/, ''),
      });
      return send('POST', new URL(`${trimSlash(settings.oauthBaseUrl)}/oauth/access_token`), shortTokenAnswer, form);
    },

    /** Short-lived -> long-lived token (about 60 days). Server side only: it carries the app secret. */
    longLived(shortToken: string): Promise<LongToken> {
      const query = { grant_type: 'ig_exchange_token', client_secret: settings.appSecret, access_token: shortToken };
      return send('GET', graphUrl('access_token', query), longTokenAnswer);
    },

    /** A long-lived token at least 24 h old and unexpired -> a fresh one (60 days again). */
    refresh(token: string): Promise<LongToken> {
      return send(
        'GET',
        graphUrl('refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token }),
        longTokenAnswer,
      );
    },

    me(token: string): Promise<InstagramProfile> {
      return send('GET', graphUrl('me', { fields: ME_FIELDS, access_token: token }), meAnswer);
    },

    /** The latest posts, newest first, one array per page, `limit` posts in all (50 by default). */
    mediaPages(token: string, { limit = DEFAULT_MEDIA_LIMIT }: { limit?: number } = {}): AsyncGenerator<MediaItem[]> {
      const first = graphUrl('me/media', {
        fields: MEDIA_FIELDS,
        limit: String(Math.max(1, Math.min(MEDIA_PAGE_SIZE, limit))),
        access_token: token,
      });
      return pages(first, mediaPage, limit);
    },

    /** A post's top-level comments, newest first, 50 a page, `max` in all. */
    async comments(
      token: string,
      mediaId: string,
      { max = DEFAULT_COMMENTS_MAX }: { max?: number } = {},
    ): Promise<InstagramComment[]> {
      if (!MEDIA_ID.test(mediaId))
        throw new InstagramError('other', 'Invalid Instagram media id', { endpoint: 'GET /{media-id}/comments' });
      const first = graphUrl(`${mediaId}/comments`, {
        fields: COMMENT_FIELDS,
        limit: String(COMMENTS_PAGE_SIZE),
        access_token: token,
      });
      const all: InstagramComment[] = [];
      for await (const items of pages(first, commentsPage, max)) all.push(...items);
      return all;
    },

    /**
     * The account insights its size allows: reach, accounts engaged and interactions always; with
     * `followers` of 100 or more also new followers per day (last 30 days up to `now`) and online followers.
     */
    async insights(
      token: string,
      { followers = 0, now = new Date() }: { followers?: number; now?: Date } = {},
    ): Promise<InsightMetric[]> {
      const account = graphUrl('me/insights', {
        metric: ACCOUNT_METRICS,
        period: 'day',
        metric_type: 'total_value',
        access_token: token,
      });
      const metrics = await send('GET', account, insightsAnswer);
      if (followers < FOLLOWER_INSIGHTS_MIN_FOLLOWERS) return metrics;
      const growth = graphUrl('me/insights', {
        metric: 'follower_count',
        period: 'day',
        ...lastThirtyDays(now),
        access_token: token,
      });
      const online = graphUrl('me/insights', { metric: 'online_followers', period: 'lifetime', access_token: token });
      return [
        ...metrics,
        ...(await send('GET', growth, insightsAnswer)),
        ...(await send('GET', online, insightsAnswer)),
      ];
    },

    /**
     * Follows and unfollows over the last 30 days up to `now` (new in 2025-12, asked alone as it may
     * be refused). Meta's reference breaks it down by `follow_type`: FOLLOWER follows, NON_FOLLOWER unfollows.
     */
    followsAndUnfollows(token: string, { now = new Date() }: { now?: Date } = {}): Promise<InsightMetric[]> {
      const url = graphUrl('me/insights', {
        metric: 'follows_and_unfollows',
        period: 'day',
        metric_type: 'total_value',
        breakdown: 'follow_type',
        ...lastThirtyDays(now),
        access_token: token,
      });
      return send('GET', url, insightsAnswer);
    },

    /** A post's lifetime metrics, in one call: a refused metric fails the call whole, so callers ask a risky one alone. */
    mediaInsights(token: string, mediaId: string, metrics: readonly MediaMetric[]): Promise<InsightMetric[]> {
      if (!MEDIA_ID.test(mediaId))
        throw new InstagramError('other', 'Invalid Instagram media id', { endpoint: 'GET /{media-id}/insights' });
      return send(
        'GET',
        graphUrl(`${mediaId}/insights`, { metric: metrics.join(','), access_token: token }),
        insightsAnswer,
      );
    },
  };
}

/** `since` and `until` (unix seconds) of the 30 days up to `now`, the longest range Meta answers. */
function lastThirtyDays(now: Date) {
  const until = Math.floor(now.getTime() / 1000);
  return { since: String(until - FOLLOWER_COUNT_DAYS * DAY_S), until: String(until) };
}

export type InstagramClient = ReturnType<typeof createInstagramClient>;
