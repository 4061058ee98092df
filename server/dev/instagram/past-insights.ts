/**
 * A professional test account's past insights in its export (development only): the audience
 * summary of the 90 days before the export was made, labelled as maintained export parsers read it.
 * The account in the older layout writes its labels in another case and leaves the net change out,
 * for the reader to count it from the follows and unfollows.
 */
import { ACCOUNT_SPECS, type StandInAccountKey } from './account-specs.ts';
import { SNAPSHOT_DATES, standInFollowers, type Snapshot } from './accounts.ts';

const DAY_MS = 86_400_000;
const RANGE_DAYS = 90;
/** Of the accounts who followed within the range, about one in four left again. */
const LEAVING_SHARE = 0.25;

const rangeDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const wholeNumber = new Intl.NumberFormat('en-US');

/** audience_insights.json of the account's export, or undefined for a personal account (it has no insights). */
export function audienceInsightsFile(key: StandInAccountKey, snapshot: Snapshot): unknown {
  const spec = ACCOUNT_SPECS[key];
  if (spec.accountType === 'PERSONAL') return undefined;
  const followers = standInFollowers(key, snapshot);
  // The range's days, from the midnight of its first to the midnight after its last (the day before the export).
  const made = SNAPSHOT_DATES[snapshot];
  const after = Date.UTC(made.getUTCFullYear(), made.getUTCMonth(), made.getUTCDate());
  const start = after - RANGE_DAYS * DAY_MS;
  const end = after - DAY_MS;
  const follows = followers.filter(({ at }) => at.getTime() >= start && at.getTime() < after).length;
  const unfollows = Math.round(follows * LEAVING_SHARE);
  const value = (text: string) => ({ value: text });
  const older = spec.exportLayout === 'older';
  const labels: Record<string, { value: string }> = {
    [older ? 'Date range' : 'Date Range']: value(`${rangeDate.format(start)} - ${rangeDate.format(end)}`),
    Followers: value(wholeNumber.format(followers.length)),
    Follows: value(wholeNumber.format(follows)),
    Unfollows: value(wholeNumber.format(unfollows)),
    ...(older ? {} : { 'Overall followers': value(wholeNumber.format(follows - unfollows)) }),
    'Follower Percentage by Country': value('United States: 41.2%, United Kingdom: 12.5%, Canada: 8.3%'),
  };
  return { organic_insights_audience: [{ title: '', media_map_data: {}, string_map_data: labels }] };
}
