// Who is in each audience category, over real HTTP: a subscriber's two exports, read a page at a
// time (keyset paging, stable while a newer export arrives), searched by any part of a username,
// downloaded as CSV; nobody else's lists; locked categories; a demo account's lists.
import { describe, expect, it } from 'vitest';
import type { AudienceListPage } from '../../contracts/audience-lists.ts';
import { api, bearer, idTokenFor, type TestAccount } from './helpers.ts';
import { callFunction, createAccount, createSubscriber } from './functions-helpers.ts';

/** An export list file: usernames with the time each relationship began. */
const listFile = (entries: [string, number?][], wrapper?: string) => {
  const list = entries.map(([value, timestamp]) => ({
    title: '',
    string_list_data: [{ href: `https://www.instagram.com/${value}`, value, ...(timestamp && { timestamp }) }],
  }));
  return JSON.stringify(wrapper ? { [wrapper]: list } : list);
};

function upload(token: string, files: Record<string, string>) {
  const body = new FormData();
  for (const [name, text] of Object.entries(files))
    body.append('files', new Blob([text], { type: 'application/json' }), name);
  return api('/functions/ig-uploadExport', { method: 'POST', body, headers: bearer(token) });
}

const T0 = 1_767_225_600; // 2026-01-01T00:00:00Z
const FOLLOWING = listFile([['bea'], ['cal'], ['zed']], 'relationships_following');

async function page(account: TestAccount, body: Record<string, unknown>) {
  const response = await callFunction('ig-audienceList', account.token, body);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return (await response.json()) as AudienceListPage;
}
const names = (answer: AudienceListPage) => answer.items.map((item) => item.username);

