// The sources of the profile document over real HTTP: an Instagram export uploaded twice, and
// fresh@demo.test's first analysis watched with the stack's clock (POST /dev/clock).
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from './membership-fixtures.ts';
import { api, bearer, idTokenFor, post, type TestAccount } from './helpers.ts';
import { callFunction, createSubscriber } from './functions-helpers.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../unit/profile-engine/fixtures/${name}`, import.meta.url), 'utf8');
const accountList = (...usernames: string[]) =>
  JSON.stringify(
    usernames.map((value) => ({
      title: '',
      string_list_data: [{ href: `https://www.instagram.com/${value}`, value, timestamp: 1_700_000_000 }],
    })),
  );

function upload(token: string | undefined, files: Record<string, string>) {
  const body = new FormData();
  for (const [name, text] of Object.entries(files))
    body.append('files', new Blob([text], { type: 'application/json' }), name);
  return api('/functions/ig-uploadExport', { method: 'POST', body, headers: token ? bearer(token) : {} });
}

describe('POST /functions/ig-uploadExport', () => {
  let account: TestAccount;

  it('analyses the first export at once: audience from the lists, no new or lost followers yet', async () => {
    account = await createSubscriber('upload');
    const response = await upload(account.token, {
      'followers_1.json': fixture('followers_1.json'),
      'followers_2.json': fixture('followers_2.json'),
      'following.json': fixture('following.json'),
    });
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document._insights).toEqual({ status: 'completed' });
    expect(document._calculatedData.audience.newFollowers.totalValue).toBeNull();
    expect(document._calculatedData.audience.lostFollowers.totalValue).toBeNull();
    expect(document._calculatedData.overviewStatistics.totalPostsAnalyzed).toBe(0);
    // The stored document is the answer but for the upload's own report of the files it read.
    const { _exportFiles: files, ...stored } = document;
    expect(files.found).toEqual(['followers_1.json', 'followers_2.json', 'following.json']);
    expect(await (await callFunction('ig-getProfileData', account.token)).json()).toEqual(stored);
  });

  it('compares the second export with the first: new and lost followers', async () => {
    const response = await upload(account.token, {
      'followers_1.json': accountList('anna.bakes', 'cara.photo', 'eli.draws'),
      'following.json': fixture('following.json'),
    });
    const { audience } = (await response.json())._calculatedData;
    expect(audience.newFollowers).toEqual({ totalValue: 1, items: [{ username: 'eli.draws' }] });
    expect(audience.lostFollowers.totalValue).toBe(2);
    expect(audience.lostFollowers.items.map((user: { username: string }) => user.username).sort()).toEqual([
      'ben_runs',
      'dan.travels',
    ]);
  });

  it('answers 400 with the file and the problem, and stores nothing', async () => {
    const before = await (await callFunction('ig-getProfileData', account.token)).json();
    const cases = [
      [
        { 'followers_1.json': '{not json', 'following.json': fixture('following.json') },
        'followers_1.json: the file is not valid JSON',
      ],
      [{ 'followers_1.json': fixture('followers_1.json') }, 'following.json: the file is missing'],
      [
        {
          'followers_1.json': fixture('followers_1.json'),
          'following.json': fixture('following.json'),
          'posts_1.json': '[]',
        },
        'posts_1.json: expected followers_1.json (followers_2.json …) and following.json',
      ],
      [{}, 'following.json: the file is missing'],
    ] as const;
    for (const [files, message] of cases) {
      const response = await upload(account.token, files);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid-export', message } });
    }
    expect(await (await callFunction('ig-getProfileData', account.token)).json()).toEqual(before);
  });

  it('takes an export far beyond the 16 KB of other calls, refuses more than 25 MB (413) and a caller without a token (401)', async () => {
    const followers = Array.from({ length: 3_000 }, (_, i) => `follower_${i}`);
    const large = await upload(account.token, {
      'followers_1.json': accountList(...followers),
      'following.json': accountList('follower_1'),
    });
    expect((await large.json())._calculatedData.audience.fans.totalValue).toBe(2_999);
    const tooLarge = await upload(account.token, {
      'followers_1.json': ' '.repeat(25 * 1024 * 1024 + 64 * 1024),
      'following.json': '[]',
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: { code: 'too-large', message: 'The files are larger than 25 MB' } });
    expect((await upload(undefined, { 'followers_1.json': '[]', 'following.json': '[]' })).status).toBe(401);
  });
});

describe("fresh@demo.test's first analysis", () => {
  afterAll(resetClock);

  it('starts at the first profile request and completes three minutes later; the report waits for it', async () => {
    await post('/dev/first-analysis/restart');
    const token = await idTokenFor('fresh@demo.test');
    const status = async () => (await (await callFunction('ig-getProfileData', token)).json())._insights.status;
    const report = () =>
      callFunction('ig-getPdfReport', token, { email: 'fresh@demo.test', uid: 'demo-fresh', hostname: 'localhost' });

    expect(await status()).toBe('idle');
    expect((await report()).status).toBe(409);
    await advanceClock(30_000);
    expect(await status()).toBe('pending');
    await advanceClock(60_000);
    expect(await status()).toBe('processing');
    await advanceClock(90_000);
    const document = await (await callFunction('ig-getProfileData', token)).json();
    expect(document._insights.status).toBe('completed');
    expect(document._calculatedData.overviewStatistics.totalPostsAnalyzed).toBeGreaterThan(0);
    expect((await report()).status).toBe(200);
  });
});
