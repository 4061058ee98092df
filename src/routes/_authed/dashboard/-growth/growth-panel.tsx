import { useSelector } from '@xstate/react';
import { GROWTH_COPY as COPY } from '../../../../../content/growth';
import { selectGrowthStep } from '../../../../../machines/growth-chart.machine';
import type { GrowthChartActor } from '../../../../app/growth-chart';
import { Button } from '../../../../ui/Button/Button';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { GrowthHistory } from './growth-history';
import { GrowthRanges } from './growth-ranges';
import * as styles from './growth.css';

/** The growth chart's card for each step of its machine: loading, the chart, not enough history yet, or a failure. */
export function GrowthPanel({ growth }: { growth: GrowthChartActor }) {
  const step = useSelector(growth, selectGrowthStep);
  return (
    <div className={styles.panel}>
      <GrowthRanges growth={growth} />
      {step === 'shown' && <GrowthHistory growth={growth} />}
      {step === 'loading' && (
        <div className={styles.body}>
          <div className={styles.loader}>
            <Spinner size={32} label={COPY.loading} />
          </div>
        </div>
      )}
      {step === 'empty' && (
        <div className={styles.body}>
          <p className={styles.muted}>{COPY.empty}</p>
        </div>
      )}
      {step === 'failed' && (
        <div className={styles.body}>
          <p role="alert" className={styles.failure}>
            {COPY.failed}
          </p>
          <Button onClick={() => growth.send({ type: 'growth.retry' })}>{COPY.tryAgain}</Button>
        </div>
      )}
    </div>
  );
}
