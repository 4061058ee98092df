// The development-only stand-in of Meta's Instagram API (/dev/instagram/), driven over real HTTP by
// the server's real Instagram client (pinned to Meta's documented shapes by its contract tests):
// consent page, code exchange, long-lived token and refresh, /me in both wrappings, media and
// comment paging, insights, the failure switches, the export ZIPs and the post pictures.
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MANY_COMMENTS,
  specialPostIds,
  standInAccount,
  standInFollowers,
  standInFollowing,
  standInMedia,
  type StandInAccountKey,
} from '../../server/dev/instagram/accounts';
import { createInstagramClient } from '../../server/instagram/client';
import type { MediaItem } from '../../server/instagram/contracts';
import { api, baseUrl, bearer, post, signUpSubscriber, standInApp, uniqueEmail } from './helpers';

const GRAPH = `${baseUrl}/dev/instagram/graph/v25.0`;
// The app's own callback: the only redirect_uri the stand-in takes, as Meta takes only those registered.
const REDIRECT_URI = new URL('/instagram/callback', baseUrl).href;
const client = createInstagramClient(
  {
    ...standInApp,
    redirectUri: REDIRECT_URI,
    oauthBaseUrl: `${baseUrl}/dev/instagram/api`,
    graphBaseUrl: `${baseUrl}/dev/instagram/graph`,
    authorizeUrl: `${baseUrl}/dev/instagram/oauth/authorize`,
    graphVersion: 'v25.0',
  },
  { fetch },
);

