// The reading half of the client: /me, /me/media paged through paging.next, comments, insights.
import { describe, expect, it } from 'vitest';
import { GRAPH_API_VERSION } from '../../../server/config.ts';
import { ACCOUNT_METRICS, createInstagramClient } from '../../../server/instagram/client.ts';
import {
  COMMENT_FIELDS,
  insightNumber,
  MEDIA_FIELDS,
  MEDIA_METRICS,
  ME_FIELDS,
  SOLO_MEDIA_METRICS,
} from '../../../server/instagram/contracts.ts';
import { clientAnswering, collectPages, fakeFetch, rejection } from './fake-fetch.ts';
import * as fx from './fixtures.ts';

const graph = 'https://graph.instagram.com';

describe('me', () => {
  it('GETs /v25.0/me with the documented fields and the token', async () => {
    const { client, requests } = clientAnswering({ body: fx.mePlain });
    expect(await client.me(fx.LONG_TOKEN)).toMatchObject({
      userId: fx.IG_USER_ID,
      username: 'studio.lumen',
      accountType: 'business',
      followersCount: 1834,
    });
    expect(requests).toEqual([
      {
        method: 'GET',
        origin: graph,
        path: '/v25.0/me',
        query: { fields: ME_FIELDS, access_token: fx.LONG_TOKEN },
        form: undefined,
        headers: { accept: 'application/json' },
      },
    ]);
    expect(ME_FIELDS).toBe(
      'user_id,username,name,account_type,profile_picture_url,followers_count,follows_count,media_count',
    );
  });

  it('reads the documented {"data":[...]} wrapping', async () => {
    const { client } = clientAnswering({ body: fx.meWrapped });
    expect(await client.me(fx.LONG_TOKEN)).toMatchObject({ username: 'nora.makes', accountType: 'creator' });
  });

  it('reports every call with its endpoint, status and usage', async () => {
    const { client, calls } = clientAnswering({ body: fx.mePlain, headers: { 'x-app-usage': fx.APP_USAGE } });
    await client.me(fx.LONG_TOKEN);
    expect(calls).toEqual([
      {
        endpoint: 'GET /v25.0/me',
        status: 200,
        usage: { app: { callCount: 28, totalTime: 25, totalCputime: 25 }, businessUseCases: [] },
      },
    ]);
  });
});

describe('mediaPages', () => {
  it('asks 25 a page with the media fields, then follows paging.next as given until there is none', async () => {
    const { client, requests, left } = clientAnswering(
      { body: fx.mediaPage1 },
      { body: fx.mediaPage2 },
      { body: fx.mediaPage3 },
    );
    const pages = await collectPages(client.mediaPages(fx.LONG_TOKEN));
    expect(pages.map((page) => page.map((item) => item.id))).toEqual([
      ['17895695668004550', '17918195224117851', '17862035881107227'],
      ['17904316363106488', '17906224011089376'],
      ['17846368219122400'],
    ]);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      origin: graph,
      path: '/v25.0/me/media',
      query: { fields: MEDIA_FIELDS, limit: '25', access_token: fx.LONG_TOKEN },
    });
    const followed = requests
      .slice(1)
      .map((request) => `${request.origin}${request.path}?${new URLSearchParams(request.query)}`);
    expect(followed).toEqual([fx.PAGE2_URL, fx.PAGE3_URL]);
    expect(left()).toBe(0);
  });

  it('asks for the documented fields, plus the children of carousels', () => {
    expect(MEDIA_FIELDS.split(',').slice(0, 10)).toEqual([
      'id',
      'caption',
      'media_type',
      'media_product_type',
      'media_url',
      'thumbnail_url',
      'permalink',
      'timestamp',
      'like_count',
      'comments_count',
    ]);
    expect(MEDIA_FIELDS).toContain('children{id,media_type,media_url,thumbnail_url}');
  });

  it('stops at the limit, mid-page, without asking for the next page', async () => {
    const { client, requests, left } = clientAnswering(
      { body: fx.mediaPage1 },
      { body: fx.mediaPage2 },
      { body: fx.mediaPage3 },
    );
    const pages = await collectPages(client.mediaPages(fx.LONG_TOKEN, { limit: 4 }));
    expect(pages.map((page) => page.length)).toEqual([3, 1]);
    expect(requests).toHaveLength(2);
    expect(left()).toBe(1);
  });

  it('asks for no more than the limit on the first page', async () => {
    const { client, requests } = clientAnswering({ body: fx.mediaPage1 });
    const pages = await collectPages(client.mediaPages(fx.LONG_TOKEN, { limit: 2 }));
    expect(requests[0].query.limit).toBe('2');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveLength(2);
  });

  it('reads the posts as documented: carousel children, hidden likes, missing media_url', async () => {
    const { client } = clientAnswering({ body: fx.mediaPage1 }, { body: fx.mediaPage2 }, { body: fx.mediaPage3 });
    const posts = (await collectPages(client.mediaPages(fx.LONG_TOKEN))).flat();
    expect(posts).toHaveLength(6);
    expect(posts[2].children.map((child) => child.mediaType)).toEqual(['IMAGE', 'VIDEO']);
    expect(posts[3]).toMatchObject({ mediaType: 'VIDEO', mediaUrl: undefined, thumbnailUrl: expect.any(String) });
    expect(posts[4]).toMatchObject({ likeCount: undefined, commentsCount: 0 });
    expect(posts[0].timestamp).toBe('2019-09-26T22:36:43.000Z');
  });

  it('stops at an empty page even if it has a next', async () => {
    const { client, requests } = clientAnswering({ body: { data: [], paging: { next: fx.PAGE2_URL } } });
    expect(await collectPages(client.mediaPages(fx.LONG_TOKEN))).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('stops when next points back at a page already read', async () => {
    const loop = { ...fx.mediaPage2, paging: { next: fx.PAGE2_URL } };
    const { client, requests } = clientAnswering({ body: fx.mediaPage1 }, { body: loop });
    expect((await collectPages(client.mediaPages(fx.LONG_TOKEN))).flat()).toHaveLength(5);
    expect(requests).toHaveLength(2);
  });
});

