/**
 * A professional account's past insights in its export (past_instagram_insights/audience_insights.json):
 * a summary of one date range, such as
 * `{"organic_insights_audience": [{"string_map_data": {"Date Range": {"value": "Aug 28 - Nov 25"},
 * "Followers": {"value": "4,812"}, "Follows": {"value": "402"}, "Unfollows": {"value": "95"},
 * "Overall followers": {"value": "307"}}}]}`.
 *
 * Meta documents none of it: the labels are those maintained export parsers read, matched whatever
 * their case. Anything else (another language, a missing label, a figure abbreviated as "4.8K") is
 * skipped, never guessed, and never fails the upload: the upload says what it took from the file.
 */
import { isRecord } from './export-entries.ts';

/** What the file states, as it states it: the range's label, the followers at its end, and their change over it. */
export interface PastAudienceInsights {
  dateRange: string;
  followers: number;
  netChange: number | null;
}

/** Followers at the end of a day (YYYY-MM-DD, UTC). */
export interface PastFollowerCount {
  date: string;
  followers: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** 'Aug 28 - Nov 25', 'Aug 28, 2025 – Nov 25, 2025'. */
const DATE_RANGE =
  /^([a-z]{3,9})\.?\s+(\d{1,2})(?:,\s*(\d{4}))?\s*[-\u2013\u2014]\s*([a-z]{3,9})\.?\s+(\d{1,2})(?:,\s*(\d{4}))?$/i;
/** '4,812' or '4812', with a sign for a change: never an abbreviation ('4.8K') or a percentage. */
const WHOLE_COUNT = /^([+\-\u2212]?)(\d{1,3}(?:,\d{3})*|\d+)$/;
const DAY_MS = 86_400_000;
/** Instagram's insights reach back 90 days at most; a longer range is not one this reads. */
const MAX_RANGE_DAYS = 366;

/** The audience summary of the file's text, or undefined when it holds no dated follower count. */
export function readPastAudienceInsights(text: string): PastAudienceInsights | undefined {
  const labels = labelledValues(text);
  const dateRange = labels.get('date range');
  const followers = countOf(labels.get('followers'));
  if (dateRange === undefined || followers === undefined || followers < 0) return undefined;
  const follows = countOf(labels.get('follows'));
  const unfollows = countOf(labels.get('unfollows'));
  const netChange =
    countOf(labels.get('overall followers')) ??
    (follows !== undefined && unfollows !== undefined ? follows - unfollows : null);
  return { dateRange, followers, netChange };
}

/**
 * The follower counts the summary dates, as of `now` (the range's label has no year: it is the
 * latest range ending by `now`): the followers at the range's end and, with the change over it,
 * before its first day.
 */
export function pastFollowerCounts(insights: PastAudienceInsights, now: Date): PastFollowerCount[] {
  const range = rangeOf(insights.dateRange, now);
  if (!range) return [];
  const { followers, netChange } = insights;
  const before = netChange === null ? undefined : followers - netChange;
  return [
    ...(before !== undefined && before >= 0 ? [{ date: dayOf(range.start - DAY_MS), followers: before }] : []),
    { date: dayOf(range.end), followers },
  ];
}

/** The first entry's `string_map_data` values by their label in lower case; empty for any other shape. */
function labelledValues(text: string): Map<string, string> {
  const labels = new Map<string, string>();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return labels;
  }
  const entries = isRecord(json)
    ? (json.organic_insights_audience ?? Object.values(json).find(Array.isArray))
    : undefined;
  const first: unknown = Array.isArray(entries) ? entries[0] : undefined;
  const data = isRecord(first) ? first.string_map_data : undefined;
  if (!isRecord(data)) return labels;
  for (const [label, entry] of Object.entries(data))
    if (isRecord(entry) && typeof entry.value === 'string') labels.set(label.trim().toLowerCase(), entry.value.trim());
  return labels;
}

function countOf(value: string | undefined): number | undefined {
  const match = value === undefined ? null : WHOLE_COUNT.exec(value);
  if (!match) return undefined;
  const size = Number(match[2].replaceAll(',', ''));
  return match[1] === '' || match[1] === '+' ? size : -size;
}

/** The range's first and last days (UTC midnights), the years the label leaves out taken as the latest that fit. */
function rangeOf(label: string, now: Date): { start: number; end: number } | undefined {
  const match = DATE_RANGE.exec(label.trim());
  if (!match) return undefined;
  const [, startMonth, startDay, startYear, endMonth, endDay, endYear] = match;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = dateOf(endMonth, endDay, endYear, today);
  const start = end === undefined ? undefined : dateOf(startMonth, startDay, startYear, end);
  if (end === undefined || start === undefined || end > today || (end - start) / DAY_MS > MAX_RANGE_DAYS)
    return undefined;
  return { start, end };
}

/** The day of `month` and `day` in `year`, or without a year the latest on or before `latest`; undefined for no such day. */
function dateOf(month: string, day: string, year: string | undefined, latest: number): number | undefined {
  const monthIndex = MONTHS.indexOf(month.slice(0, 3).toLowerCase());
  if (monthIndex < 0) return undefined;
  const inYear = (fullYear: number) => {
    const date = Date.UTC(fullYear, monthIndex, Number(day));
    return new Date(date).getUTCDate() === Number(day) ? date : undefined;
  };
  if (year !== undefined) return inYear(Number(year));
  const latestYear = new Date(latest).getUTCFullYear();
  const thisYear = inYear(latestYear);
  return thisYear !== undefined && thisYear <= latest ? thisYear : inYear(latestYear - 1);
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
