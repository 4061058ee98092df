/** Formatting rules of the Analytics screen (spec 2.7); pure, so each rule is unit-tested. */
import { config } from '../../../../app/config';
import { ENGAGEMENT_CELLS } from './engagement-cells';
import { onFirstUse } from '../../../../../content/first-use';
import { postDateText } from '../../../../../content/post-dates';

const wholeNumber = onFirstUse(() => new Intl.NumberFormat('en-US'));
const average = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

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
  return Number.isNaN(date.getTime()) ? '' : postDateText(date, timeZone);
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