describe('comments', () => {
  it('GETs /v25.0/<media-id>/comments 50 a page and follows next up to max', async () => {
    const { client, requests } = clientAnswering({ body: fx.commentsPage1 }, { body: fx.commentsPage2 });
    const comments = await client.comments(fx.LONG_TOKEN, '17918195224117851', { max: 500 });
    expect(comments.map((comment) => comment.username)).toEqual(['ada.draws', 'ben_travels', 'cleo']);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      origin: graph,
      path: '/v25.0/17918195224117851/comments',
      query: { fields: COMMENT_FIELDS, limit: '50', access_token: fx.LONG_TOKEN },
    });
    expect(COMMENT_FIELDS).toBe('id,text,timestamp,username,from{id,username},like_count');
    expect(requests[1]).toMatchObject({
      path: '/v25.0/17918195224117851/comments',
      query: { after: 'WTI5dGJXVnVkRjlqZAFhKemIzSTZ', limit: '50' },
    });
  });

  it('stops at max', async () => {
    const { client, requests } = clientAnswering({ body: fx.commentsPage1 }, { body: fx.commentsPage2 });
    expect(await client.comments(fx.LONG_TOKEN, '17918195224117851', { max: 1 })).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('refuses a media id that is not an id, without calling', async () => {
    const { client, requests } = clientAnswering();
    await expect(client.comments(fx.LONG_TOKEN, '../me?x=1')).rejects.toMatchObject({ kind: 'other' });
    expect(requests).toHaveLength(0);
  });
});

describe('insights', () => {
  const now = new Date('2026-11-01T12:00:00Z');
  const until = String(Math.floor(now.getTime() / 1000));
  const since = String(Math.floor(now.getTime() / 1000) - 30 * 86_400);

  it('asks only the account metrics (total_value) of an account under 100 followers', async () => {
    const { client, requests } = clientAnswering({ body: fx.accountInsights });
    const metrics = await client.insights(fx.LONG_TOKEN, { followers: 42, now });
    expect(metrics.map((metric) => [metric.name, metric.total])).toEqual([
      ['reach', 2264],
      ['accounts_engaged', 118],
      ['total_interactions', 309],
    ]);
    expect(requests).toEqual([
      {
        method: 'GET',
        origin: graph,
        path: '/v25.0/me/insights',
        query: {
          metric: 'reach,accounts_engaged,total_interactions',
          period: 'day',
          metric_type: 'total_value',
          access_token: fx.LONG_TOKEN,
        },
        form: undefined,
        headers: { accept: 'application/json' },
      },
    ]);
    expect(ACCOUNT_METRICS).toBe('reach,accounts_engaged,total_interactions');
  });

  it('adds new followers per day (last 30 days) and online followers from 100 followers on', async () => {
    const { client, requests } = clientAnswering(
      { body: fx.accountInsights },
      { body: fx.followerCountInsights },
      { body: fx.onlineFollowersInsights },
    );
    const metrics = await client.insights(fx.LONG_TOKEN, { followers: 100, now });
    expect(metrics.map((metric) => metric.name)).toEqual([
      'reach',
      'accounts_engaged',
      'total_interactions',
      'follower_count',
      'online_followers',
    ]);
    expect(requests.map((request) => request.query)).toEqual([
      expect.objectContaining({ metric: 'reach,accounts_engaged,total_interactions' }),
      { metric: 'follower_count', period: 'day', since, until, access_token: fx.LONG_TOKEN },
      { metric: 'online_followers', period: 'lifetime', access_token: fx.LONG_TOKEN },
    ]);
  });

  it('passes missing data on as empty, not 0', async () => {
    const { client } = clientAnswering({ body: { data: [] } }, { body: fx.emptyInsights }, { body: { data: [] } });
    expect(await client.insights(fx.LONG_TOKEN, { followers: 5000, now })).toEqual([
      { name: 'follower_count', period: 'day', total: undefined, values: [] },
    ]);
  });
});

