// When to post: the posts' likes + comments by weekday and window of hours in the subscriber's
// time zone, computed by hand from a small account's posts.
import { describe, expect, it } from 'vitest';
import { isSupportedTimeZone, whenToPost } from '../../../server/profile-engine/posting-times.ts';
import type { AnalysedPost } from '../../../server/profile-engine/source.ts';

const post = (takenAt: string, likes: number | null, comments: number): AnalysedPost => ({
  picUrl: '',
  takenAt,
  owner: 'me',
  likes,
  comments,
  likers: [],
  commenters: [],
});

// November in Berlin is UTC+1. Comments: weekday and hour in Berlin, and likes + comments.
const POSTS = [
  post('2026-11-17T17:30:00Z', 190, 10), // Tue 18:30, 200
  post('2026-11-24T18:10:00Z', 250, 10), // Tue 19:10, 260
  post('2026-11-10T19:00:00Z', 175, 5), // Tue 20:00, 180
  post('2026-11-18T23:30:00Z', 95, 5), // Thu 00:30 (Wednesday in UTC), 100
  post('2026-11-19T08:00:00Z', 88, 2), // Thu 09:00, 90
  post('2026-11-26T08:30:00Z', 100, 10), // Thu 09:30, 110
  post('2026-11-20T11:00:00Z', 78, 2), // Fri 12:00, 80
  post('2026-11-13T11:30:00Z', 110, 10), // Fri 12:30, 120
  post('2026-11-27T12:00:00Z', 90, 5), // Fri 13:00, 95
  post('2026-11-22T09:00:00Z', 100, 5), // Sun 10:00, 105
  post('2026-11-15T16:00:00Z', 80, 5), // Sun 17:00, 85
  post('2026-11-03T17:00:00Z', null, 30), // Tue 18:00 with its likes hidden: left out
];
// Counted: 80 85 90 95 100 105 110 120 180 200 260, median 105.

/** The 24 hours of the day: the given ones with posts, every other empty. */
const hours = (withPosts: Record<number, [posts: number, median: number]>) =>
  Array.from({ length: 24 }, (_, hour) => ({
    fromHour: hour,
    toHour: hour + 1,
    posts: withPosts[hour]?.[0] ?? 0,
    medianInteractions: withPosts[hour]?.[1] ?? null,
  }));

describe('whenToPost', () => {
  it("puts each post in its weekday and hour in the subscriber's zone, and names the best of each", () => {
    expect(whenToPost(POSTS, 'Europe/Berlin')).toEqual({
      timeZone: 'Europe/Berlin',
      posts: 11,
      enoughPosts: true,
      weekdays: [
        { posts: 0, medianInteractions: null },
        { posts: 3, medianInteractions: 200 },
        { posts: 0, medianInteractions: null },
        { posts: 3, medianInteractions: 100 },
        { posts: 3, medianInteractions: 95 },
        { posts: 0, medianInteractions: null },
        { posts: 2, medianInteractions: 95 }, // 85 and 105
      ],
      hours: hours({
        0: [1, 100],
        9: [2, 100], // 90 and 110
        10: [1, 105],
        12: [2, 100], // 80 and 120
        13: [1, 95],
        17: [1, 85],
        18: [1, 200],
        19: [1, 260],
        20: [1, 180],
      }),
      // 200 / 105 = 1.905
      bestWeekday: { weekday: 1, posts: 3, ratio: 1.9 },
      // 17–20 (85, 200, 260) has the same median and posts; 18–21 (200, 260, 180) more interactions.
      bestHours: { fromHour: 18, toHour: 21, posts: 3, ratio: 1.9 },
    });
  });

  it('counts the same posts in UTC: the late post is a Wednesday, the best hours an hour earlier', () => {
    const utc = whenToPost(POSTS, 'UTC');
    expect(utc.weekdays[2]).toEqual({ posts: 1, medianInteractions: 100 });
    expect(utc.hours[23]).toEqual({ fromHour: 23, toHour: 24, posts: 1, medianInteractions: 100 });
    expect(utc.bestWeekday).toEqual({ weekday: 1, posts: 3, ratio: 1.9 });
    // 16–19 (85, 200, 260) and 17–20 (200, 260, 180): the same median, more interactions in the second.
    expect(utc.bestHours).toEqual({ fromHour: 17, toHour: 20, posts: 3, ratio: 1.9 });
  });

  it('finds a best window across midnight', () => {
    const lateHits = [
      ...POSTS,
      post('2026-11-05T22:30:00Z', 400, 0), // Thu 23:30 in Berlin
      post('2026-11-05T23:15:00Z', 400, 0), // Fri 00:15
      post('2026-11-07T00:40:00Z', 400, 0), // Sat 01:40
    ];
    // 23–02: 400, 400, 100 (00:30), 400 → median 400 over 4 posts (22–01 and 00–03 have 3);
    // all 14 counted: median (110 + 120) / 2 = 115; 400 / 115 = 3.478.
    expect(whenToPost(lateHits, 'Europe/Berlin').bestHours).toEqual({ fromHour: 23, toHour: 2, posts: 4, ratio: 3.48 });
  });

  it('names no best time below 10 posts that show their likes, but still counts them', () => {
    const few = whenToPost(POSTS.slice(0, 9).concat(POSTS[11]), 'Europe/Berlin');
    expect(few).toMatchObject({ posts: 9, enoughPosts: false, bestWeekday: null, bestHours: null });
    expect(few.weekdays[1]).toEqual({ posts: 3, medianInteractions: 200 });
  });

  it('names no weekday with fewer than 3 posts, however high', () => {
    const twoHits = [...POSTS, post('2026-11-21T10:00:00Z', 900, 0), post('2026-11-14T10:00:00Z', 800, 0)]; // Saturdays
    expect(whenToPost(twoHits, 'Europe/Berlin').bestWeekday).toEqual({ weekday: 1, posts: 3, ratio: 1.82 }); // 200 / 110
  });

  it('names nothing below 1.15× the median, and nothing without posts or interactions', () => {
    // Every post the same: each weekday and window is at 1×.
    const even = POSTS.map((p) => ({ ...p, likes: 100, comments: 0 }));
    expect(whenToPost(even, 'UTC')).toMatchObject({ posts: 12, bestWeekday: null, bestHours: null });
    expect(whenToPost([], 'UTC')).toMatchObject({ posts: 0, enoughPosts: false, bestWeekday: null, bestHours: null });
    const silent = POSTS.map((p) => ({ ...p, likes: 0, comments: 0 }));
    expect(whenToPost(silent, 'UTC')).toMatchObject({ posts: 12, bestWeekday: null, bestHours: null });
  });
});

describe('isSupportedTimeZone', () => {
  it.each(['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Asia/Calcutta'])(
    'takes %s',
    (zone) => expect(isSupportedTimeZone(zone)).toBe(true),
  );
  it.each(['', 'Mars/Olympus', '+01:00', 'Europe/Berlin; DROP TABLE', 'x'.repeat(200)])('refuses %j', (zone) =>
    expect(isSupportedTimeZone(zone)).toBe(false),
  );
});