/** Follows the consent page's link for an account (or Cancel) without following the redirect back. */
async function choose(
  choice: StandInAccountKey | 'cancel',
  authorizeUrl = client.authorizeUrl('csrf state/1'),
): Promise<URL> {
  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const links = [...(await page.text()).matchAll(/href="([^"]+)"/g)].map(([, href]) => href.replaceAll('&amp;', '&'));
  const link = links.find((href) =>
    choice === 'cancel' ? href.includes('/authorize/deny?') : href.endsWith(`&account=${choice}`),
  );
  const answer = await fetch(new URL(link!, baseUrl), { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

const codeFor = async (key: StandInAccountKey) => (await choose(key)).searchParams.get('code')!;

/** A long-lived token of a test account, the way the server gets one. */
async function connect(key: StandInAccountKey): Promise<string> {
  const short = await client.exchangeCode(await codeFor(key));
  return (await client.longLived(short.accessToken)).accessToken;
}

const graphGet = (path: string, token: string) =>
  fetch(`${GRAPH}/${path}${path.includes('?') ? '&' : '?'}access_token=${token}`);
const setSwitches = (body: Record<string, unknown>) =>
  post('/dev/instagram/switches', body, { 'content-type': 'application/json' });
const moveClock = (body: Record<string, unknown>) => post('/dev/clock', body, { 'content-type': 'application/json' });

describe('Instagram stand-in: Instagram Login', () => {
  it('shows a consent page listing the test accounts with their switches, and a Cancel choice', async () => {
    const page = await fetch(client.authorizeUrl('s'));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const text = await page.text();
    for (const key of ['small', 'mid', 'personal'] as const) expect(text).toContain(`@${standInAccount(key).username}`);
    expect(text).toContain('Expired token: off');
    expect(text).toContain('Cancel');
  });

  it('refuses a bad authorize request with an error page, never a redirect', async () => {
    const good = new URL(client.authorizeUrl('s'));
    const bad: Array<[string, string]> = [
      ['client_id', 'someone-else'],
      ['response_type', 'token'],
      ['scope', 'business_basic,business_manage_comments'],
      ['scope', 'instagram_business_manage_comments'],
      ['redirect_uri', '/instagram/callback'],
      ['redirect_uri', 'javascript:alert(1)'],
      // Only the app's own callback: a code must never be handed to another site.
      ['redirect_uri', 'https://evil.example/instagram/callback'],
    ];
    for (const [name, value] of bad) {
      const url = new URL(good);
      url.searchParams.set(name, value);
      const answer = await fetch(url, { redirect: 'manual' });
      expect([name, answer.status, answer.headers.get('content-type')]).toEqual([
        name,
        400,
        expect.stringMatching(/^text\/html/),
      ]);
    }
  });

  it('returns to redirect_uri with a code, the state verbatim and #_; without a state, none', async () => {
    const back = await choose('mid');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{100,}$/);
    expect(back.searchParams.get('state')).toBe('csrf state/1');
    expect(back.hash).toBe('#_');

    const stateless = new URL(client.authorizeUrl('x'));
    stateless.searchParams.delete('state');
    expect((await choose('small', stateless.href)).searchParams.has('state')).toBe(false);
  });

  it('returns access_denied when the user cancels', async () => {
    const back = await choose('cancel');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'The user denied your request.',
      state: 'csrf state/1',
    });
  });

  it('exchanges a code once for a short-lived token with the granted permissions; a reused or unknown code is refused', async () => {
    const code = await codeFor('mid');
    const short = await client.exchangeCode(`${code}#_`);
    expect(short).toEqual({
      accessToken: expect.stringMatching(/^IGAA/),
      userId: standInAccount('mid').userId,
      permissions: [
        'instagram_business_basic',
        'instagram_business_manage_comments',
        'instagram_business_manage_insights',
      ],
    });
    await expect(client.exchangeCode(code)).rejects.toMatchObject({
      kind: 'other',
      message: expect.stringContaining('has been used'),
    });
    await expect(client.exchangeCode('AQnot-a-code')).rejects.toMatchObject({
      kind: 'other',
      details: { status: 400, code: 400 },
    });
  });

  it('refuses a code sent with another redirect_uri or the wrong app secret', async () => {
    const exchange = (fields: Record<string, string>) =>
      fetch(`${baseUrl}/dev/instagram/api/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams({
          client_id: standInApp.appId,
          client_secret: standInApp.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: REDIRECT_URI,
          ...fields,
        }),
      });
    const wrong: Array<Record<string, string>> = [
      { redirect_uri: 'http://app.test/elsewhere' },
      { client_secret: 'guess' },
    ];
    for (const fields of wrong) {
      const answer = await exchange({ code: await codeFor('small'), ...fields });
      expect([answer.status, await answer.json()]).toEqual([
        400,
        { error_type: 'OAuthException', code: 400, error_message: expect.any(String) },
      ]);
    }
  });
});

describe('Instagram stand-in: the server connects through it (the local stack’s default)', () => {
  const connectAs = async (key: StandInAccountKey) => {
    const account = await signUpSubscriber(uniqueEmail(`stand-in-${key}`));
    const start = await post('/functions/ig-connectStart', undefined, bearer(account.token));
    const back = await choose(key, (await start.json()).authorizeUrl);
    expect(back.pathname).toBe('/instagram/callback');
    const finish = await post(
      '/functions/ig-connectFinish',
      { state: back.searchParams.get('state'), code: back.searchParams.get('code') },
      bearer(account.token),
    );
    return { uid: account.uid, status: finish.status, body: await finish.json() };
  };

  /** The user's sync runs once one has ended (the first starts right after connecting). */
  async function endedSyncRuns(uid: string): Promise<Array<{ outcome: string; calls: number }>> {
    for (const deadline = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const { runs } = await (await api(`/dev/instagram-sync-runs?uid=${uid}`)).json();
      if (runs.some((run: { ended_at: string | null }) => run.ended_at) || Date.now() > deadline) return runs;
    }
  }

  it('connects a professional account and syncs it; refuses the personal one', async () => {
    const mid = await connectAs('mid');
    expect(mid).toMatchObject({ status: 200, body: { username: standInAccount('mid').username } });
    expect(await endedSyncRuns(mid.uid)).toEqual([
      expect.objectContaining({ outcome: 'completed', calls: expect.any(Number) }),
    ]);
    expect(await connectAs('personal')).toMatchObject({ status: 400, body: { error: { code: 'personal-account' } } });
  });
});

describe('Instagram stand-in: Graph API', () => {
  it('answers /me plain for one account and wrapped in data for another, with counts equal to the export', async () => {
    for (const key of ['mid', 'small'] as const) {
      const token = await connect(key);
      const me = await client.me(token);
      const account = standInAccount(key);
      expect(me).toMatchObject({
        userId: account.userId,
        username: account.username,
        followersCount: standInFollowers(key).length,
        followsCount: standInFollowing(key).length,
      });
      const raw = await (await graphGet('me?fields=user_id,username', token)).json();
      expect(raw).toEqual(
        key === 'small'
          ? { data: [{ user_id: account.userId, username: account.username }] }
          : { user_id: account.userId, username: account.username },
      );
    }
    expect((await client.me(await connect('small'))).accountType).toBe('business');
    expect((await client.me(await connect('mid'))).accountType).toBe('creator');
    expect((await client.me(await connect('personal'))).accountType).toBe('unsupported');
  });

  it("pages mid's latest 50 posts over two pages of 25, with the documented special posts", async () => {
    const token = await connect('mid');
    const pages: MediaItem[][] = [];
    for await (const page of client.mediaPages(token)) pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([25, 25]);
    const posts = pages.flat();
    const byId = (id: string | undefined) => posts.find((item) => item.id === id)!;
    const special = specialPostIds('mid');
    expect(byId(special.hiddenLikes).likeCount).toBeUndefined();
    expect(byId(special.carousel)).toMatchObject({ mediaType: 'CAROUSEL_ALBUM', thumbnailUrl: undefined });
    expect(
      byId(special.carousel).children.map((child) => [child.mediaType, !!child.mediaUrl, !!child.thumbnailUrl]),
    ).toEqual([
      ['IMAGE', true, false],
      ['IMAGE', true, false],
      ['VIDEO', true, true],
    ]);
    expect(byId(special.video)).toMatchObject({
      mediaType: 'VIDEO',
      productType: 'REELS',
      thumbnailUrl: expect.stringMatching(/\/dev\/instagram\/media\/\d+\.png$/),
    });
    expect(byId(special.noMediaUrl)).toMatchObject({ mediaUrl: undefined, thumbnailUrl: expect.any(String) });
    expect(posts.filter((item) => item.mediaType !== 'VIDEO').every((item) => item.thumbnailUrl === undefined)).toBe(
      true,
    );
    expect(posts.slice(1).every((item, index) => item.timestamp < posts[index].timestamp)).toBe(true);

    const first = await (await graphGet('me/media?fields=id,timestamp&limit=25', token)).json();
    expect(first.data[0].timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
    const next = new URL(first.paging.next);
    expect([next.origin, next.searchParams.get('access_token')]).toEqual([new URL(baseUrl).origin, token]);
    const all = await client.mediaPages(token, { limit: 500 });
    let count = 0;
    for await (const page of all) count += page.length;
    expect(count).toBe(standInAccount('mid').mediaCount);
  });

  it('serves comments newest first, 50 a page: the client takes 100 by default, all with a higher max', async () => {
    const token = await connect('mid');
    const id = specialPostIds('mid').manyComments!;
    const comments = await client.comments(token, id);
    expect(comments).toHaveLength(100);
    expect(comments[0]).toEqual({
      id: expect.any(String),
      text: expect.any(String),
      timestamp: expect.any(String),
      username: expect.any(String),
      fromId: expect.any(String),
      likeCount: expect.any(Number),
    });
    expect(comments.slice(1).every((comment, index) => comment.timestamp <= comments[index].timestamp)).toBe(true);
    expect(await client.comments(token, id, { max: 1_000 })).toHaveLength(MANY_COMMENTS);
    const page = await (await graphGet(`${id}/comments?fields=id,username,from{id,username}&limit=500`, token)).json();
    expect(page.data).toHaveLength(50);
    expect(page.data[0]).toEqual({
      id: expect.any(String),
      username: expect.any(String),
      from: { id: expect.any(String), username: page.data[0].username },
    });

    const ofSmall = await (await graphGet(`${id}/comments`, await connect('small'))).json();
    expect(ofSmall.error).toMatchObject({ code: 100, type: 'OAuthException' });
  });

  it('gives follower insights to mid (100+ followers) but only the totals to small, which is refused follower_count', async () => {
    const mid = await connect('mid');
    const midInsights = await client.insights(mid, { followers: standInAccount('mid').followersCount });
    expect(midInsights.map((metric) => metric.name)).toEqual([
      'reach',
      'accounts_engaged',
      'total_interactions',
      'follower_count',
      'online_followers',
    ]);
    expect(midInsights.find((metric) => metric.name === 'follower_count')!.values).toHaveLength(30);
    expect(Object.keys(midInsights.find((metric) => metric.name === 'online_followers')!.values[0].value)).toHaveLength(
      24,
    );

    const small = await connect('small');
    const smallInsights = await client.insights(small, { followers: standInAccount('small').followersCount });
    expect(smallInsights.map((metric) => [metric.name, typeof metric.total])).toEqual([
      ['reach', 'number'],
      ['accounts_engaged', 'number'],
      ['total_interactions', 'number'],
    ]);
    const refused = await graphGet('me/insights?metric=follower_count&period=day', small);
    expect([refused.status, (await refused.json()).error.code]).toEqual([400, 100]);
  });

  it("answers a post's insights as lifetime values, and refuses a retired metric whole with its index", async () => {
    const token = await connect('mid');
    const [newest] = standInMedia('mid');
    const answer = await graphGet(`${newest.id}/insights?metric=views,reach,total_interactions`, token);
    const { data } = await answer.json();
    expect(data.map((metric: { name: string; period: string }) => [metric.name, metric.period])).toEqual([
      ['views', 'lifetime'],
      ['reach', 'lifetime'],
      ['total_interactions', 'lifetime'],
    ]);
    expect(data[1]).toMatchObject({
      values: [{ value: expect.any(Number) }],
      id: `${newest.id}/insights/reach/lifetime`,
    });
    const refused = await graphGet(`${newest.id}/insights?metric=reach,impressions`, token);
    expect([refused.status, (await refused.json()).error]).toEqual([
      400,
      expect.objectContaining({
        type: 'OAuthException',
        code: 100,
        message: expect.stringMatching(/^\(#100\) metric\[1\] must be one of the following values: /),
      }),
    ]);
    const other = await graphGet(`${standInMedia('small')[0].id}/insights?metric=reach`, token);
    expect((await other.json()).error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('sends the usage headers with every answer, errors included', async () => {
    const token = await connect('mid');
    for (const answer of [await graphGet('me?fields=username', token), await graphGet('me?fields=nonsense', token)]) {
      expect(JSON.parse(answer.headers.get('x-app-usage')!)).toEqual({
        call_count: expect.any(Number),
        total_time: expect.any(Number),
        total_cputime: expect.any(Number),
      });
      const business = JSON.parse(answer.headers.get('x-business-use-case-usage')!);
      expect(business[standInAccount('mid').userId]).toEqual([
        expect.objectContaining({ type: 'instagram', estimated_time_to_regain_access: 0 }),
      ]);
    }
  });

  it('refuses a malformed token as dead (190/467)', async () => {
    await expect(client.me('IGAAnot-a-token')).rejects.toMatchObject({
      kind: 'token-dead',
      details: { code: 190, subcode: 467, deadReason: 'invalid' },
    });
  });
});

describe('Instagram stand-in: switches', () => {
  afterEach(async () => {
    expect(
      (await setSwitches({ account: 'small', expiredToken: false, rateLimited: false, repostsRetired: false })).status,
    ).toBe(200);
  });

  it('expiredToken: every call with the account’s token answers 190/463', async () => {
    const token = await connect('small');
    expect(await (await setSwitches({ account: 'small', expiredToken: true })).json()).toEqual({
      account: 'small',
      expiredToken: true,
      rateLimited: false,
      repostsRetired: false,
    });
    await expect(client.me(token)).rejects.toMatchObject({
      kind: 'token-dead',
      details: { subcode: 463, deadReason: 'expired' },
    });
    await expect(client.refresh(token)).rejects.toMatchObject({ kind: 'token-dead' });
  });

  it('repostsRetired: media insights refuse reposts as Meta refuses a retired metric', async () => {
    const token = await connect('small');
    const [newest] = standInMedia('small');
    expect((await graphGet(`${newest.id}/insights?metric=reposts`, token)).status).toBe(200);
    await setSwitches({ account: 'small', repostsRetired: true });
    const refused = await (await graphGet(`${newest.id}/insights?metric=reposts`, token)).json();
    expect(refused.error.message).toMatch(/^\(#100\) metric\[0\] must be one of the following values: (?!.*reposts)/);
    expect((await graphGet(`${newest.id}/insights?metric=reach`, token)).status).toBe(200);
  });

  it('rateLimited: code 4 with a 2-minute regain estimate in X-Business-Use-Case-Usage', async () => {
    const token = await connect('small');
    await setSwitches({ account: 'small', rateLimited: true });
    await expect(client.me(token)).rejects.toMatchObject({ kind: 'throttled', details: { code: 4, waitMs: 120_000 } });
    const answer = await graphGet('me', token);
    expect(
      JSON.parse(answer.headers.get('x-business-use-case-usage')!)[standInAccount('small').userId][0],
    ).toMatchObject({ call_count: 100, estimated_time_to_regain_access: 2 });
  });

  it('the index page shows the accounts, their switches and exports; its buttons post the switches', async () => {
    const page = await (await api('/dev/instagram/')).text();
    expect(page).toContain('@wanderlight.studio');
    expect(page).toContain('/dev/instagram/exports/mid.zip?snapshot=2');
    const form = await api('/dev/instagram/switches', {
      method: 'POST',
      body: new URLSearchParams({ account: 'small', rateLimited: 'true' }),
      redirect: 'manual',
    });
    expect([form.status, form.headers.get('location')]).toEqual([303, '/dev/instagram/']);
    expect(await (await api('/dev/instagram/')).text()).toContain('Rate limited: on');
    expect((await setSwitches({ account: 'nobody' })).status).toBe(400);
  });
});

describe('Instagram stand-in: token lifetimes (on the stack’s clock)', () => {
  afterEach(() => moveClock({ reset: true }));

  it('a short-lived token dies after an hour; a long-lived one refreshes only once 24 hours old', async () => {
    const short = await client.exchangeCode(await codeFor('mid'));
    const long = (await client.longLived(short.accessToken)).accessToken;
    await expect(client.refresh(long)).rejects.toMatchObject({ kind: 'other', details: { code: 100 } });
    await moveClock({ advanceMs: 25 * 3_600_000 });
    await expect(client.me(short.accessToken)).rejects.toMatchObject({ kind: 'token-dead', details: { subcode: 463 } });
    const refreshed = await client.refresh(long);
    expect(refreshed).toEqual({
      accessToken: expect.stringMatching(/^IGAA/),
      tokenType: 'bearer',
      expiresInSeconds: 5_183_944,
    });
    expect((await client.me(refreshed.accessToken)).username).toBe(standInAccount('mid').username);
  });
});

describe('Instagram stand-in: exports and pictures', () => {
  const unzip = async (path: string) => {
    const answer = await api(path);
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="instagram-wanderlight\.studio-\d{4}-\d{2}-\d{2}-\w+\.zip"$/,
    );
    return unzipSync(new Uint8Array(await answer.arrayBuffer()));
  };
  const usernamesIn = (files: Record<string, Uint8Array>, name: string) =>
    JSON.parse(strFromU8(files[`connections/followers_and_following/${name}`]));

  it('downloads an export ZIP with the documented files, its lists as long as /me counts; snapshot 2 lost and gained a few', async () => {
    const me = await client.me(await connect('mid'));
    const files = await unzip('/dev/instagram/exports/mid.zip');
    expect(Object.keys(files).sort()).toEqual([
      'connections/followers_and_following/blocked_profiles.json',
      'connections/followers_and_following/close_friends.json',
      'connections/followers_and_following/followers_1.json',
      'connections/followers_and_following/following.json',
      'connections/followers_and_following/pending_follow_requests.json',
      'connections/followers_and_following/recently_unfollowed_profiles.json',
      'connections/followers_and_following/restricted_profiles.json',
      // A professional account's past insights: the audience summary.
      'logged_information/past_instagram_insights/audience_insights.json',
      'your_instagram_activity/content/posts_1.json',
    ]);
    const followers = usernamesIn(files, 'followers_1.json');
    expect(followers[0]).toEqual({
      title: '',
      media_list_data: [],
      string_list_data: [
        {
          href: expect.stringMatching(/^https:\/\/www\.instagram\.com\/[a-z0-9._]+$/),
          value: expect.any(String),
          timestamp: expect.any(Number),
        },
      ],
    });
    expect(followers).toHaveLength(me.followersCount);
    const following = usernamesIn(files, 'following.json').relationships_following;
    expect(following[0]).toEqual({
      title: expect.any(String),
      string_list_data: [{ href: `https://www.instagram.com/_u/${following[0].title}`, timestamp: expect.any(Number) }],
    });
    expect(following).toHaveLength(me.followsCount);
    expect(JSON.parse(strFromU8(files['your_instagram_activity/content/posts_1.json']))).toHaveLength(me.mediaCount);

    const later = usernamesIn(await unzip('/dev/instagram/exports/mid.zip?snapshot=2'), 'followers_1.json');
    const names = (entries: Array<{ string_list_data: Array<{ value: string }> }>) =>
      new Set(entries.map((entry) => entry.string_list_data[0].value));
    const [before, after] = [names(followers), names(later)];
    expect([...before].filter((name) => !after.has(name)).length).toBeGreaterThan(0);
    expect([...after].filter((name) => !before.has(name)).length).toBeGreaterThan(0);
  });

  it("is read by the server's export upload: friends are the accounts both followed and following", async () => {
    const account = await signUpSubscriber(uniqueEmail('stand-in-export'));
    const zip = new Uint8Array(await (await api('/dev/instagram/exports/mid.zip')).arrayBuffer());
    const body = new FormData();
    body.append('files', new Blob([zip]), 'instagram-wanderlight.studio.zip');
    const answer = await api('/functions/ig-uploadExport', { method: 'POST', body, headers: bearer(account.token) });
    expect(answer.status).toBe(200);
    const followers = new Set(standInFollowers('mid').map((follow) => follow.username));
    const friends = standInFollowing('mid').filter((follow) => followers.has(follow.username)).length;
    const { audience } = (await answer.json())._calculatedData;
    expect([audience.friends.totalValue, audience.fans.totalValue]).toEqual([friends, followers.size - friends]);
  });

  it('serves post pictures as cacheable PNGs, and nothing for unknown ids', async () => {
    const picture = await api(`/dev/instagram/media/${specialPostIds('mid').carousel}.png`);
    expect([picture.status, picture.headers.get('content-type'), picture.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      expect.stringMatching(/^public/),
    ]);
    expect([...new Uint8Array(await picture.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await api('/dev/instagram/media/123.png')).status).toBe(404);
  });
});
