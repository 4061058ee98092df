import { lazy, Suspense, useContext } from 'react';
import { GROWTH_COPY as COPY } from '../../../../../content/growth';
import * as sectionStyles from '../-analytics/section.css';
import { GrowthChartContext } from './growth-context';
import * as styles from './growth.css';

// The chart, its table and its range buttons load after the page has painted: none of it is needed for the first screen.
const GrowthPanel = lazy(() => import('./growth-panel').then(({ GrowthPanel }) => ({ default: GrowthPanel })));

/** Analytics' growth chart: followers over time, in the place the placeholder keeps for it. */
export function GrowthSection() {
  const growth = useContext(GrowthChartContext);
  const placeholder = <div className={styles.panel} />;
  return (
    <section aria-label={COPY.title} className={styles.growthSection}>
      <h2 className={sectionStyles.sectionTitle}>{COPY.title}</h2>
      {growth ? (
        <Suspense fallback={placeholder}>
          <GrowthPanel growth={growth} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
