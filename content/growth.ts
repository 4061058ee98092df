/**
 * Copy of Analytics' growth chart (followers over time): its ranges, the changes since a
 * week and a month, the chart's summary for screen readers and its table.
 */
import type { HistoryDays } from '../contracts/profile-history';
import type { GrowthStep } from '../domain/growth-series';
import { onFirstUse } from './first-use.ts';

/** The range buttons, in order: their label, and the range as the table's caption says it. */
export const GROWTH_RANGES: ReadonlyArray<{ days: HistoryDays; label: string; span: string }> = [
  { days: 7, label: '7 days', span: 'the last 7 days' },
  { days: 30, label: '30 days', span: 'the last 30 days' },
  { days: 90, label: '90 days', span: 'the last 90 days' },
  { days: 365, label: '1 year', span: 'the last year' },
];

export const GROWTH_COPY = {
  title: 'Growth',
  rangeLabel: 'Range of the chart',
  sinceLastWeek: 'Since last week',
  sinceLastMonth: 'Since last month',
  notAvailable: 'not available yet',
  loading: 'Loading your growth',
  failed: 'Your growth could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  empty:
    'Not enough history yet. The chart starts once your followers have been counted on two different days: every Instagram sync and every export you upload counts them.',
  dateColumn: 'Date',
  followersColumn: 'Followers',
  changeColumn: 'Change',
  /** The first row's change: nothing earlier in the range to compare with. */
  noChange: '—',
} as const;

const wholeNumber = onFirstUse(() => new Intl.NumberFormat('en-US'));
// History days are UTC dates: formatting in UTC keeps the day the same for every reader.
const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);
const fullDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);

/** '+1,204', '−3' (a true minus sign), '0'. */
export const signedChange = (change: number): string =>
  `${change > 0 ? '+' : change < 0 ? '\u2212' : ''}${wholeNumber().format(Math.abs(change))}`;

/** A change since a week or a month, or that the history does not reach back that far. */
export const sinceText = (change: number | null): string =>
  change === null ? GROWTH_COPY.notAvailable : signedChange(change);

export const followersText = (followers: number): string => wholeNumber().format(followers);

/** '2026-11-27' → 'Nov 27' (the chart's axis) or 'Nov 27, 2026' (the table). */
export const chartDate = (date: string): string => shortDate().format(new Date(date));
export const tableDate = (date: string): string => fullDate().format(new Date(date));

/** The table's caption: 'Followers and change per day, the last 30 days'. */
export const tableCaption = (step: GrowthStep, span: string): string => `Followers and change per ${step}, ${span}`;

/** Under the chart: what its bars are. */
export const barsLegend = (step: GrowthStep): string =>
  `Bars: net change per ${step}, green for a gain, red for a loss.`;

/** What the chart shows, for screen readers: 'Followers from 8,412 on Oct 29, 2026 to 8,430 on Nov 27, 2026'. */
export const chartSummary = (first: { date: string; followers: number }, last: { date: string; followers: number }) =>
  `Followers from ${followersText(first.followers)} on ${tableDate(first.date)} to ${followersText(last.followers)} on ${tableDate(last.date)}`;
