// When to post and the recommendations from the account's own figures, over real HTTP:
// a connected Instagram account without an export gets its posts counted by weekday and hour (in
// UTC until its app reports a zone) and recommendations that name those figures instead of the
// general advice; ig-setTimeZone counts them again in the reported zone, refuses a zone the server
// does not know, touches nobody else's document; a demo account is recounted in its zone too; two
// exports name the lost followers the newer one explains.
import { describe, expect, it } from 'vitest';
import { WEEKDAY_NAMES, hourWindowText } from '../../content/when-to-post.ts';
import type { ProfileDocument, WhenToPost } from '../../contracts/profile.ts';
import { standInMedia } from '../../server/dev/instagram/accounts.ts';
import { api, bearer, idTokenFor, post, signUpSubscriber, uniqueEmail } from './helpers.ts';
import { call, connected, json, statusOf, until } from './instagram.ts';

const GENERAL_TIMING_ADVICE =
  'Post when your followers are most active: compare the reach of posts published at different times of day over the next two weeks.';

const profileOf = async (token: string): Promise<ProfileDocument> =>
  (await post('/functions/ig-getProfileData', undefined, bearer(token))).json();
const setTimeZone = (token: string, timeZone: unknown) => call('ig-setTimeZone', token, { timeZone });

/** How many of the stand-in's latest 50 posts that show their likes fall on each weekday (Monday first) in `timeZone`. */
function postsPerWeekday(timeZone: string): number[] {
  const counts = Array<number>(7).fill(0);
  for (const post of standInMedia('mid').slice(0, 50)) {
    if (post.likeCount === undefined) continue;
    const name = post.takenAt.toLocaleDateString('en-US', { weekday: 'long', timeZone });
    counts[WEEKDAY_NAMES.indexOf(name as (typeof WEEKDAY_NAMES)[number])]++;
  }
  return counts;
}

/** The best time as the recommendation puts it, from the document's own figures. */
function bestTimeAdvice({ bestWeekday: day, bestHours: hours, timeZone }: WhenToPost): string {
  const times = `(${timeZone} time)`;
  const posts = (count: number) => `${count} posts`;
  if (day && hours)
    return `Your posts on ${WEEKDAY_NAMES[day.weekday]}s get ${day.ratio}× your median engagement (${posts(day.posts)}), those published ${hourWindowText(hours.fromHour, hours.toHour)} ${times} ${hours.ratio}× (${posts(hours.posts)}): publish your next posts then.`;
  if (day)
    return `Your posts on ${WEEKDAY_NAMES[day.weekday]}s ${times} get ${day.ratio}× your median engagement (${posts(day.posts)}): publish your next posts then.`;
  return `Your posts published ${hourWindowText(hours!.fromHour, hours!.toHour)} ${times} get ${hours!.ratio}× your median engagement (${posts(hours!.posts)}): publish your next posts then.`;
}

describe('a connected account without an export', () => {
  it('counts its own posts by weekday and hour, and its recommendations name those figures; a reported zone counts them again', async () => {
    const account = await connected('mid');
    await until(
      () => statusOf(account),
      (view) => view.state === 'connected',
    );
    const utc = (await profileOf(account.token))._calculatedData!;
    const timing = utc.whenToPost!;
    // 50 posts synced, one with its likes hidden.
    expect(timing).toMatchObject({ timeZone: 'UTC', posts: 49, enoughPosts: true });
    expect(timing.weekdays.map((day) => day.posts)).toEqual(postsPerWeekday('UTC'));
    expect(timing.hours.reduce((sum, hour) => sum + hour.posts, 0)).toBe(49);
    expect(timing.bestWeekday ?? timing.bestHours).not.toBeNull();
    expect(utc.recommendations).toContain(bestTimeAdvice(timing));
    expect(utc.recommendations).not.toContain(GENERAL_TIMING_ADVICE);

    const answer = await setTimeZone(account.token, 'America/New_York');
    expect(answer.status).toBe(200);
    const recounted: ProfileDocument = await answer.json();
    const newYork = recounted._calculatedData!.whenToPost!;
    expect(newYork).toMatchObject({ timeZone: 'America/New_York', posts: 49 });
    expect(newYork.weekdays.map((day) => day.posts)).toEqual(postsPerWeekday('America/New_York'));
    expect(postsPerWeekday('America/New_York')).not.toEqual(postsPerWeekday('UTC'));
    // The zone is stored: the next read is the same document, as is reporting the same zone again.
    expect(await profileOf(account.token)).toEqual(recounted);
    expect(await (await setTimeZone(account.token, 'America/New_York')).json()).toEqual(recounted);
    // Counted in the zone, the analysis is otherwise the same.
    expect(recounted._calculatedData!.userEngagement).toEqual(utc.userEngagement);
  });
});

