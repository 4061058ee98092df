/** Formatting rules of the Analytics screen (spec 2.7); pure, so each rule is unit-tested. */
import type { CalculatedProfileData } from '../../../../../contracts/profile';
import { config } from '../../../../app/config';
import { ENGAGEMENT_CELLS } from './engagement-cells';
import { onFirstUse } from '../../../../../content/first-use';

const wholeNumber = onFirstUse(() => new Intl.NumberFormat('en-US'));
const average = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));
/** One post-date formatter per time zone, each made on its first use. */
const postDates = new Map<string, Intl.DateTimeFormat>();
function postDate(timeZone: string): Intl.DateTimeFormat {
  let formatter = postDates.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
    postDates.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The zone an analysis dates its posts in: the one it counted when to post in (the device's, once
 * the app has reported it), so a post's day is the one its recommendations name; UTC before.
 */
export const analysisTimeZone = (data: CalculatedProfileData | undefined): string =>
  data?.whenToPost?.timeZone ?? 'UTC';

/** Category totals: '12,345'. */
export const formatTotal = (total: number): string => wholeNumber().format(total);

/** Per-post averages: at most one decimal, '1,234.5'. */
export const formatAverage = (value: number): string => average().format(value);

/**
 * 'March 5, 2025' in `timeZone` (the same for every reader); an unreadable date shows nothing
 * rather than breaking the list, and a zone this browser does not know falls back to UTC.
 */
export function formatPostDate(isoDate: string, timeZone = 'UTC'): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return postDate(timeZone).format(date);
  } catch {
    return postDate('UTC').format(date);
  }
}

/** '1 like', '2 likes', '12,345 comments'. */
export const countOf = (count: number, singular: string): string =>
  `${formatTotal(count)} ${count === 1 ? singular : `${singular}s`}`;

/** A path on our own origin; '//host' and '/\host' are not (browsers read both as another host). */
const SAME_ORIGIN_PATH = /^\/(?![/\\])/;

/** Post images load through the image proxy, never straight from the image host; our own media (e.g. '/media/posts/x.svg') needs no proxy. */
export const imageProxySrc = (imageUrl: string): string =>
  SAME_ORIGIN_PATH.test(imageUrl) ? imageUrl : `${config.imageProxyUrl}${encodeURIComponent(imageUrl)}`;

/** The engagement bar's accessible text. */
export const engagementLevelText = (cell: number): string => `Engagement level ${cell} of ${ENGAGEMENT_CELLS.length}`;
