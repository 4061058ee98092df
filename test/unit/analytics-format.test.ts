/** The Analytics screen's formatting rules (spec 2.7). */
import { describe, expect, it } from 'vitest';
import { AUDIENCE_CATEGORY_KEYS, type CalculatedProfileData, type ProfileCategory } from '../../contracts/profile';
import { analysisTimeZone } from '../../content/post-dates';
import { config } from '../../src/app/config';
import {
  countOf,
  engagementLevelText,
  formatAverage,
  formatPostDate,
  formatTotal,
  imageProxySrc,
} from '../../src/routes/_authed/dashboard/-analytics/format';

const none: ProfileCategory = { totalValue: null, items: [] };
/** An analysis without when to post. */
const ANALYSIS: CalculatedProfileData = {
  audience: Object.fromEntries(AUDIENCE_CATEGORY_KEYS.map((key) => [key, none])) as CalculatedProfileData['audience'],
  other: { likes: none, comments: none },
  topPosts: { mostLikedPosts: [], mostCommentedPosts: [] },
  userEngagement: { engagementRate: { status: 'Average', cell: 3 }, averageLikesPerPost: 0, averageCommentsPerPost: 0 },
  overviewStatistics: { totalPostsAnalyzed: 0 },
};

describe('analytics formatting', () => {
  it('separates thousands the en-US way', () => {
    expect(formatTotal(0)).toBe('0');
    expect(formatTotal(999)).toBe('999');
    expect(formatTotal(12_345)).toBe('12,345');
    expect(formatTotal(1_234_567)).toBe('1,234,567');
  });

  it('shows per-post averages with at most one decimal', () => {
    expect(formatAverage(1234.56)).toBe('1,234.6');
    expect(formatAverage(42)).toBe('42');
  });

  it("formats post dates as 'Month day, year' in UTC", () => {
    expect(formatPostDate('2025-03-05T12:00:00Z')).toBe('March 5, 2025');
    // Late in the UTC day: a local time zone west or east must not move the day.
    expect(formatPostDate('2024-12-31T23:59:59Z')).toBe('December 31, 2024');
    expect(formatPostDate('2025-01-01T00:00:00Z')).toBe('January 1, 2025');
  });

  it("dates a post in the analysis's time zone, UTC before it has one or for a zone the browser does not know", () => {
    expect(formatPostDate('2025-03-05T23:30:00Z', 'Asia/Kolkata')).toBe('March 6, 2025');
    expect(formatPostDate('2025-03-05T03:00:00Z', 'America/Los_Angeles')).toBe('March 4, 2025');
    expect(formatPostDate('2025-03-05T23:30:00Z', 'Mars/Olympus')).toBe('March 5, 2025');
    const whenToPost = { posts: 0, enoughPosts: false, weekdays: [], hours: [], bestWeekday: null, bestHours: null };
    expect(analysisTimeZone(undefined)).toBe('UTC');
    expect(analysisTimeZone({ ...ANALYSIS, whenToPost: { ...whenToPost, timeZone: 'Asia/Kolkata' } })).toBe(
      'Asia/Kolkata',
    );
    expect(analysisTimeZone(ANALYSIS)).toBe('UTC');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatPostDate('not a date')).toBe('');
  });

  it('uses the singular only for exactly one', () => {
    expect(countOf(1, 'like')).toBe('1 like');
    expect(countOf(0, 'like')).toBe('0 likes');
    expect(countOf(2, 'like')).toBe('2 likes');
    expect(countOf(1, 'comment')).toBe('1 comment');
    expect(countOf(12_345, 'comment')).toBe('12,345 comments');
  });

  it('sends post images through the image proxy with the URL encoded', () => {
    const image = 'https://cdn.example.com/p/1.jpg?size=large&x=a b';
    expect(imageProxySrc(image)).toBe(
      `${config.imageProxyUrl}https%3A%2F%2Fcdn.example.com%2Fp%2F1.jpg%3Fsize%3Dlarge%26x%3Da%20b`,
    );
    expect(imageProxySrc('http://cdn.example.com/2.png')).toBe(
      `${config.imageProxyUrl}http%3A%2F%2Fcdn.example.com%2F2.png`,
    );
  });

  it('uses our own media paths as they are, but not addresses that only look like paths', () => {
    expect(imageProxySrc('/media/posts/premium-1.svg')).toBe('/media/posts/premium-1.svg');
    // Browsers read '//host/…' and '/\host/…' as another host: those go through the proxy too.
    expect(imageProxySrc('//evil.example/x.png')).toBe(`${config.imageProxyUrl}%2F%2Fevil.example%2Fx.png`);
    expect(imageProxySrc('/\\evil.example/x.png')).toBe(`${config.imageProxyUrl}%2F%5Cevil.example%2Fx.png`);
  });

  it('describes the engagement level out of five cells', () => {
    expect(engagementLevelText(3)).toBe('Engagement level 3 of 5');
  });
});
