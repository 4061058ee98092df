// Meta's online_followers as the document's 24 hours (server/profile-sources/online-followers.ts):
// the latest day with figures, an hour Meta left out null (unknown, not 0), in Pacific time.
import { describe, expect, it } from 'vitest';
import type { InsightMetric } from '../../../server/instagram/contracts.ts';
import { onlineFollowersOf } from '../../../server/profile-sources/online-followers.ts';

const online = (...days: Record<string, number>[]): InsightMetric => ({
  name: 'online_followers',
  period: 'lifetime',
  total: undefined,
  values: days.map((value) => ({ value, endTime: undefined })),
  breakdown: undefined,
});

describe('online followers', () => {
  it('gives the 24 hours of the latest day with figures, in Pacific time, null where Meta left an hour out', () => {
    const hours = onlineFollowersOf([online({ '0': 5 }, { '0': 51, '1': 40, '12': 233, '23': 310 }, {})]);
    expect(hours?.timeZone).toBe('America/Los_Angeles');
    expect(hours?.hours).toHaveLength(24);
    expect(hours?.hours.slice(0, 3)).toEqual([51, 40, null]);
    expect([hours?.hours[12], hours?.hours[23]]).toEqual([233, 310]);
  });

  it('is absent without the metric or any figures (an account under 100 followers)', () => {
    expect(onlineFollowersOf([])).toBeUndefined();
    expect(onlineFollowersOf([online({})])).toBeUndefined();
  });
});
