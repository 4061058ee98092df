import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { GROWTH_COPY as COPY, GROWTH_RANGES, sinceText, tableCaption } from '../../../../../content/growth';
import { countedPoints, growthRows, growthStepOf } from '../../../../../domain/growth-series';
import type { GrowthChartActor } from '../../../../app/growth-chart';
import { GrowthChart } from './growth-chart';
import { GrowthTable } from './growth-table';
import * as styles from './growth.css';

/** A loaded history: the changes since a week and a month, the chart, and the same figures as a table. */
export function GrowthHistory({ growth }: { growth: GrowthChartActor }) {
  const history = useSelector(growth, (s) => s.context.history);
  const days = useSelector(growth, (s) => s.context.days);
  const step = growthStepOf(days);
  const series = useMemo(
    () => history && { points: countedPoints(history.points), rows: growthRows(history.points, step) },
    [history, step],
  );
  if (!history || !series) return null;
  const span = GROWTH_RANGES.find((range) => range.days === days)!.span;
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{COPY.sinceLastWeek}</dt>
          <dd className={styles.figureValue}>{sinceText(history.sinceLastWeek)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{COPY.sinceLastMonth}</dt>
          <dd className={styles.figureValue}>{sinceText(history.sinceLastMonth)}</dd>
        </div>
      </dl>
      <GrowthChart points={series.points} rows={series.rows} step={step} />
      <GrowthTable rows={series.rows} caption={tableCaption(step, span)} />
    </>
  );
}
