import { barsLegend, chartDate, chartSummary, followersText } from '../../../../../content/growth';
import type { CountedPoint, GrowthRow, GrowthStep } from '../../../../../domain/growth-series';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry } from './chart-geometry';
import * as styles from './growth.css';

interface GrowthChartProps {
  points: readonly CountedPoint[];
  rows: readonly GrowthRow[];
  step: GrowthStep;
}

/**
 * Followers over time as a hand-drawn line, with the net change per row (day or week) as bars
 * under it. Screen readers get its summary here and every figure in the table beside it.
 */
export function GrowthChart({ points, rows, step }: GrowthChartProps) {
  const { line, baseline, bars, highest, lowest } = chartGeometry(points, rows);
  const first = points[0];
  const last = points.at(-1)!;
  return (
    <div className={styles.chart}>
      <div className={styles.plot}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={chartSummary(first, last)}
          focusable="false"
        >
          <path className={styles.line} d={line} vectorEffect="non-scaling-stroke" />
          <line
            className={styles.baseline}
            x1={0}
            x2={CHART_WIDTH}
            y1={baseline}
            y2={baseline}
            vectorEffect="non-scaling-stroke"
          />
          {bars.map((bar) => (
            <rect
              key={bar.date}
              className={bar.gain ? styles.gain : styles.loss}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            />
          ))}
        </svg>
        <span className={styles.highest} aria-hidden="true">
          {followersText(highest)}
        </span>
        <span className={styles.lowest} aria-hidden="true">
          {followersText(lowest)}
        </span>
      </div>
      <div className={styles.axisDates} aria-hidden="true">
        <span>{chartDate(first.date)}</span>
        <span>{chartDate(last.date)}</span>
      </div>
      <p className={styles.legend}>{barsLegend(step)}</p>
    </div>
  );
}
