import { useSelector } from '@xstate/react';
import { GROWTH_COPY as COPY, GROWTH_RANGES } from '../../../../../content/growth';
import type { GrowthChartActor } from '../../../../app/growth-chart';
import * as styles from './growth.css';

/** The range as a segmented control: the chosen one pressed; choosing another loads it. */
export function GrowthRanges({ growth }: { growth: GrowthChartActor }) {
  const chosen = useSelector(growth, (s) => s.context.days);
  return (
    <div role="group" aria-label={COPY.rangeLabel} className={styles.ranges}>
      {GROWTH_RANGES.map(({ days, label }) => (
        <button
          key={days}
          type="button"
          className={styles.range}
          aria-pressed={days === chosen}
          onClick={() => growth.send({ type: 'growth.range', days })}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
