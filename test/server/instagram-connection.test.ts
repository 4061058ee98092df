// Connecting Instagram through the local stand-in, over real HTTP: bad OAuth input is a
// failure code and stores nothing, a connected account syncs, refreshes at most hourly, turns into
// "reconnect" on code 190, waits when throttled, and disconnecting or Meta's deletion callback
// removes its data. No token reaches a response, the database or the log.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { standInAccount } from '../../server/dev/instagram/accounts.ts';
import {
  api,
  bearer,
  post,
  queryStackDb,
  signUpSubscriber,
  stackDbReadable,
  standInApp,
  uniqueEmail,
  type TestAccount,
} from './helpers.ts';
import { call, connected, consent, finish, json, startConnect, statusOf, until } from './instagram.ts';

const setSwitches = (body: Record<string, unknown>) => post('/dev/instagram/switches', body, json);
const moveClock = (body: Record<string, unknown>) => post('/dev/clock', body, json);
/** The stand-in's tokens start so (server/dev/instagram/tokens.ts): none may leave the server or sit in its database in the clear. */
const TOKEN_PREFIX = 'IGAA';

const failure = (code: string) => ({
  status: code === 'unavailable' ? 502 : 400,
  body: { error: { code, message: expect.any(String) } },
});

const profileOf = async (account: TestAccount) => {
  const answer = await post('/functions/ig-getProfileData', undefined, bearer(account.token));
  return answer.status === 404 ? undefined : answer.json();
};
const runsOf = async (account: TestAccount) =>
  (await (await api(`/dev/instagram-sync-runs?uid=${account.uid}`)).json()).runs as Array<{
    outcome: string;
    calls: number;
  }>;

afterEach(async () => {
  await setSwitches({ account: 'mid', expiredToken: false, rateLimited: false });
  await moveClock({ reset: true });
});

describe('connect: refusals store nothing and are never a 5xx', () => {
  it('refuses a missing, forged, malformed or oversized state, and another user’s', async () => {
    const account = await signUpSubscriber(uniqueEmail('ig-state'));
    const other = await signUpSubscriber(uniqueEmail('ig-state-other'));
    const back = await consent(await startConnect(account), 'mid');
    const code = back.searchParams.get('code');
    for (const body of [
      { code },
      { state: randomBytes(32).toString('base64url'), code },
      { state: 'x', code },
      { state: 'x'.repeat(5000), code },
      'not json',
    ]) {
      expect(await finish(account, body)).toEqual(failure('state-invalid'));
    }
    expect(await finish(other, { state: back.searchParams.get('state'), code })).toEqual(failure('state-invalid'));
    expect(await statusOf(account)).toEqual({ state: 'none' });
    expect(await statusOf(other)).toEqual({ state: 'none' });
    // The owner's state survived the other user's attempt: it is bound to its user, not used up by anyone.
    expect(await finish(account, { state: back.searchParams.get('state'), code })).toMatchObject({
      status: 200,
      body: { state: 'syncing', username: standInAccount('mid').username },
    });
  });

  it('a refusal on Instagram, a missing or wrong code and a reused state: each its own message', async () => {
    const account = await signUpSubscriber(uniqueEmail('ig-refusals'));
    const denied = await consent(await startConnect(account), 'cancel');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    const refusal = {
      state: denied.searchParams.get('state'),
      error: 'access_denied',
      errorReason: 'user_denied',
      errorDescription: 'The user denied your request.',
    };
    expect(await finish(account, refusal)).toEqual(failure('access-denied'));
    expect(await finish(account, refusal)).toEqual(failure('state-invalid'));

    const noCode = await consent(await startConnect(account), 'mid');
    expect(await finish(account, { state: noCode.searchParams.get('state') })).toEqual(failure('code-invalid'));
    const wrongCode = await consent(await startConnect(account), 'mid');
    expect(await finish(account, { state: wrongCode.searchParams.get('state'), code: 'not-a-code' })).toEqual(
      failure('code-invalid'),
    );
    expect(await statusOf(account)).toEqual({ state: 'none' });
  });

  it('a code used once is refused the second time, even with a fresh state', async () => {
    const account = await signUpSubscriber(uniqueEmail('ig-code-reuse'));
    const first = await consent(await startConnect(account), 'small');
    const code = first.searchParams.get('code');
    expect((await finish(account, { state: first.searchParams.get('state'), code })).status).toBe(200);
    const again = await consent(await startConnect(account), 'small');
    expect(await finish(account, { state: again.searchParams.get('state'), code })).toEqual(failure('code-invalid'));
  });

  it('a personal account is refused with the way to switch, and nothing is stored', async () => {
    const account = await signUpSubscriber(uniqueEmail('ig-personal'));
    const back = await consent(await startConnect(account), 'personal');
    const answer = await finish(account, {
      state: back.searchParams.get('state'),
      code: back.searchParams.get('code'),
    });
    expect(answer).toEqual(failure('personal-account'));
    expect(answer.body.error.message).toMatch(/Switch to professional account/);
    expect(await statusOf(account)).toEqual({ state: 'none' });
    expect(await profileOf(account)).toBeUndefined();
  });
});

