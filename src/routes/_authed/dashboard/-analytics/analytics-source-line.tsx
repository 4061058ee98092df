import { useSelector } from '@xstate/react';
import { selectLatestProfile } from '../../../../../machines/insight-status.machine';
import { selectLinkedUsername } from '../../../../../machines/instagram-connection.machine';
import { insights } from '../../../../app/insights';
import { instagramConnection } from '../../../../app/instagram-connection';
import { analyticsSourceLine } from './analytics-sources';
import * as styles from './analytics-source-line.css';

/**
 * Under the dashboard's Analytics card: where the analysis comes from, from the
 * profile document the app already fetches and the connection's one status read (the dashboard's
 * route starts the connection).
 */
export function AnalyticsSourceLine() {
  const profile = useSelector(insights, selectLatestProfile);
  const username = useSelector(instagramConnection, selectLinkedUsername);
  const line = analyticsSourceLine(profile, username);
  // Kept in place while unknown, so the card does not grow under the reader when the answer comes.
  return <p className={styles.line}>{line}</p>;
}
