// The growth table's weeks (domain/growth.ts): counted back in whole weeks from the latest count.
import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '../../../contracts/profile-history';
import { weeklyFollowers } from '../../../domain/growth';

const point = (date: string, followers: number | null): HistoryPoint => ({
  date,
  followers,
  following: null,
  posts: null,
  engagementRate: null,
  reach: null,
});

describe('weeklyFollowers', () => {
  it('takes each week’s last count back from the latest, oldest first, with the change over the week', () => {
    const points = [
      point('2026-11-01', 100),
      point('2026-11-05', 104),
      point('2026-11-08', 110),
      point('2026-11-10', null),
      point('2026-11-14', 107),
      point('2026-11-20', 130),
      point('2026-11-22', 125),
    ];
    // Weeks end on Nov 22, 15, 8 and 1: their last counts are Nov 22, 14, 8 and 1.
    expect(weeklyFollowers(points)).toEqual([
      { date: '2026-11-01', followers: 100, change: null },
      { date: '2026-11-08', followers: 110, change: 10 },
      { date: '2026-11-14', followers: 107, change: -3 },
      { date: '2026-11-22', followers: 125, change: 18 },
    ]);
  });

  it('lists a count once when the history skips a week', () => {
    const points = [point('2026-10-01', 50), point('2026-10-20', 60)];
    // Oct 20, then Oct 13 and Oct 6 both fall back to Oct 1.
    expect(weeklyFollowers(points)).toEqual([
      { date: '2026-10-01', followers: 50, change: null },
      { date: '2026-10-20', followers: 60, change: 10 },
    ]);
  });

  it('is empty without a count', () => {
    expect(weeklyFollowers([point('2026-11-01', null)])).toEqual([]);
  });
});
