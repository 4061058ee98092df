// The account's figures over time, over real HTTP: an export's counts recorded with each upload, the
// follower counts its past insights date, a demo account's audience day by day, and the refusal of a
// range the chart does not offer.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ProfileHistory } from '../../contracts/profile-history.ts';
import { api, bearer, idTokenFor } from './helpers.ts';
import { callFunction, createSubscriber } from './functions-helpers.ts';

const listFile = (usernames: string[]) =>
  JSON.stringify(usernames.map((value) => ({ title: '', string_list_data: [{ value }] })));

async function historyOf(token: string, days?: number): Promise<ProfileHistory> {
  const response = await callFunction('ig-profileHistory', token, days === undefined ? {} : { days });
  expect(response.status).toBe(200);
  return (await response.json()) as ProfileHistory;
}

describe('POST /functions/ig-profileHistory', () => {
  it("records each export's counts as the day's point", async () => {
    const account = await createSubscriber('history');
    expect((await historyOf(account.token)).points).toEqual([]);
    const body = new FormData();
    body.append('files', new Blob([listFile(['ann', 'bea', 'cal'])]), 'followers_1.json');
    body.append('files', new Blob([JSON.stringify({ relationships_following: [] })]), 'following.json');
    const uploaded = await api('/functions/ig-uploadExport', { method: 'POST', body, headers: bearer(account.token) });
    expect(uploaded.status).toBe(200);
    const history = await historyOf(account.token, 7);
    expect(history.points).toEqual([
      {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        followers: 3,
        following: 0,
        posts: null,
        engagementRate: null,
        reach: null,
      },
    ]);
    expect(history).toMatchObject({ sinceLastWeek: null, sinceLastMonth: null });
  });

  it('adds the follower counts an export’s past insights date, before the day’s own counts', async () => {
    const account = await createSubscriber('past-insights');
    const DAY_MS = 86_400_000;
    const today = new Date();
    const day = (daysBack: number) => new Date(today.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
    const label = (daysBack: number) =>
      new Date(today.getTime() - daysBack * DAY_MS).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
    // 60 days up to yesterday: 1,204 at its end, 307 more than before its first day (1,204 - 307 = 897).
    const summary = (end: number, followers: string) => ({
      organic_insights_audience: [
        {
          string_map_data: {
            'Date Range': { value: `${label(end + 59)} - ${label(end)}` },
            Followers: { value: followers },
            'Overall followers': { value: '307' },
          },
        },
      ],
    });
    const zipWith = (insights: unknown) =>
      zipSync({
        'connections/followers_and_following/followers_1.json': strToU8(listFile(['ann', 'bea', 'cal'])),
        'connections/followers_and_following/following.json': strToU8('{"relationships_following":[]}'),
        'logged_information/past_instagram_insights/audience_insights.json': strToU8(JSON.stringify(insights)),
      });
    const upload = async (zip: Uint8Array) => {
      const body = new FormData();
      body.append('files', new Blob([new Uint8Array(zip)]), 'instagram-export.zip');
      const response = await api('/functions/ig-uploadExport', {
        method: 'POST',
        body,
        headers: bearer(account.token),
      });
      expect(response.status).toBe(200);
      return (await response.json())._exportFiles;
    };
    expect((await upload(zipWith(summary(1, '1,204')))).pastFollowers).toEqual([
      { date: day(61), followers: 897 },
      { date: day(1), followers: 1_204 },
    ]);
    // A range ending today: the export's own count (its 3 followers) is the day's.
    expect((await upload(zipWith(summary(0, '1,210')))).pastFollowers).toHaveLength(2);
    const followersByDay = (await historyOf(account.token, 90)).points.map((point) => [point.date, point.followers]);
    expect(followersByDay).toEqual([
      [day(61), 897],
      [day(60), 903],
      [day(1), 1_204],
      [day(0), 3],
    ]);
  });

  it("gives a demo account its audience's size day by day, and the change since a week and a month", async () => {
    const token = await idTokenFor('premium@demo.test', 'demo1234');
    const history = await historyOf(token, 90);
    expect(history.points).toHaveLength(90);
    const dates = history.points.map((point) => point.date);
    expect(dates).toEqual([...dates].sort());
    const followers = history.points.map((point) => point.followers!);
    // The demo audience keeps near its size (8,400), swinging by a few tens a day.
    expect(Math.min(...followers)).toBeGreaterThan(8_300);
    expect(Math.max(...followers)).toBeLessThan(8_500);
    expect(history.sinceLastWeek).toBe(followers[89] - followers[82]);
    expect(history.sinceLastMonth).toBe(followers[89] - followers[59]);
    // The latest point is today's document's count.
    const document = await (await callFunction('ig-getProfileData', token)).json();
    expect(followers[89]).toBe(
      document._calculatedData.audience.friends.totalValue + document._calculatedData.audience.fans.totalValue,
    );
  });

  it('gives the changes since a week and a month whatever range the chart shows', async () => {
    const token = await idTokenFor('premium@demo.test', 'demo1234');
    const quarter = await historyOf(token, 90);
    const followers = quarter.points.map((point) => point.followers!);
    for (const days of [7, 30] as const) {
      const history = await historyOf(token, days);
      // The range's own days only, the latest ones of the quarter's.
      expect(history.points).toEqual(quarter.points.slice(-days));
      expect(history).toMatchObject({
        sinceLastWeek: followers[89] - followers[82],
        sinceLastMonth: followers[89] - followers[59],
      });
    }
  });

  it('refuses a range the chart does not offer', async () => {
    const token = await idTokenFor('premium@demo.test', 'demo1234');
    expect((await callFunction('ig-profileHistory', token, { days: 12 })).status).toBe(400);
  });
});
