import type { CalculatedProfileData } from '../../../../../contracts/profile';
import { bandText, ENGAGEMENT_SOURCE_TEXT, rateText } from '../../../../../content/engagement-rate';
import * as styles from './engagement-card.css';
import { ENGAGEMENT_CELLS } from './engagement-cells';
import { engagementLevelText, formatAverage } from './format';
import { PerReach } from './per-reach';
import * as sectionStyles from './section.css';

type UserEngagement = CalculatedProfileData['userEngagement'];

/**
 * Spec 2.7 User Engagement: status, the 5-cell bar, how the rate is calculated, per-post averages;
 * and, where the analysis gives them, the rate itself and the band it falls in for the account's size,
 * and the rate per reach with saves, shares and reposts from Instagram's insights.
 */
export function EngagementCard({ engagement }: { engagement: UserEngagement }) {
  const { status, cell, rate, tier } = engagement.engagementRate;
  return (
    <section aria-label="User Engagement" className={sectionStyles.section}>
      <h2 className={sectionStyles.sectionTitle}>User Engagement</h2>
      <div className={sectionStyles.card}>
        <h3 className={sectionStyles.cardTitle}>Overall Engagement Rate</h3>
        <p className={styles.status}>{status}</p>
        <div className={styles.bar} role="img" aria-label={engagementLevelText(cell)}>
          {ENGAGEMENT_CELLS.map(({ cell: position, colour }) => (
            <span
              key={position}
              className={styles.cell}
              style={position <= cell ? { backgroundColor: colour } : undefined}
            />
          ))}
        </div>
        <p className={sectionStyles.muted}>*calculated as total likes + comments divided by total posts</p>
        {typeof rate === 'number' && tier && (
          <div className={styles.rate}>
            <p>{rateText(rate)}</p>
            <p className={sectionStyles.muted}>{bandText(status, cell, tier)}</p>
            <p className={sectionStyles.muted}>{ENGAGEMENT_SOURCE_TEXT}</p>
          </div>
        )}
        <dl className={styles.averages}>
          <div className={styles.average}>
            <dt className={sectionStyles.muted}>Avg. Likes/Post</dt>
            <dd className={styles.averageValue}>{formatAverage(engagement.averageLikesPerPost)}</dd>
          </div>
          <div className={styles.average}>
            <dt className={sectionStyles.muted}>Avg. Comments/Post</dt>
            <dd className={styles.averageValue}>{formatAverage(engagement.averageCommentsPerPost)}</dd>
          </div>
        </dl>
        {engagement.perReach && <PerReach figures={engagement.perReach} />}
      </div>
    </section>
  );
}