describe('follows and unfollows', () => {
  const now = new Date('2026-11-01T12:00:00Z');
  const until = Math.floor(now.getTime() / 1000);

  it('asks follows_and_unfollows alone (new in 2025-12) over the last 30 days, by follow_type', async () => {
    const { client, requests } = clientAnswering({ body: fx.followsAndUnfollowsInsights });
    const [metric] = await client.followsAndUnfollows(fx.LONG_TOKEN, { now });
    expect(requests.map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: '/v25.0/me/insights',
        query: {
          metric: 'follows_and_unfollows',
          period: 'day',
          metric_type: 'total_value',
          breakdown: 'follow_type',
          since: String(until - 30 * 86_400),
          until: String(until),
          access_token: fx.LONG_TOKEN,
        },
      },
    ]);
    expect(metric).toMatchObject({
      name: 'follows_and_unfollows',
      total: 61,
      breakdown: [
        { dimensions: ['FOLLOWER'], value: 44 },
        { dimensions: ['NON_FOLLOWER'], value: 17 },
      ],
    });
  });
});

describe('media insights', () => {
  it('GETs /<version>/<media-id>/insights with the 2025 metrics (views, not impressions or plays), reposts alone', async () => {
    const { client, requests } = clientAnswering({ body: fx.mediaInsights }, { body: fx.repostsInsights });
    const shared = await client.mediaInsights(fx.LONG_TOKEN, fx.MEDIA_ID, MEDIA_METRICS);
    const solo = await client.mediaInsights(fx.LONG_TOKEN, fx.MEDIA_ID, SOLO_MEDIA_METRICS);
    expect(requests.map(({ method, origin, path, query }) => ({ method, origin, path, query }))).toEqual([
      {
        method: 'GET',
        origin: graph,
        path: `/v25.0/${fx.MEDIA_ID}/insights`,
        query: { metric: 'views,reach,saved,shares,total_interactions', access_token: fx.LONG_TOKEN },
      },
      {
        method: 'GET',
        origin: graph,
        path: `/v25.0/${fx.MEDIA_ID}/insights`,
        query: { metric: 'reposts', access_token: fx.LONG_TOKEN },
      },
    ]);
    expect(
      ['views', 'reach', 'saved', 'shares', 'total_interactions', 'reposts'].map((name) =>
        insightNumber([...shared, ...solo], name),
      ),
    ).toEqual([5120, 2400, 31, 12, 228, 3]);
    expect(insightNumber(shared, 'impressions')).toBeUndefined();
  });

  it('names the pinned version in the path of a client built from the configuration', async () => {
    const fake = fakeFetch([{ body: fx.mediaInsights }]);
    const client = createInstagramClient({ ...fx.SETTINGS, graphVersion: GRAPH_API_VERSION }, { fetch: fake.fetch });
    await client.mediaInsights(fx.LONG_TOKEN, fx.MEDIA_ID, MEDIA_METRICS);
    expect(fake.requests[0].path).toBe(`/v27.0/${fx.MEDIA_ID}/insights`);
  });

  it("turns Meta's refusals into 'other' failures with their code: a retired metric (100), too few viewers (10)", async () => {
    const { client } = clientAnswering(
      { status: 400, body: fx.retiredMetric },
      { status: 400, body: fx.notEnoughViewers },
    );
    expect(await rejection(client.mediaInsights(fx.LONG_TOKEN, fx.MEDIA_ID, SOLO_MEDIA_METRICS))).toMatchObject({
      kind: 'other',
      message: expect.stringContaining('metric[0] must be one of'),
      details: { code: 100, endpoint: `GET /v25.0/${fx.MEDIA_ID}/insights` },
    });
    expect(await rejection(client.mediaInsights(fx.LONG_TOKEN, fx.MEDIA_ID, MEDIA_METRICS))).toMatchObject({
      kind: 'other',
      details: { code: 10 },
    });
  });

  it('passes a metric Meta left empty on as unknown, not 0', async () => {
    const { client } = clientAnswering({ body: { data: [{ name: 'saved', period: 'lifetime', values: [] }] } });
    expect(
      insightNumber(await client.mediaInsights(fx.LONG_TOKEN, fx.MEDIA_ID, MEDIA_METRICS), 'saved'),
    ).toBeUndefined();
  });

  it('refuses a media id that is not an id, without calling', async () => {
    const { client, requests } = clientAnswering();
    expect(() => client.mediaInsights(fx.LONG_TOKEN, '../me', MEDIA_METRICS)).toThrow(/Invalid Instagram media id/);
    expect(requests).toHaveLength(0);
  });
});
