/**
 * When to post: the likes + comments of the account's posts by weekday and by hour, in
 * the subscriber's time zone. The one place posts are put into days and hours: the document
 * carries the result with its zone, so whatever reads it (the screen, the recommendations) says the
 * same. Pure.
 */
import { MIN_POSTS_FOR_TIMES } from '../../content/when-to-post.ts';
import type { WhenToPost } from '../../contracts/profile.ts';
import { interactionsOf, median, roundRatio } from './median.ts';
import type { AnalysedPost } from './source.ts';

/** The zone of a subscriber whose app has not reported one yet. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** A weekday or window of hours with fewer posts than this is never named best: one lucky post is no pattern. */
const MIN_POSTS_PER_TIME = 3;
/** A best time gets at least this multiple of the median post; below it no time stands out. */
const STANDS_OUT_RATIO = 1.15;
/** The best time is a window of three hours: 50 posts over 24 single hours leave about two in each. */
const HOURS_PER_WINDOW = 3;

const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

interface TimedPost {
  weekday: number;
  hour: number;
  interactions: number;
}

/** Posts that show their like count, with the weekday (0 Monday) and hour (0–23) they were published in `timeZone`. */
function timedPosts(posts: AnalysedPost[], timeZone: string): TimedPost[] {
  const local = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
  return posts.flatMap((post) => {
    const interactions = interactionsOf(post);
    if (interactions === null) return [];
    const parts = local.formatToParts(new Date(post.takenAt));
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
    return [{ weekday: WEEKDAY_NUMBERS[part('weekday')], hour: Number(part('hour')), interactions }];
  });
}

const bucketOf = (posts: TimedPost[]) => ({
  posts: posts.length,
  medianInteractions: posts.length ? median(posts.map((post) => post.interactions)) : null,
  total: posts.reduce((sum, post) => sum + post.interactions, 0),
});

/**
 * The bucket with the highest median over enough posts, if it stands out. On a tie the one with
 * more posts behind it, then the one with more interactions in all.
 */
function best<T extends ReturnType<typeof bucketOf>>(buckets: T[], overall: number) {
  const [top] = buckets
    .filter((bucket) => bucket.posts >= MIN_POSTS_PER_TIME)
    .sort((a, b) => b.medianInteractions! - a.medianInteractions! || b.posts - a.posts || b.total - a.total);
  if (!top || overall === 0) return null;
  const ratio = roundRatio(top.medianInteractions! / overall);
  return ratio >= STANDS_OUT_RATIO ? { ...top, ratio } : null;
}

/**
 * Per weekday and per hour of the day; the best weekday, and the best window of three hours
 * starting at any hour (past midnight too), so an offset of the zone never splits the best time.
 */
export function whenToPost(posts: AnalysedPost[], timeZone: string): WhenToPost {
  const timed = timedPosts(posts, timeZone);
  const enoughPosts = timed.length >= MIN_POSTS_FOR_TIMES;
  const overall = timed.length ? median(timed.map((post) => post.interactions)) : 0;
  const weekdays = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    ...bucketOf(timed.filter((post) => post.weekday === weekday)),
  }));
  const inWindow = (hour: number, from: number, length: number) => (hour - from + 24) % 24 < length;
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const { posts, medianInteractions } = bucketOf(timed.filter((post) => post.hour === hour));
    return { fromHour: hour, toHour: hour + 1, posts, medianInteractions };
  });
  const windows = Array.from({ length: 24 }, (_, from) => ({
    fromHour: from,
    toHour: (from + HOURS_PER_WINDOW) % 24,
    ...bucketOf(timed.filter((post) => inWindow(post.hour, from, HOURS_PER_WINDOW))),
  }));
  const bestWeekday = enoughPosts ? best(weekdays, overall) : null;
  const bestHours = enoughPosts ? best(windows, overall) : null;
  return {
    timeZone,
    posts: timed.length,
    enoughPosts,
    weekdays: weekdays.map(({ posts, medianInteractions }) => ({ posts, medianInteractions })),
    hours,
    bestWeekday: bestWeekday && { weekday: bestWeekday.weekday, posts: bestWeekday.posts, ratio: bestWeekday.ratio },
    bestHours: bestHours && {
      fromHour: bestHours.fromHour,
      toHour: bestHours.toHour,
      posts: bestHours.posts,
      ratio: bestHours.ratio,
    },
  };
}

/** Whether the app's IANA time zone is one the server's Intl knows (its own canonical name or an alias of one). */
export function isSupportedTimeZone(timeZone: string): boolean {
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    return canonical === DEFAULT_TIME_ZONE || Intl.supportedValuesOf('timeZone').includes(canonical);
  } catch {
    return false;
  }
}
