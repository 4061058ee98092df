// A professional account's past insights (audience_insights.json): the follower counts its audience
// summary dates, with the year its range label leaves out, and every file it cannot date skipped.
import { describe, expect, it } from 'vitest';
import { pastFollowerCounts, readPastAudienceInsights } from '../../../server/profile-engine/past-insights.ts';

/** The file as maintained export parsers read it: the labels under string_map_data, each with a value. */
const audienceFile = (labels: Record<string, string>, wrapper = 'organic_insights_audience') =>
  JSON.stringify({
    [wrapper]: [
      {
        title: '',
        media_map_data: {},
        string_map_data: Object.fromEntries(Object.entries(labels).map(([label, value]) => [label, { value }])),
      },
    ],
  });
const NOW = new Date('2026-11-27T10:00:00Z');
const countsOf = (labels: Record<string, string>, now = NOW) => {
  const insights = readPastAudienceInsights(audienceFile(labels));
  return insights && pastFollowerCounts(insights, now);
};

describe('past follower counts', () => {
  it('dates the followers at the range’s end and, with the net change, before its first day', () => {
    // 4,812 at the end of Nov 25; 307 more over the range, so 4,812 - 307 = 4,505 at the end of Aug 27.
    expect(
      countsOf({ 'Date Range': 'Aug 28 - Nov 25', Followers: '4,812', 'Overall followers': '307', Follows: '9' }),
    ).toEqual([
      { date: '2026-08-27', followers: 4_505 },
      { date: '2026-11-25', followers: 4_812 },
    ]);
  });

  it('counts the net change from the follows and unfollows when the file leaves it out, whatever the labels’ case', () => {
    // 402 - 95 = 307 more; 1,204 - 307 = 897 before.
    expect(
      countsOf(
        { 'Date range': 'Sep 1 - Nov 29', FOLLOWERS: '1,204', follows: '402', Unfollows: '95' },
        new Date('2026-12-02'),
      ),
    ).toEqual([
      { date: '2026-08-31', followers: 897 },
      { date: '2026-11-29', followers: 1_204 },
    ]);
  });

  it('takes a loss as a loss: fewer followers at the end than before', () => {
    expect(countsOf({ 'Date Range': 'Aug 28 - Nov 25', Followers: '500', 'Overall followers': '-20' })).toEqual([
      { date: '2026-08-27', followers: 520 },
      { date: '2026-11-25', followers: 500 },
    ]);
  });

  it('gives a range without years the latest years that end it by now, across a new year too', () => {
    // Dec 30 is after Nov 27: the latest Dec 30 by then is in 2025.
    expect(countsOf({ 'Date Range': 'Oct 2 - Dec 30', Followers: '90' })).toEqual([
      { date: '2025-12-30', followers: 90 },
    ]);
    // Ending on Jan 31, 2027, the range began in November 2026.
    expect(
      countsOf({ 'Date Range': 'Nov 3 - Jan 31', Followers: '90', 'Overall followers': '+10' }, new Date('2027-02-02')),
    ).toEqual([
      { date: '2026-11-02', followers: 80 },
      { date: '2027-01-31', followers: 90 },
    ]);
  });

  it('takes the years a range states, and only the end today or earlier', () => {
    expect(countsOf({ 'Date Range': 'Aug 28, 2025 – Nov 25, 2025', Followers: '12' })).toEqual([
      { date: '2025-11-25', followers: 12 },
    ]);
    expect(countsOf({ 'Date Range': 'Nov 1, 2026 - Nov 28, 2026', Followers: '12' })).toEqual([]);
    expect(countsOf({ 'Date Range': 'Aug 28 - Nov 27', Followers: '12' })).toEqual([
      { date: '2026-11-27', followers: 12 },
    ]);
  });

  it('leaves out the count before the range when it would be below zero, and without a net change', () => {
    expect(countsOf({ 'Date Range': 'Aug 28 - Nov 25', Followers: '10', 'Overall followers': '25' })).toEqual([
      { date: '2026-11-25', followers: 10 },
    ]);
    expect(countsOf({ 'Date Range': 'Aug 28 - Nov 25', Followers: '10', Follows: '4' })).toEqual([
      { date: '2026-11-25', followers: 10 },
    ]);
  });

  it('dates nothing from a range it cannot read: no such day, longer than a year, or not a range of days', () => {
    for (const dateRange of [
      'Feb 30 - Mar 10',
      'Jan 1, 2024 - Mar 1, 2025',
      'Last 90 days',
      'Aug 28',
      'Smarch 1 - Nov 2',
    ])
      expect(countsOf({ 'Date Range': dateRange, Followers: '10' }), dateRange).toEqual([]);
  });
});

describe('reading the audience summary', () => {
  it('reads the range, the followers and the net change as the file states them', () => {
    expect(
      readPastAudienceInsights(
        audienceFile({ 'Date Range': ' Aug 28 - Nov 25 ', Followers: '4812', 'Overall followers': '+307' }),
      ),
    ).toEqual({ dateRange: 'Aug 28 - Nov 25', followers: 4_812, netChange: 307 });
  });

  it('finds the summary under another wrapper key, as files change their keys', () => {
    expect(
      readPastAudienceInsights(audienceFile({ 'Date Range': 'Aug 28 - Nov 25', Followers: '7' }, 'insights')),
    ).toEqual({
      dateRange: 'Aug 28 - Nov 25',
      followers: 7,
      netChange: null,
    });
  });

  it('guesses nothing: abbreviated or missing figures, other languages and other shapes give no summary', () => {
    const unreadable = [
      audienceFile({ 'Date Range': 'Aug 28 - Nov 25', Followers: '4.8K' }),
      audienceFile({ 'Date Range': 'Aug 28 - Nov 25', Followers: '41.2%' }),
      audienceFile({ 'Date Range': 'Aug 28 - Nov 25' }),
      audienceFile({ Followers: '4,812' }),
      audienceFile({ Période: 'Aug 28 - Nov 25', Abonnés: '4,812' }),
      audienceFile({ 'Date Range': 'Aug 28 - Nov 25', Followers: '-4' }),
      '{"organic_insights_audience": []}',
      '{"organic_insights_audience": [{"string_map_data": {"Followers": "4,812"}}]}',
      '[1, 2]',
      '{ not json',
    ];
    for (const text of unreadable) expect(readPastAudienceInsights(text), text).toBeUndefined();
  });

  it('reads a net change over a whole count only, so a follows figure abbreviated leaves it unknown', () => {
    expect(
      readPastAudienceInsights(
        audienceFile({ 'Date Range': 'Aug 28 - Nov 25', Followers: '40', Follows: '1.2K', Unfollows: '3' }),
      ),
    ).toEqual({ dateRange: 'Aug 28 - Nov 25', followers: 40, netChange: null });
  });
});
