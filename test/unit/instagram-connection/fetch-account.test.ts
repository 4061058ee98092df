// One sync's reads (server/instagram-connection/fetch-account.ts) with a fake Instagram client:
// transient failures are retried with backoff, a usage header past 90 % ends the run as throttled,
// and a refused insight leaves insights out instead of failing the sync.
import { describe, expect, it } from 'vitest';
import type { InstagramClient } from '../../../server/instagram/client.ts';
import type { InstagramProfile, MediaItem } from '../../../server/instagram/contracts.ts';
import { InstagramError } from '../../../server/instagram/errors.ts';
import { fetchAccount, PAUSE_AT_PERCENT, usageWatch } from '../../../server/instagram-connection/fetch-account.ts';

const me: InstagramProfile = {
  appScopedId: undefined,
  userId: '1',
  username: 'me',
  name: undefined,
  accountType: 'business',
  profilePictureUrl: undefined,
  followersCount: 10,
  followsCount: 5,
  mediaCount: 1,
};
const item: MediaItem = {
  id: '9',
  caption: undefined,
  mediaType: 'IMAGE',
  productType: 'FEED',
  mediaUrl: 'https://cdn.example/9.jpg',
  thumbnailUrl: undefined,
  permalink: 'https://instagram.com/p/9',
  timestamp: '2026-11-20T10:00:00.000Z',
  likeCount: undefined,
  commentsCount: 1,
  children: [],
};

function fakeClient(overrides: Partial<InstagramClient> = {}): InstagramClient {
  return {
    me: async () => me,
    mediaPages: async function* () {
      yield [item];
    },
    comments: async () => [
      { id: 'c', text: 'hi', timestamp: item.timestamp, username: 'ann', fromId: undefined, likeCount: 0 },
    ],
    insights: async () => [],
    followsAndUnfollows: async () => [],
    mediaInsights: async () => [],
    ...overrides,
  } as InstagramClient;
}

const transient = () =>
  new InstagramError('transient', 'Instagram GET /v25.0/me failed (transient, HTTP 500)', {
    endpoint: 'GET /v25.0/me',
    status: 500,
  });
const now = new Date('2026-11-25T08:00:00Z');

describe('fetchAccount', () => {
  it("names each post's format from Meta's media and product types: a video published as a reel is a reel", async () => {
    const as = (mediaType: MediaItem['mediaType'], productType: string) => ({ ...item, mediaType, productType });
    const items = [as('CAROUSEL_ALBUM', 'FEED'), as('VIDEO', 'REELS'), as('VIDEO', 'FEED'), as('IMAGE', 'FEED')];
    const client = fakeClient({
      mediaPages: async function* () {
        yield items;
      },
    });
    const fetched = await fetchAccount(client, 'token', { watch: usageWatch(), now });
    expect(fetched.posts.map((post) => post.format)).toEqual(['carousel', 'reel', 'video', 'image']);
  });

  it('reads the account and turns its posts into the engine’s: hidden likes unknown, commenters by name', async () => {
    const fetched = await fetchAccount(fakeClient(), 'token', { watch: usageWatch(), now });
    expect(fetched.account).toEqual({
      userId: '1',
      username: 'me',
      accountType: 'business',
      followersCount: 10,
      followsCount: 5,
      mediaCount: 1,
    });
    expect(fetched.posts).toEqual([
      {
        picUrl: 'https://cdn.example/9.jpg',
        format: 'image',
        takenAt: item.timestamp,
        owner: 'me',
        likes: null,
        comments: 1,
        likers: [],
        commenters: ['ann'],
        // Instagram gave no figures for the post: not available, not 0.
        insights: { views: null, reach: null, saved: null, shares: null, totalInteractions: null, reposts: null },
      },
    ]);
  });

  it('retries a transient failure twice with backoff, then gives up', async () => {
    const waits: number[] = [];
    let calls = 0;
    const flaky = fakeClient({ me: async () => (++calls < 3 ? Promise.reject(transient()) : me) });
    await fetchAccount(flaky, 'token', { watch: usageWatch(), now, sleep: async (ms) => void waits.push(ms) });
    expect(calls).toBe(3);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[1]).toBeGreaterThanOrEqual(1_000);

    const down = fakeClient({ me: async () => Promise.reject(transient()) });
    await expect(
      fetchAccount(down, 'token', { watch: usageWatch(), now, sleep: async () => {} }),
    ).rejects.toMatchObject({ kind: 'transient' });
  });

  it('stops as throttled once a usage header reaches the pause level, waiting the estimate', async () => {
    const watch = usageWatch();
    const busy = fakeClient({
      me: async () => {
        watch.onCall({
          endpoint: 'GET /v25.0/me',
          status: 200,
          usage: {
            app: { callCount: PAUSE_AT_PERCENT, totalTime: 1, totalCputime: 1 },
            businessUseCases: [
              { id: '1', type: 'instagram', callCount: 1, totalCputime: 1, totalTime: 1, regainAccessMinutes: 7 },
            ],
          },
        });
        return me;
      },
    });
    await expect(fetchAccount(busy, 'token', { watch, now })).rejects.toMatchObject({
      kind: 'throttled',
      details: { waitMs: 7 * 60_000 },
    });
  });

  it('leaves insights out when Instagram refuses them (a permission not granted)', async () => {
    const refused = () =>
      Promise.reject(new InstagramError('other', 'refused', { endpoint: 'GET /v25.0/me/insights' }));
    const fetched = await fetchAccount(fakeClient({ insights: refused, followsAndUnfollows: refused }), 'token', {
      watch: usageWatch(),
      now,
    });
    expect(fetched.insights).toEqual([]);
  });

  it('keeps the account insights when follows_and_unfollows alone is refused (not offered), and adds it when given', async () => {
    const reach = { name: 'reach', period: 'day', total: 2264, values: [], breakdown: undefined };
    const follows = { name: 'follows_and_unfollows', period: 'day', total: 61, values: [], breakdown: undefined };
    const refused = () =>
      Promise.reject(new InstagramError('other', '(#100) metric[0] must be one of', { endpoint: 'GET /me/insights' }));
    const withRefusal = fakeClient({ insights: async () => [reach], followsAndUnfollows: refused });
    expect((await fetchAccount(withRefusal, 'token', { watch: usageWatch(), now })).insights).toEqual([reach]);
    const offered = fakeClient({ insights: async () => [reach], followsAndUnfollows: async () => [follows] });
    expect((await fetchAccount(offered, 'token', { watch: usageWatch(), now })).insights).toEqual([reach, follows]);
  });
});
