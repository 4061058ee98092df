// ig-getNews (public), the news images it links to, and ig-getProfileData (spec 3 shapes).
import { describe, expect, it } from 'vitest';
import { api, bearer, idTokenFor, post } from './helpers.ts';
import { callFunction, createSubscriber } from './functions-helpers.ts';

describe('ig-getNews', () => {
  it('lists the news with the spec fields, for JSON and text/plain bodies alike', async () => {
    for (const response of [
      await post('/functions/ig-getNews'),
      await post('/functions/ig-getNews', '{}', { 'content-type': 'application/json' }),
    ]) {
      expect(response.status).toBe(200);
      const { news } = (await response.json()) as { news: Array<Record<string, unknown>> };
      expect(news.length).toBeGreaterThanOrEqual(6);
      for (const item of news) {
        expect(Object.keys(item).sort()).toEqual(['imagePath', 'slug', 'text', 'title']);
        expect(item.slug).toMatch(/^[a-z0-9-]+$/);
        expect(item.imagePath).toBe(`/news/${item.slug}.svg`);
        expect((item.text as string[]).length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('serves each item image as a cacheable SVG, and 404 for an unknown slug', async () => {
    const { news } = (await (await post('/functions/ig-getNews')).json()) as { news: Array<{ imagePath: string }> };
    for (const { imagePath } of news) {
      const response = await api(imagePath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    const unknown = await api('/news/no-such-item.svg');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toHaveProperty('error');
  });
});

describe('ig-getProfileData', () => {
  it("answers the caller's completed document in the spec 3 shape", async () => {
    const response = await callFunction('ig-getProfileData', await idTokenFor('premium@demo.test'));
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc._insights).toEqual({ status: 'completed' });
    expect(doc._updatedAt._seconds).toBeGreaterThan(Date.now() / 1000 - 48 * 3600);
    const data = doc._calculatedData;
    expect(Object.keys(data.audience).sort()).toEqual([
      'fans',
      'friends',
      'inactiveFollowers',
      'lostFollowers',
      'newFollowers',
      'secretFans',
    ]);
    for (const category of [...Object.values(data.audience), ...Object.values(data.other)] as Array<
      Record<string, unknown>
    >) {
      expect(Object.keys(category).sort()).toEqual(['items', 'totalValue']);
    }
    for (const post of [...data.topPosts.mostLikedPosts, ...data.topPosts.mostCommentedPosts]) {
      expect(Object.keys(post).sort()).toEqual(['count', 'date', 'postPicUrl', 'user']);
    }
    expect(data.userEngagement).toEqual({
      engagementRate: {
        status: expect.any(String),
        cell: expect.any(Number),
        rate: expect.any(Number),
        tier: { minFollowers: expect.any(Number), maxFollowers: expect.any(Number), bandStarts: expect.any(Array) },
      },
      averageLikesPerPost: expect.any(Number),
      averageCommentsPerPost: expect.any(Number),
      // The demo posts carry insights, as a professional account's do.
      perReach: {
        rate: expect.any(Number),
        posts: expect.any(Number),
        saves: expect.any(Number),
        shares: expect.any(Number),
        reposts: expect.any(Number),
      },
    });
    expect([1, 2, 3, 4, 5]).toContain(data.userEngagement.engagementRate.cell);
    expect(data.overviewStatistics.totalPostsAnalyzed).toBeGreaterThan(0);
    // Every analysed post, newest first, with its format; the formats compared, best first.
    expect(data.posts).toHaveLength(data.overviewStatistics.totalPostsAnalyzed);
    const times = data.posts.map((post: { takenAt: string }) => Date.parse(post.takenAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.formats.length).toBeGreaterThan(1);
    const ratios = data.formats.map((figures: { ratio: number }) => figures.ratio);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
  });

  it('answers 404 without a document and 401 without a valid token', async () => {
    const { token } = await createSubscriber('profile');
    const none = await callFunction('ig-getProfileData', token);
    expect(none.status).toBe(404);
    expect(await none.json()).toHaveProperty('error');
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await post('/functions/ig-getProfileData', undefined, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toHaveProperty('error');
    }
  });
});