describe('a connected account', () => {
  it('syncs at once: pending, then completed with its posts; the next sync is 24 hours later', async () => {
    const account = await connected('mid');
    const status = await until(
      () => statusOf(account),
      (view) => view.state === 'connected',
    );
    expect(status).toMatchObject({
      state: 'connected',
      username: 'wanderlight.studio',
      lastSyncedAt: expect.any(String),
      refreshAvailableAt: null,
    });
    expect(Date.parse(status.nextSyncAt) - Date.parse(status.lastSyncedAt)).toBe(24 * 3_600_000);
    const profile = await profileOf(account);
    expect(profile).toMatchObject({
      _insights: { status: 'completed' },
      _sources: ['instagram'],
      _calculatedData: { overviewStatistics: { totalPostsAnalyzed: 50 } },
    });
    expect(profile._updatedAt._seconds).toBe(Math.floor(Date.parse(status.lastSyncedAt) / 1000));
    expect(profile._calculatedData.topPosts.mostLikedPosts[0].postPicUrl).toMatch(/\/dev\/instagram\/media\/\d+\.png$/);
    // Without an export the audience says what unlocks it.
    expect(profile._calculatedData.audience.friends).toEqual({ totalValue: null, items: [], unlock: 'export' });
    expect(await runsOf(account)).toEqual([
      expect.objectContaining({ outcome: 'completed', calls: expect.any(Number) }),
    ]);
    // The sync's figures are the growth chart's first point: the API's counts, and the rate of its posts.
    const history = await (await call('ig-profileHistory', account.token, { days: 7 })).json();
    const mid = standInAccount('mid');
    expect(history.points).toEqual([
      {
        date: status.lastSyncedAt.slice(0, 10),
        followers: mid.followersCount,
        following: mid.followsCount,
        posts: mid.mediaCount,
        engagementRate: expect.any(Number),
        reach: expect.any(Number),
      },
    ]);
    expect(history.points[0].engagementRate).toBeGreaterThan(0);
    expect(history).toMatchObject({ sinceLastWeek: null, sinceLastMonth: null });
    expect(JSON.stringify([status, profile])).not.toContain(TOKEN_PREFIX);
  });

  it('"Refresh now" at most once an hour', async () => {
    const account = await connected('small');
    await until(
      () => statusOf(account),
      (view) => view.state === 'connected',
    );
    const first = await call('ig-refreshNow', account.token);
    expect([first.status, (await first.json()).state]).toEqual([200, 'syncing']);
    const second = await call('ig-refreshNow', account.token);
    const body = await second.json();
    expect([second.status, body.error.code]).toEqual([429, 'too-soon']);
    expect(Date.parse(body.error.retryAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(3_500);
  });

  it('a dead token (code 190) asks to reconnect and keeps the last analysis', async () => {
    const account = await connected('mid');
    await until(
      () => statusOf(account),
      (view) => view.state === 'connected',
    );
    await setSwitches({ account: 'mid', expiredToken: true });
    expect((await call('ig-refreshNow', account.token)).status).toBe(200);
    const status = await until(
      () => statusOf(account),
      (view) => view.state === 'reconnect',
    );
    expect(status).toMatchObject({ state: 'reconnect', nextSyncAt: null, lastSyncedAt: expect.any(String) });
    expect((await runsOf(account)).map((run) => run.outcome)).toEqual(['token-dead', 'completed']);
    expect(await profileOf(account)).toMatchObject({
      _insights: { status: 'completed' },
      _calculatedData: { overviewStatistics: { totalPostsAnalyzed: 50 } },
    });
    expect((await call('ig-refreshNow', account.token)).status).toBe(409);
  });

  it('a rate limit (code 4) ends the run as throttled and waits what Meta estimates', async () => {
    const account = await connected('mid');
    await until(
      () => statusOf(account),
      (view) => view.state === 'connected',
    );
    await setSwitches({ account: 'mid', rateLimited: true });
    expect((await call('ig-refreshNow', account.token)).status).toBe(200);
    const runs = await until(
      () => runsOf(account),
      (list) => list[0]?.outcome === 'throttled',
    );
    expect(runs.map((run) => run.outcome)).toEqual(['throttled', 'completed']);
    const status = await statusOf(account);
    // The stand-in estimates 2 minutes to regain access.
    expect(Date.parse(status.nextSyncAt) - Date.now()).toBeGreaterThan(60_000);
    expect(Date.parse(status.nextSyncAt) - Date.now()).toBeLessThanOrEqual(2 * 60_000);
  });

  it('disconnecting forgets the token and deletes every row of the account', async () => {
    const account = await connected('small');
    await until(
      () => statusOf(account),
      (view) => view.state === 'connected',
    );
    expect(await (await call('ig-disconnect', account.token)).json()).toEqual({ state: 'none' });
    expect(await profileOf(account)).toBeUndefined();
    expect(await runsOf(account)).toEqual([]);
    expect((await (await call('ig-profileHistory', account.token, {})).json()).points).toEqual([]);
    if (stackDbReadable) {
      for (const table of [
        'instagram_connections',
        'instagram_snapshots',
        'instagram_sync_runs',
        'instagram_oauth_states',
      ]) {
        expect(await queryStackDb(`SELECT 1 FROM ${table} WHERE uid = $1`, [account.uid])).toEqual([]);
      }
    }
  });
});

describe.skipIf(!stackDbReadable)('tokens at rest', () => {
  it('are sealed (AES-256-GCM) in the database, never in the clear', async () => {
    const account = await connected('small');
    const [row] = await queryStackDb('SELECT * FROM instagram_connections WHERE uid = $1', [account.uid]);
    expect(row.sealed_token).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(row)).not.toContain(TOKEN_PREFIX);
  });
});

const signedRequest = (payload: object, secret: string = standInApp.appSecret) => {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${createHmac('sha256', secret).update(body).digest('base64url')}.${body}`;
};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const metaPost = (pathname: string, signed: string | undefined) =>
  api(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: signed === undefined ? '' : new URLSearchParams({ signed_request: signed }).toString(),
  });

describe("Meta's deauthorize and data-deletion callbacks", () => {
  it('refuse a missing or wrongly signed request', async () => {
    const payload = { algorithm: 'HMAC-SHA256', user_id: standInAccount('small').userId, issued_at: 1 };
    for (const signed of [undefined, 'garbage', signedRequest(payload, 'not-the-secret')])
      expect((await metaPost('/meta/data-deletion', signed)).status).toBe(400);
    expect((await api('/meta/deletion/0123456789abcdef01234567')).status).toBe(404);
  });

  it('delete the account’s data for every user connected to it and answer a status page', async () => {
    const first = await connected('small');
    const second = await connected('small');
    await until(
      () => statusOf(second),
      (view) => view.state === 'connected',
    );
    for (const pathname of ['/meta/deauthorize', '/meta/data-deletion']) {
      const answer = await metaPost(
        pathname,
        signedRequest({ algorithm: 'HMAC-SHA256', user_id: standInAccount('small').userId, issued_at: nowSeconds() }),
      );
      const { url, confirmation_code: code } = await answer.json();
      expect([answer.status, code]).toEqual([200, expect.stringMatching(/^[0-9a-f]{24}$/)]);
      const page = await fetch(url);
      expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('Completed on')]);
    }
    for (const account of [first, second]) {
      expect(await statusOf(account)).toEqual({ state: 'none' });
      expect(await profileOf(account)).toBeUndefined();
    }
  });
});

describe('logs', () => {
  it('carry no Instagram token', async () => {
    const log = await fs.readFile(path.join(inject('stackDataDir'), 'server.log'), 'utf8');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(TOKEN_PREFIX);
  });
});
