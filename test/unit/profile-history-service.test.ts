// @vitest-environment jsdom
// The growth chart's call over a fake fetch: where it goes and with what, and its answer checked
// against the contract.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchProfileHistory } from '../../src/services/profile-history';
import { fakeFetch } from '../harness/fake-fetch';

const BASE = 'http://127.0.0.1:4173/functions';
const HISTORY = {
  points: [
    { date: '2026-11-26', followers: 1_200, following: 310, posts: 42, engagementRate: 3.4, reach: null },
    { date: '2026-11-27', followers: 1_212, following: 311, posts: 43, engagementRate: null, reach: 5_100 },
  ],
  sinceLastWeek: null,
  sinceLastMonth: -3,
};

let fetched: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  fetched = fakeFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('profile history service', () => {
  it('POSTs the range to ig-profileHistory with the ID token and answers the checked history', async () => {
    fetched.answer = () => Response.json(HISTORY);
    expect(await fetchProfileHistory(BASE, 't1', { days: 90 })).toEqual(HISTORY);
    const [request] = fetched.requests;
    expect([request.method, request.url, request.headers.get('authorization'), JSON.parse(fetched.bodies[0])]).toEqual([
      'POST',
      `${BASE}/ig-profileHistory`,
      'Bearer t1',
      { days: 90 },
    ]);
  });

  it('refuses a history outside the contract', async () => {
    fetched.answer = () => Response.json({ ...HISTORY, sinceLastWeek: undefined });
    await expect(fetchProfileHistory(BASE, 't1', { days: 7 })).rejects.toThrow();
  });
});
