// Analytics' growth chart read from the history, with hand-computed figures: the days with a
// follower count, the rows per day and per week (counted back from the latest day) with each change
// since the row before, the chart's line and bars, and the signed changes as the screen says them.
import { describe, expect, it } from 'vitest';
import { chartDate, sinceText, signedChange, tableDate } from '../../content/growth';
import { countedPoints, growthRows, growthStepOf } from '../../domain/growth-series';
import { chartGeometry } from '../../src/routes/_authed/dashboard/-growth/chart-geometry';
import { historyPoint } from '../harness/history-point';

// Days back from Nov 27: 26, 21, 17 (no count), 14, 7, 6, 0.
const HISTORY = [
  historyPoint('2026-11-01', 1_000),
  historyPoint('2026-11-06', 1_050),
  historyPoint('2026-11-10', null),
  historyPoint('2026-11-13', 1_100),
  historyPoint('2026-11-20', 1_150),
  historyPoint('2026-11-21', 1_160),
  historyPoint('2026-11-27', 1_230),
];

describe('growth series', () => {
  it('draws day by day up to 30 days, week by week beyond', () => {
    expect([7, 30, 90, 365].map(growthStepOf)).toEqual(['day', 'day', 'week', 'week']);
  });

  it('keeps the days that have a follower count', () => {
    expect(countedPoints(HISTORY).map((counted) => counted.date)).toEqual([
      '2026-11-01',
      '2026-11-06',
      '2026-11-13',
      '2026-11-20',
      '2026-11-21',
      '2026-11-27',
    ]);
  });

  it('gives each day its change since the day before it with a count (a gap makes the change span it)', () => {
    expect(growthRows(HISTORY, 'day')).toEqual([
      { date: '2026-11-01', followers: 1_000, change: null },
      { date: '2026-11-06', followers: 1_050, change: 50 },
      { date: '2026-11-13', followers: 1_100, change: 50 },
      { date: '2026-11-20', followers: 1_150, change: 50 },
      { date: '2026-11-21', followers: 1_160, change: 10 },
      { date: '2026-11-27', followers: 1_230, change: 70 },
    ]);
  });

  it("gives each week, counted back from the latest day, its last count and the change since the week before's", () => {
    // Week 0: Nov 21-27; week 1: Nov 14-20; week 2: Nov 7-13; week 3: Oct 31-Nov 6 (Nov 1 and 6).
    expect(growthRows(HISTORY, 'week')).toEqual([
      { date: '2026-11-06', followers: 1_050, change: null },
      { date: '2026-11-13', followers: 1_100, change: 50 },
      { date: '2026-11-20', followers: 1_150, change: 50 },
      { date: '2026-11-27', followers: 1_230, change: 80 },
    ]);
  });

  it('has no rows without a count', () => {
    expect(growthRows([historyPoint('2026-11-27', null)], 'day')).toEqual([]);
  });
});

describe('growth chart geometry', () => {
  const points = [
    { date: '2026-11-25', followers: 100 },
    { date: '2026-11-26', followers: 120 },
    { date: '2026-11-27', followers: 110 },
  ];
  const rows = growthRows(
    points.map(({ date, followers }) => historyPoint(date, followers)),
    'day',
  );

  it('spreads the line over the dates and the band between the lowest and highest count', () => {
    // x: 0, 160, 320 of 320; y: 8 + (120 - count) / 20 * 124.
    expect(chartGeometry(points, rows)).toMatchObject({ line: 'M0 132 L160 8 L320 70', highest: 120, lowest: 100 });
  });

  it('draws a bar per change, up for a gain and down for a loss, the largest 24 high, around the baseline', () => {
    // Baseline 140 + 12 + 24; bars 320 / 3 rows * 0.6 = 64 wide, centred on their day within the chart.
    expect(chartGeometry(points, rows)).toMatchObject({
      baseline: 176,
      bars: [
        { x: 128, y: 152, width: 64, height: 24, gain: true },
        { x: 256, y: 176, width: 64, height: 12, gain: false },
      ],
    });
  });

  it('draws a flat history across the middle, with no bars', () => {
    const flat = [
      { date: '2026-11-26', followers: 500 },
      { date: '2026-11-27', followers: 500 },
    ];
    const flatRows = growthRows(
      flat.map(({ date, followers }) => historyPoint(date, followers)),
      'day',
    );
    expect(chartGeometry(flat, flatRows)).toMatchObject({ line: 'M0 70 L320 70', bars: [] });
  });
});

describe('growth copy', () => {
  it('signs each change with a plus or a true minus, thousands separated', () => {
    expect([1_204, -3, 0].map(signedChange)).toEqual(['+1,204', '\u22123', '0']);
    expect([12, null].map(sinceText)).toEqual(['+12', 'not available yet']);
  });

  it('dates the axis and the table in UTC', () => {
    expect([chartDate('2026-01-01'), tableDate('2026-12-31')]).toEqual(['Jan 1', 'Dec 31, 2026']);
  });
});
