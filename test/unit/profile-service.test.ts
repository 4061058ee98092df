// @vitest-environment jsdom
// The profile document in the device's time zone, over a fake fetch: a document counted in another
// zone is followed by ig-setTimeZone with the device's zone, and its answer is the document; one
// counted in the device's zone, or without posts, asks nothing more; a refusal keeps the document.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  AUDIENCE_CATEGORY_KEYS,
  type CalculatedProfileData,
  type ProfileCategory,
  type ProfileDocument,
  type WhenToPost,
} from '../../contracts/profile';
import { fetchProfile } from '../../src/services/profile';
import { fakeFetch } from '../harness/fake-fetch';

const BASE = 'http://127.0.0.1:4173/functions';

const none: ProfileCategory = { totalValue: null, items: [] };
const countedIn = (timeZone: string | undefined): ProfileDocument => ({
  _insights: { status: 'completed' },
  _updatedAt: { _seconds: 1_790_000_000 },
  _calculatedData: {
    audience: Object.fromEntries(AUDIENCE_CATEGORY_KEYS.map((key) => [key, none])) as CalculatedProfileData['audience'],
    other: { likes: none, comments: none },
    topPosts: { mostLikedPosts: [], mostCommentedPosts: [] },
    userEngagement: {
      engagementRate: { status: 'Average', cell: 3 },
      averageLikesPerPost: 0,
      averageCommentsPerPost: 0,
    },
    overviewStatistics: { totalPostsAnalyzed: 0 },
    ...(timeZone && {
      whenToPost: {
        timeZone,
        posts: 0,
        enoughPosts: false,
        weekdays: [],
        hours: [],
        bestWeekday: null,
        bestHours: null,
      } satisfies WhenToPost,
    }),
  },
});

let fetched: ReturnType<typeof fakeFetch>;
const calls = () =>
  fetched.requests.map((request, index) => [request.url, request.headers.get('authorization'), fetched.bodies[index]]);

beforeEach(() => {
  fetched = fakeFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('reports the device zone when the document was counted in another, and answers the recounted document', async () => {
  const answers = [countedIn('UTC'), countedIn('Europe/Berlin')];
  fetched.answer = () => Response.json(answers.shift());
  expect(await fetchProfile(BASE, 't1', 'Europe/Berlin')).toEqual(countedIn('Europe/Berlin'));
  expect(calls()).toEqual([
    [`${BASE}/ig-getProfileData`, 'Bearer t1', ''],
    [`${BASE}/ig-setTimeZone`, 'Bearer t1', JSON.stringify({ timeZone: 'Europe/Berlin' })],
  ]);
});

it('asks nothing more of a document counted in the device zone, one without posts, or none yet', async () => {
  fetched.answer = () => Response.json(countedIn('Europe/Berlin'));
  expect(await fetchProfile(BASE, 't1', 'Europe/Berlin')).toEqual(countedIn('Europe/Berlin'));
  fetched.answer = () => Response.json(countedIn(undefined));
  expect(await fetchProfile(BASE, 't1', 'Europe/Berlin')).toEqual(countedIn(undefined));
  fetched.answer = () => Response.json({ error: 'No profile data yet' }, { status: 404 });
  expect(await fetchProfile(BASE, 't1', 'Europe/Berlin')).toBeNull();
  expect(calls().map(([address]) => address)).toEqual(Array(3).fill(`${BASE}/ig-getProfileData`));
});

it('keeps the document as counted when the server refuses the zone', async () => {
  const answers = [
    Response.json(countedIn('UTC')),
    Response.json({ error: 'timeZone: not a time zone this server knows' }, { status: 400 }),
  ];
  fetched.answer = () => answers.shift()!;
  expect(await fetchProfile(BASE, 't1', 'Mars/Olympus')).toEqual(countedIn('UTC'));
});
