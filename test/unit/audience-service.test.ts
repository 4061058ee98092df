// @vitest-environment jsdom
// An audience category's calls over a fake fetch: where each goes and with what, the page checked
// against the contract, a 409 read as the CallFailure the machine locks on, and the CSV handed to
// the browser as a download of the category's file name. Then the list's address and file names.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { audienceCategoryOf, audienceSlug, csvFileName, failureTextOr } from '../../content/audience-lists';
import { AUDIENCE_CATEGORY_KEYS } from '../../contracts/profile';
import { downloadAudienceCsv, fetchAudiencePage } from '../../src/services/audience';
import { toCallFailure } from '../../src/services/call-failure';
import { callFailure } from '../harness/call-failure';
import { fakeFetch } from '../harness/fake-fetch';

const BASE = 'http://127.0.0.1:4173/functions';
const PAGE = {
  category: 'lostFollowers',
  total: 3,
  items: [{ username: 'anna.b', followedAt: '2025-03-05T10:00:00Z', reason: 'blocked' }],
  next: 'anna.b',
};

let fetched: ReturnType<typeof fakeFetch>;

beforeEach(() => {
  fetched = fakeFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const sent = () => ({
  method: fetched.requests[0].method,
  url: fetched.requests[0].url,
  authorization: fetched.requests[0].headers.get('authorization'),
  body: JSON.parse(fetched.bodies[0]) as unknown,
});

describe('audience service', () => {
  it('POSTs the page query to ig-audienceList with the ID token and answers the checked page', async () => {
    fetched.answer = () => Response.json(PAGE);
    const query = { category: 'lostFollowers', search: 'an', after: 'anna.a' } as const;
    expect(await fetchAudiencePage(BASE, 't1', query)).toEqual(PAGE);
    expect(sent()).toEqual({ method: 'POST', url: `${BASE}/ig-audienceList`, authorization: 'Bearer t1', body: query });
  });

  it('refuses a page outside the contract, and reads a 409 as the locked category', async () => {
    fetched.answer = () => Response.json({ ...PAGE, next: undefined });
    await expect(fetchAudiencePage(BASE, 't1', { category: 'fans' })).rejects.toThrow();
    fetched.answer = () => Response.json({ error: 'Upload a newer export later to see this' }, { status: 409 });
    const refusal = await fetchAudiencePage(BASE, 't1', { category: 'fans' }).catch((error: unknown) => error);
    expect(toCallFailure(refusal)).toMatchObject({
      status: 409,
      serverText: 'Upload a newer export later to see this',
    });
  });

  it("fetches the CSV and has the browser save it under the category's name", async () => {
    fetched.answer = () =>
      new Response('username,followed_at\nanna.b,2025-03-05\n', { headers: { 'content-type': 'text/csv' } });
    const reads: Array<Promise<string>> = [];
    const revoked: string[] = [];
    vi.stubGlobal(
      'URL',
      class extends URL {
        static createObjectURL = (blob: Blob) => (reads.push(blob.text()), 'blob:csv');
        static revokeObjectURL = (href: string) => revoked.push(href);
      },
    );
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await downloadAudienceCsv(BASE, 't1', { category: 'lostFollowers', search: 'an' });
    expect(sent()).toEqual({
      method: 'POST',
      url: `${BASE}/ig-audienceCsv`,
      authorization: 'Bearer t1',
      body: { category: 'lostFollowers', search: 'an' },
    });
    expect(saved).toEqual([{ href: 'blob:csv', download: 'lost-followers-matching-an.csv' }]);
    expect(await Promise.all(reads)).toEqual(['username,followed_at\nanna.b,2025-03-05\n']);
    expect(document.querySelector('a')).toBeNull();
    // The file's URL is let go once the browser has had time to read it.
    vi.advanceTimersByTime(59_999);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:csv']);
  });
});

describe('audience list addresses and words', () => {
  it('names each category in its address and file, and reads the address back', () => {
    expect(AUDIENCE_CATEGORY_KEYS.map(audienceSlug)).toEqual([
      'lost-followers',
      'new-followers',
      'secret-fans',
      'inactive-followers',
      'friends',
      'fans',
    ]);
    for (const category of AUDIENCE_CATEGORY_KEYS) expect(audienceCategoryOf(audienceSlug(category))).toBe(category);
    expect(audienceCategoryOf('lostFollowers')).toBeNull();
    expect(csvFileName('newFollowers')).toBe('new-followers.csv');
  });

  it("shows the server's words for too many requests only", () => {
    const words = 'Too many requests, try again later';
    expect(failureTextOr('Fallback', callFailure({ status: 429, serverText: words }))).toBe(words);
    expect(failureTextOr('Fallback', callFailure({ status: 500, serverText: 'Internal error' }))).toBe('Fallback');
    expect(failureTextOr('Fallback', callFailure({ status: 429 }))).toBe('Fallback');
  });
});
