/**
 * Where the growth chart draws (viewBox units; the SVG stretches to the card's width): the
 * followers' line across the dates of the history, and under it one bar per table row, up for a
 * gain, down for a loss, scaled to the largest change. Pure, so the shapes are unit-tested.
 */
import type { CountedPoint, GrowthRow } from '../../../../../domain/growth-series';

export const CHART_WIDTH = 320;
/** The line's band at the top, a gap, then the bars' band around their baseline. */
export const LINE_HEIGHT = 140;
const BARS_GAP = 12;
const BARS_HEIGHT = 48;
export const CHART_HEIGHT = LINE_HEIGHT + BARS_GAP + BARS_HEIGHT;
/** Room above and below the line for its stroke and the axis labels. */
const LINE_PADDING = 8;
const BAR_SHARE = 0.6;

interface Bar {
  /** The day of the row it stands for. */
  date: string;
  x: number;
  y: number;
  width: number;
  height: number;
  gain: boolean;
}

interface ChartGeometry {
  /** SVG path data of the followers' line. */
  line: string;
  /** y of the bars' baseline. */
  baseline: number;
  bars: Bar[];
  highest: number;
  lowest: number;
}

const DAY_MS = 86_400_000;
const round = (value: number) => Math.round(value * 10) / 10;

/** The shapes for `points` (two or more, oldest first) and the rows their bars stand for. */
export function chartGeometry(points: readonly CountedPoint[], rows: readonly GrowthRow[]): ChartGeometry {
  const day = (date: string) => Date.parse(date) / DAY_MS;
  const first = day(points[0].date);
  const span = day(points.at(-1)!.date) - first;
  const x = (date: string) => ((day(date) - first) / span) * CHART_WIDTH;
  const counts = points.map((point) => point.followers);
  const highest = Math.max(...counts);
  const lowest = Math.min(...counts);
  // A flat history draws its line across the middle.
  const y = (followers: number) =>
    highest === lowest
      ? LINE_HEIGHT / 2
      : LINE_PADDING + ((highest - followers) / (highest - lowest)) * (LINE_HEIGHT - 2 * LINE_PADDING);
  const line = points
    .map((point, index) => `${index ? 'L' : 'M'}${round(x(point.date))} ${round(y(point.followers))}`)
    .join(' ');

  const baseline = LINE_HEIGHT + BARS_GAP + BARS_HEIGHT / 2;
  const changes = rows.flatMap((row) => (row.change === null ? [] : [{ date: row.date, change: row.change }]));
  const largest = Math.max(0, ...changes.map(({ change }) => Math.abs(change)));
  const width = round(Math.max(1, (CHART_WIDTH / rows.length) * BAR_SHARE));
  const bars = changes
    .filter(({ change }) => change !== 0)
    .map(({ date, change }) => {
      const height = round((Math.abs(change) / largest) * (BARS_HEIGHT / 2));
      return {
        date,
        x: round(Math.min(Math.max(x(date) - width / 2, 0), CHART_WIDTH - width)),
        y: change > 0 ? round(baseline - height) : baseline,
        width,
        height,
        gain: change > 0,
      };
    });
  return { line, baseline, bars, highest, lowest };
}