describe('POST /functions/ig-audienceList and ig-audienceCsv', () => {
  let account: TestAccount;

  it('answers 409 locked for new and lost followers until a second export, the other lists at once', async () => {
    account = await createSubscriber('audience');
    const first = await upload(account.token, {
      'followers_1.json': listFile([['ann', T0], ['bea', T0 + 60], ['Cal', T0 + 120], ['dan', T0 + 180], ['eve']]),
      'following.json': FOLLOWING,
    });
    expect(first.status).toBe(200);
    // The answer says what was read, and which of the folder's optional lists the upload did not hold.
    expect((await first.json())._exportFiles).toEqual({
      found: ['followers_1.json', 'following.json'],
      missing: [
        'blocked_profiles.json',
        'restricted_profiles.json',
        'recently_unfollowed_profiles.json',
        'pending_follow_requests.json',
        'close_friends.json',
      ],
      // No past insights: no follower counts from before.
      pastFollowers: [],
    });
    const locked = await callFunction('ig-audienceList', account.token, { category: 'lostFollowers' });
    expect(locked.status).toBe(409);
    expect(await locked.json()).toMatchObject({ error: { code: 'locked', unlock: 'second-export' } });
    const friends = await page(account, { category: 'friends' });
    expect(friends).toMatchObject({ category: 'friends', total: 2, next: null });
    expect(friends.items).toEqual([
      { username: 'bea', followedAt: new Date((T0 + 60) * 1000).toISOString() },
      { username: 'Cal', followedAt: new Date((T0 + 120) * 1000).toISOString() },
    ]);
    expect(names(await page(account, { category: 'fans' }))).toEqual(['ann', 'dan', 'eve']);
    // No synced or demo posts: commenters are unknown.
    expect((await callFunction('ig-audienceList', account.token, { category: 'secretFans' })).status).toBe(409);
  });

  it('pages through a category in username order with a stable cursor, even while a newer export arrives', async () => {
    await upload(account.token, {
      'followers_1.json': listFile([['ann', T0], ['fay'], ['gus'], ['hal'], ['ivy'], ['bea', T0 + 60]]),
      'following.json': FOLLOWING,
      'blocked_profiles.json': listFile([['cal']], 'relationships_blocked_users'),
      'recently_unfollowed_profiles.json': listFile([['dan']], 'relationships_unfollowed_users'),
    });
    const lost = await page(account, { category: 'lostFollowers' });
    expect(lost.total).toBe(3);
    // Why each is gone, where this export tells (the subscriber's own doing); eve simply left.
    expect(lost.items).toEqual([
      { username: 'Cal', followedAt: new Date((T0 + 120) * 1000).toISOString(), reason: 'blocked' },
      { username: 'dan', followedAt: new Date((T0 + 180) * 1000).toISOString(), reason: 'you-unfollowed' },
      { username: 'eve', followedAt: null, reason: null },
    ]);
    const firstPage = await page(account, { category: 'newFollowers', limit: 2 });
    expect(firstPage).toMatchObject({ total: 4, next: expect.any(String) });
    expect(names(firstPage)).toEqual(['fay', 'gus']);
    // A third export lands between two pages: the paging goes on through the snapshot it began in.
    await upload(account.token, {
      'followers_1.json': listFile([['ann'], ['bea'], ['zoe']]),
      'following.json': FOLLOWING,
    });
    const secondPage = await page(account, { category: 'newFollowers', limit: 2, after: firstPage.next });
    expect(names(secondPage)).toEqual(['hal', 'ivy']);
    expect(secondPage.next).toBeNull();
    // A new first page reads the newest export.
    expect(names(await page(account, { category: 'newFollowers' }))).toEqual(['zoe']);
  });

  it('searches by any part of a username, whatever its case, in username order', async () => {
    await upload(account.token, {
      'followers_1.json': listFile([['anna.bakes'], ['Annie_runs'], ['bob.annex'], ['zed']]),
      'following.json': FOLLOWING,
    });
    const found = await page(account, { category: 'fans', search: 'ANN' });
    expect(names(found)).toEqual(['anna.bakes', 'Annie_runs', 'bob.annex']);
    expect(found.total).toBe(3);
    const paged = await page(account, { category: 'fans', search: 'ann', limit: 2 });
    expect(names(paged)).toEqual(['anna.bakes', 'Annie_runs']);
    expect(names(await page(account, { category: 'fans', search: 'ann', after: paged.next }))).toEqual(['bob.annex']);
    expect(names(await page(account, { category: 'fans', search: '.ANNE' }))).toEqual(['bob.annex']);
    expect(names(await page(account, { category: 'fans', search: 'nobody' }))).toEqual([]);
    const refused = await callFunction('ig-audienceList', account.token, { category: 'fans', search: 'a b' });
    expect(refused.status).toBe(400);
  });

  it('downloads a category as CSV, every page of it, safe for spreadsheets', async () => {
    const response = await callFunction('ig-audienceCsv', account.token, { category: 'fans' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="fans.csv"');
    expect((await response.text()).split('\r\n')).toEqual([
      'username,profile,followed_at,reason',
      'anna.bakes,https://www.instagram.com/anna.bakes/,,',
      'Annie_runs,https://www.instagram.com/Annie_runs/,,',
      'bob.annex,https://www.instagram.com/bob.annex/,,',
      '',
    ]);
  });

  it("never reads another user's lists: the caller's own (none) or a refusal", async () => {
    const other = await createSubscriber('audience-other');
    const answer = await callFunction('ig-audienceList', other.token, { category: 'fans' });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: { unlock: 'export' } });
    const notSubscriber = await createAccount('audience-none');
    expect((await callFunction('ig-audienceList', notSubscriber.token, { category: 'fans' })).status).toBe(403);
    expect((await callFunction('ig-audienceList', undefined, { category: 'fans' })).status).toBe(401);
  });

  it("pages a demo account's lists, and its secret fans from the demo posts' commenters", async () => {
    const demo = { token: await idTokenFor('premium@demo.test', 'demo1234') } as TestAccount;
    const fans = await page(demo, { category: 'fans', limit: 100 });
    expect(fans.total).toBeGreaterThan(1_000);
    expect(fans.items).toHaveLength(100);
    const keys = fans.items.map((item) => item.username.toLowerCase());
    expect(keys).toEqual([...keys].sort());
    const next = await page(demo, { category: 'fans', limit: 100, after: fans.next });
    expect(next.items[0]!.username.toLowerCase() > keys.at(-1)!).toBe(true);
    const secretFans = await page(demo, { category: 'secretFans' });
    expect(secretFans.total).toBeGreaterThan(0);
  });
});
