// A day of the account's figures over time (contracts/profile-history.ts) for tests: the followers
// that day, the other figures null unless given.
import type { HistoryPoint } from '../../contracts/profile-history.ts';

export const historyPoint = (
  date: string,
  followers: number | null,
  others: Partial<HistoryPoint> = {},
): HistoryPoint => ({
  date,
  followers,
  following: null,
  posts: null,
  engagementRate: null,
  reach: null,
  ...others,
});
