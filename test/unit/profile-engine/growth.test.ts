// Follower growth over a small account's history, computed by hand.
import { describe, expect, it } from 'vitest';
import { engagementRatePercent } from '../../../server/profile-engine/engagement.ts';
import { followerChangeSince } from '../../../server/profile-engine/growth.ts';
import type { AnalysedPost } from '../../../server/profile-engine/source.ts';
import { historyPoint } from '../../harness/history-point.ts';

describe('followerChangeSince', () => {
  const history = [
    historyPoint('2026-10-01', 900),
    historyPoint('2026-10-20', 950),
    historyPoint('2026-10-25', null), // a day without a count is skipped
    historyPoint('2026-10-27', 990),
    historyPoint('2026-11-02', 1_000),
    historyPoint('2026-11-03', null),
  ];

  it('compares the latest count with the latest at least that many days before it', () => {
    // Latest count: 1,000 on 11-02. A week before: 10-26 or earlier, so 10-20 (950).
    expect(followerChangeSince(history, 7)).toBe(50);
    // A month (30 days) before 11-02 is 10-03 or earlier: 10-01 (900).
    expect(followerChangeSince(history, 30)).toBe(100);
    // Exactly 6 days before 11-02 is 10-27 (990): counted for a 6-day window.
    expect(followerChangeSince(history, 6)).toBe(10);
  });

  it('is null when the history is shorter than the window, or has no count', () => {
    expect(followerChangeSince(history, 60)).toBeNull();
    expect(followerChangeSince([historyPoint('2026-11-01', null)], 7)).toBeNull();
    expect(followerChangeSince([], 7)).toBeNull();
  });
});

describe('engagementRatePercent', () => {
  const post = (likes: number | null, comments: number, day: number): AnalysedPost => ({
    picUrl: '',
    takenAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
    owner: 'me',
    likes,
    comments,
    likers: [],
    commenters: [],
  });

  it('is the median of likes + comments per follower, in percent', () => {
    // Interactions 30, 50, 70 (the hidden like count is left out): median 50 of 2,000 followers = 2.5 %.
    const posts = [post(25, 5, 1), post(40, 10, 2), post(null, 3, 3), post(60, 10, 4)];
    expect(engagementRatePercent(posts, 2_000)).toBe(2.5);
    // 50 of 3,000 = 1.6666… %, two decimals.
    expect(engagementRatePercent(posts, 3_000)).toBe(1.67);
  });

  it('is null without posts that show likes, or without followers', () => {
    expect(engagementRatePercent([post(null, 4, 1)], 100)).toBeNull();
    expect(engagementRatePercent([post(10, 1, 1)], 0)).toBeNull();
  });
});
