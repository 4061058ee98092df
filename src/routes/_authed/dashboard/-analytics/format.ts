/** Formatting rules of the Analytics screen (spec 2.7); pure, so each rule is unit-tested. */
import { config } from '../../../../app/config';
import { ENGAGEMENT_CELLS } from './engagement-cells';
import { onFirstUse } from '../../../../../content/first-use';

const wholeNumber = onFirstUse(() => new Intl.NumberFormat('en-US'));
const average = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));
// Posts carry a UTC timestamp; formatting in UTC keeps the day the same for every reader.
const postDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

/** Category totals: '12,345'. */
export const formatTotal = (total: number): string => wholeNumber().format(total);

/** Per-post averages: at most one decimal, '1,234.5'. */
export const formatAverage = (value: number): string => average().format(value);

/** 'March 5, 2025'; an unreadable date shows nothing rather than breaking the list. */
export function formatPostDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : postDate().format(date);
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