describe('POST /functions/ig-setTimeZone', () => {
  it("refuses a zone the server's Intl does not know, or no zone, and keeps the one counted in", async () => {
    const account = await connected('small');
    await until(
      () => statusOf(account),
      (view) => view.state === 'connected',
    );
    for (const timeZone of ['Mars/Olympus', '+01:00', 'Europe/Berlin<script>', '', 42, undefined]) {
      const answer = await setTimeZone(account.token, timeZone);
      expect([timeZone, answer.status]).toEqual([timeZone, 400]);
    }
    expect((await profileOf(account.token))._calculatedData!.whenToPost!.timeZone).toBe('UTC');
    // An alias of a zone the server knows is taken, named as the app reported it.
    const answer = await setTimeZone(account.token, 'Asia/Kolkata');
    expect((await answer.json())._calculatedData.whenToPost.timeZone).toBe('Asia/Kolkata');
    // The small account has 12 posts: enough to count, and each weekday says how many.
    expect((await profileOf(account.token))._calculatedData!.whenToPost).toMatchObject({
      posts: 12,
      enoughPosts: true,
    });
  });

  it('answers 404 before there is any profile data, and changes no other user', async () => {
    const other = await connected('small');
    await until(
      () => statusOf(other),
      (view) => view.state === 'connected',
    );
    const before = await profileOf(other.token);
    const { token } = await signUpSubscriber(uniqueEmail('zone-none'));
    expect((await setTimeZone(token, 'Europe/Berlin')).status).toBe(404);
    expect(await profileOf(other.token)).toEqual(before);
  });

  it('needs a subscriber', async () => {
    const answer = await post('/functions/ig-setTimeZone', { timeZone: 'Europe/Berlin' }, json);
    expect(answer.status).toBe(401);
  });
});

describe('a demo account', () => {
  it('is recounted in its zone; its recommendations name its best time and its follower change since last week', async () => {
    // canceled@demo.test: no other server or browser test reads its analysis.
    const token = await idTokenFor('canceled@demo.test');
    const history = await (await call('ig-profileHistory', token, { days: 30 })).json();
    const answer = await setTimeZone(token, 'Asia/Tokyo');
    expect(answer.status).toBe(200);
    const data = (await answer.json())._calculatedData;
    expect(data.whenToPost).toMatchObject({ timeZone: 'Asia/Tokyo', enoughPosts: true });
    // The demo's hits were published 18:00–21:00 UTC: 03:00–06:00 the next day in Tokyo.
    expect(data.whenToPost.bestHours).toMatchObject({
      fromHour: expect.toSatisfy((hour: number) => hour >= 1 && hour <= 5),
    });
    expect(data.recommendations).toContain(bestTimeAdvice(data.whenToPost));
    const change: number = history.sinceLastWeek;
    const changeAdvice = (data.recommendations as string[]).filter((text) =>
      text.includes('followers since last week'),
    );
    const count = Math.abs(change).toLocaleString('en-US');
    expect(changeAdvice).toEqual(
      change === 0
        ? []
        : [expect.stringMatching(`^You ${change < 0 ? 'lost' : 'gained'} ${count} followers since last week: `)],
    );
    expect((await setTimeZone(token, 'UTC')).status).toBe(200);
  });
});

describe('two exports', () => {
  const list = (usernames: string[], wrapper?: string) => {
    const entries = usernames.map((value) => ({ title: '', string_list_data: [{ value }] }));
    return JSON.stringify(wrapper ? { [wrapper]: entries } : entries);
  };
  const upload = async (token: string, files: Record<string, string>) => {
    const body = new FormData();
    for (const [name, text] of Object.entries(files)) body.append('files', new Blob([text]), name);
    const answer = await api('/functions/ig-uploadExport', { method: 'POST', body, headers: bearer(token) });
    expect(answer.status).toBe(200);
    return (await answer.json()) as ProfileDocument;
  };

  it('name the lost followers the newer one explains: unfollowed first, blocked or restricted', async () => {
    const { token } = await signUpSubscriber(uniqueEmail('zone-lost'));
    const following = list(['ann'], 'relationships_following');
    await upload(token, { 'followers_1.json': list(['ann', 'bea', 'cal', 'dan', 'eve']), 'following.json': following });
    const newer = await upload(token, {
      'followers_1.json': list(['ann', 'fay']),
      'following.json': following,
      'blocked_profiles.json': list(['cal'], 'relationships_blocked_users'),
      'recently_unfollowed_profiles.json': list(['dan', 'ann'], 'relationships_unfollowed_users'),
    });
    // Lost: bea and eve left, cal was blocked, dan unfollowed first (ann was unfollowed but still follows); fay is new.
    expect(newer._calculatedData!.recommendations).toContain(
      'You lost 4 followers (1 of them after you unfollowed them, 1 you blocked or restricted) and gained 1 since the last update: look at what you posted in that period and post more of what your audience liked.',
    );
    // An export has no posts: nothing to count when to post from.
    expect(newer._calculatedData!.whenToPost).toBeUndefined();
  });
});
