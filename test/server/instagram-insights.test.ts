// Meta's 2025-2026 insights through a real sync against the stand-in, over real HTTP: each post's
// insights become the engagement per reach with saves, shares and reposts in the document; reposts
// refused as a retired metric is asked once and is not available (null), never 0; the account's
// reach fills its history row; a 100+ follower account's online followers reach the document.
import { afterEach, describe, expect, it } from 'vitest';
import { standInAccount } from '../../server/dev/instagram/accounts.ts';
import { standInInsights } from '../../server/dev/instagram/insights.ts';
import { api, bearer, post, queryStackDb, stackDbReadable, type TestAccount } from './helpers.ts';
import { call, connected, json, statusOf, until } from './instagram.ts';

const setSwitches = (body: Record<string, unknown>) => post('/dev/instagram/switches', body, json);
const profileOf = async (account: TestAccount) =>
  (await post('/functions/ig-getProfileData', undefined, bearer(account.token))).json();
const syncedProfile = async (account: TestAccount) => {
  await until(
    () => statusOf(account),
    (view) => view.state === 'connected',
  );
  return profileOf(account);
};
const callsOf = async (account: TestAccount) =>
  ((await (await api(`/dev/instagram-sync-runs?uid=${account.uid}`)).json()).runs as { calls: number }[])[0].calls;

afterEach(async () => {
  await setSwitches({ account: 'small', repostsRetired: false });
});

describe("a post's insights in the document", () => {
  it('give the small account its engagement per reach, 17.07 %, with saves 3, shares 1, reposts 0', async () => {
    // Worked out by hand in test/unit/instagram-connection/small-account-analytics.test.ts.
    const account = await connected('small');
    const profile = await syncedProfile(account);
    expect(profile._calculatedData.userEngagement.perReach).toEqual({
      rate: 17.07,
      posts: 11,
      saves: 3,
      shares: 1,
      reposts: 0,
    });
    // Under 100 followers: no online followers.
    expect(profile._calculatedData).not.toHaveProperty('onlineFollowers');
    // /me, 1 page of 12 posts, 8 posts with comments, 12 insights calls and 11 of reposts (post 11
    // has too few viewers), the account's totals, follows and unfollows.
    expect(await callsOf(account)).toBe(1 + 1 + 8 + 12 + 11 + 1 + 1);
    if (stackDbReadable) {
      const [row] = await queryStackDb('SELECT insights FROM instagram_snapshots WHERE uid = $1', [account.uid]);
      expect((row.insights as { name: string }[]).map((metric) => metric.name)).toContain('follows_and_unfollows');
    }
  });

  it('reposts refused as a retired metric: asked once, then not available; the rest stays', async () => {
    await setSwitches({ account: 'small', repostsRetired: true });
    const account = await connected('small');
    const profile = await syncedProfile(account);
    expect(profile._calculatedData.userEngagement.perReach).toEqual({
      rate: 17.07,
      posts: 11,
      saves: 3,
      shares: 1,
      reposts: null,
    });
    // One reposts call instead of 11.
    expect(await callsOf(account)).toBe(1 + 1 + 8 + 12 + 1 + 1 + 1);
  });

  it("give the mid account its rate per reach, its history row the account's reach, and its online followers by hour", async () => {
    const account = await connected('mid');
    const profile = await syncedProfile(account);
    const { perReach } = profile._calculatedData.userEngagement;
    expect(perReach).toMatchObject({ posts: 30, reposts: expect.any(Number) });
    expect(perReach.rate).toBeGreaterThan(1);
    expect(perReach.saves).toBeGreaterThan(0);
    // The account's reach: 42 % of its 4,812 followers.
    const history = await (await call('ig-profileHistory', account.token, { days: 7 })).json();
    expect(history.points.at(-1).reach).toBe(Math.round(4_812 * 0.42));
    const online = standInInsights(
      standInAccount('mid'),
      { metric: 'online_followers', period: 'lifetime' },
      new Date(),
    )[0] as { values: { value: Record<string, number> }[] };
    expect(profile._calculatedData.onlineFollowers).toEqual({
      timeZone: 'America/Los_Angeles',
      hours: Array.from({ length: 24 }, (_, hour) => online.values[0].value[String(hour)]),
    });
  });
});
