import { useSelector } from '@xstate/react';
import { OFFLINE_NOTICE } from '../../content/app-shell';
import { connectivity, isOffline } from '../app/connectivity';
import * as styles from './-offline-notice.css';

/** Always in the page, so screen readers announce the text when it appears (role="status"). */
export function OfflineNotice() {
  const offline = useSelector(connectivity, isOffline);
  return <div role="status">{offline && <p className={styles.notice}>{OFFLINE_NOTICE}</p>}</div>;
}
