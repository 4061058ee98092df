// Engagement per reach (server/profile-engine/reach-engagement.ts): the median of each post's
// interactions / reach over the latest posts that have both, in percent; saves, shares and reposts
// summed over the posts that give them; null (not available) where none does, never 0.
import { describe, expect, it } from 'vitest';
import { userEngagement } from '../../../server/profile-engine/engagement.ts';
import { reachEngagement } from '../../../server/profile-engine/reach-engagement.ts';
import { NO_POST_INSIGHTS, type PostInsights } from '../../../server/profile-engine/source.ts';
import { post } from './fixtures/build.ts';

/** Posts a day apart, newest first, with these insights. */
const postsWith = (...insights: Partial<PostInsights>[]) =>
  insights.map((figures, day) =>
    post({
      takenAt: new Date(Date.UTC(2026, 10, 30 - day)).toISOString(),
      insights: { ...NO_POST_INSIGHTS, ...figures },
    }),
  );

describe('engagement per reach', () => {
  it('is the median of interactions / reach over the posts, with the totals', () => {
    // 50 / 1,000 = 5 %, 30 / 400 = 7.5 %, 12 / 600 = 2 %: the median is 5 %.
    expect(
      reachEngagement(
        postsWith(
          { reach: 1_000, totalInteractions: 50, saved: 7, shares: 3, reposts: 1 },
          { reach: 400, totalInteractions: 30, saved: 2, shares: 0, reposts: 0 },
          { reach: 600, totalInteractions: 12, saved: 1, shares: 4, reposts: 2 },
        ),
      ),
    ).toEqual({ rate: 5, posts: 3, saves: 10, shares: 7, reposts: 3 });
  });

  it('takes the middle two of an even count, rounded to two decimals', () => {
    // 10 / 300 = 3.333 %, 20 / 300 = 6.667 %: the median is 5 %; 1 / 3 = 33.33 % and 2 / 7 = 28.57 %: 30.95 %.
    expect(
      reachEngagement(postsWith({ reach: 300, totalInteractions: 10 }, { reach: 300, totalInteractions: 20 }))?.rate,
    ).toBe(5);
    expect(
      reachEngagement(postsWith({ reach: 3, totalInteractions: 1 }, { reach: 7, totalInteractions: 2 }))?.rate,
    ).toBe(30.95);
  });

  it('leaves out posts without reach or interactions from the rate, and unknown counts from the totals', () => {
    // Only the first post has both: 40 / 800 = 5 %. Saves are known on one post (6); reposts on none.
    expect(
      reachEngagement(
        postsWith(
          { reach: 800, totalInteractions: 40, saved: 6 },
          { reach: null, totalInteractions: 25, shares: 2 },
          { reach: 0, totalInteractions: 0 },
          {},
        ),
      ),
    ).toEqual({ rate: 5, posts: 1, saves: 6, shares: 2, reposts: null });
  });

  it('rates the latest 30 posts only, but totals every analysed post', () => {
    // 30 newest posts at 10 / 100 = 10 %, 10 older ones at 90 / 100: the rate stays 10 %; saves 40 × 1.
    const posts = postsWith(
      ...Array.from({ length: 30 }, () => ({ reach: 100, totalInteractions: 10, saved: 1 })),
      ...Array.from({ length: 10 }, () => ({ reach: 100, totalInteractions: 90, saved: 1 })),
    );
    expect(reachEngagement(posts)).toMatchObject({ rate: 10, posts: 30, saves: 40 });
  });

  it('is not available (null figures) when Meta gave no post any, and absent from a source without insights', () => {
    expect(reachEngagement(postsWith({}, {}))).toEqual({
      rate: null,
      posts: 0,
      saves: null,
      shares: null,
      reposts: null,
    });
    expect(reachEngagement([post({ likes: 10 })])).toBeUndefined();
    expect(userEngagement([post({ likes: 10 })], 100)).not.toHaveProperty('perReach');
    expect(userEngagement(postsWith({ reach: 200, totalInteractions: 9 }), 100).perReach?.rate).toBe(4.5);
  });
});
