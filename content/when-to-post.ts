/**
 * Copy of "When to post": the Analytics card and the recommendation that name the
 * account's best weekday and hours, as the document's `whenToPost` gives them (in the
 * subscriber's time zone).
 */
import type { WhenToPost } from '../contracts/profile';

/** Fewer posts showing their likes than this name no best time: about a month at two or three posts a week. */
export const MIN_POSTS_FOR_TIMES = 10;

/** Monday first, as the document counts weekdays. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** '06:00'. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** '18:00–21:00', '23:00–02:00'. */
export const hourWindowText = (fromHour: number, toHour: number) => `${hourText(fromHour)}–${hourText(toHour)}`;

/** '1 post', '12 posts'. */
export const postCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'post' : 'posts'}`;

export const WHEN_TO_POST_COPY = {
  title: 'When to post',
  bestDay: 'Best day',
  bestHours: 'Best time',
  noneStandsOut: 'No day stands out yet',
  noHoursStandOut: 'No time stands out yet',
  byWeekday: 'Median likes + comments by weekday',
  byHours: 'Median likes + comments by time of day',
  weekday: 'Weekday',
  hours: 'Time',
  postsColumn: 'Posts',
  medianColumn: 'Median likes + comments',
  none: '–',
} as const;

/** 'Times in Europe/Berlin, from 36 posts that show their likes.' */
export const basisText = ({ timeZone, posts: count }: WhenToPost) =>
  `Times in ${timeZone}, from ${postCountText(count)} that show their likes.`;

/** 'Not enough posts yet: 7 of the 10 a best time needs.' */
export const notEnoughText = (count: number) =>
  `Not enough posts yet: ${count.toLocaleString('en-US')} of the ${MIN_POSTS_FOR_TIMES} a best time needs.`;

/** '1.6× your median engagement (5 posts)'. */
export const againstMedianText = (ratio: number, count: number) =>
  `${ratio}× your median engagement (${postCountText(count)})`;
