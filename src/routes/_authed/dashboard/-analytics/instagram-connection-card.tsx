import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { INSTAGRAM_COPY as COPY } from '../../../../../content/instagram-connection';
import {
  selectConnectionView,
  type InstagramConnectionActor,
  type LinkedStep,
} from '../../../../../machines/instagram-connection.machine';
import { ConnectButton } from './connect-button';
import { formatSyncTime } from './connection-time';
import { DisconnectInstagram } from './disconnect-instagram';
import * as styles from './instagram-connection-card.css';
import { RefreshNow } from './refresh-now';
import * as sectionStyles from './section.css';

/** The Instagram connection card: the connected account, where its sync is, and what the user can do with it. */
export function InstagramConnectionCard({
  connection,
  step,
}: {
  connection: InstagramConnectionActor;
  step: LinkedStep;
}) {
  const view = useSelector(connection, selectConnectionView);
  const titleId = useId();
  const username = view?.username ?? '';
  const lastSyncedAt = view?.lastSyncedAt;
  return (
    <section aria-labelledby={titleId} className={sectionStyles.section}>
      <h2 id={titleId} className={sectionStyles.sectionTitle}>
        {COPY.connectedAs(username)}
      </h2>
      <div className={sectionStyles.card}>
        {step === 'syncing' && (
          <p role="status" className={styles.text}>
            {COPY.syncing}
          </p>
        )}
        {step === 'reconnect' && <p className={styles.text}>{COPY.reconnectText(username)}</p>}
        {lastSyncedAt && <p className={sectionStyles.muted}>{COPY.lastUpdated(formatSyncTime(lastSyncedAt))}</p>}
        <div className={styles.actions}>
          {step === 'reconnect' && <ConnectButton connection={connection} label={COPY.reconnect} />}
          {(step === 'connected' || step === 'refreshing') && (
            <RefreshNow connection={connection} refreshing={step === 'refreshing'} />
          )}
          <DisconnectInstagram connection={connection} username={username} />
        </div>
      </div>
    </section>
  );
}
