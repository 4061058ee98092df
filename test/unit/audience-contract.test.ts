// The audience list's wire contract as the client relies on it: what the search field makes of any
// typing is a search the contract accepts, and pages are asked for within its size bounds.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AUDIENCE_PAGE_SIZE, audienceListQuery, MAX_AUDIENCE_PAGE_SIZE } from '../../contracts/audience-lists';
import { searchOf } from '../../machines/audience-list.machine';

const accepts = (query: unknown) => z.safeParse(audienceListQuery, query).success;

describe('audience list contract', () => {
  it.each(['an', '@anna.b', ' Bob_C ', 'émile', 'a b c', 'x'.repeat(40), 'zoë_1.2'])(
    'the search typed as %j is one the contract accepts',
    (typed) => {
      const search = searchOf(typed);
      expect(search).not.toBe('');
      expect(accepts({ category: 'fans', search })).toBe(true);
    },
  );

  it('refuses what the search field leaves out, and pages outside its size bounds', () => {
    expect(accepts({ category: 'fans', search: '@an' })).toBe(false);
    expect(accepts({ category: 'fans', search: '' })).toBe(false);
    expect(AUDIENCE_PAGE_SIZE).toBeLessThanOrEqual(MAX_AUDIENCE_PAGE_SIZE);
    expect([1, AUDIENCE_PAGE_SIZE, MAX_AUDIENCE_PAGE_SIZE].every((limit) => accepts({ category: 'fans', limit }))).toBe(
      true,
    );
    expect([0, MAX_AUDIENCE_PAGE_SIZE + 1].some((limit) => accepts({ category: 'fans', limit }))).toBe(false);
  });
});
