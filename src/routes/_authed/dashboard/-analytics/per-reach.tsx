import {
  NOT_AVAILABLE_TEXT,
  PER_REACH_TITLE,
  PER_REACH_TOTAL_LABELS,
  perReachRateText,
  perReachSourceText,
} from '../../../../../content/reach-insights';
import type { CalculatedProfileData } from '../../../../../contracts/profile';
import * as styles from './engagement-card.css';
import * as sectionStyles from './section.css';

type PerReachFigures = NonNullable<CalculatedProfileData['userEngagement']['perReach']>;

const TOTALS = ['saves', 'shares', 'reposts'] as const;

/** The engagement card's second rate, from Instagram's insights: per reach, with saves, shares and reposts; a figure Instagram did not give says so, never 0. */
export function PerReach({ figures }: { figures: PerReachFigures }) {
  return (
    <div className={styles.rate}>
      <h4 className={sectionStyles.cardTitle}>{PER_REACH_TITLE}</h4>
      {figures.rate === null ? (
        <p className={sectionStyles.muted}>{NOT_AVAILABLE_TEXT}</p>
      ) : (
        <>
          <p>{perReachRateText(figures.rate)}</p>
          <p className={sectionStyles.muted}>{perReachSourceText(figures.posts)}</p>
        </>
      )}
      <dl className={styles.totals}>
        {TOTALS.map((key) => (
          <div key={key} className={styles.average}>
            <dt className={sectionStyles.muted}>{PER_REACH_TOTAL_LABELS[key]}</dt>
            {figures[key] === null ? (
              <dd className={sectionStyles.muted}>{NOT_AVAILABLE_TEXT}</dd>
            ) : (
              <dd className={styles.averageValue}>{figures[key].toLocaleString('en-US')}</dd>
            )}
          </div>
        ))}
      </dl>
    </div>
  );
}
