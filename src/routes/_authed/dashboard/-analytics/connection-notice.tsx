import { useSelector } from '@xstate/react';
import { INSTAGRAM_COPY as COPY } from '../../../../../content/instagram-connection';
import {
  isFinishingConnect,
  selectConnectionNotice,
  type InstagramConnectionActor,
} from '../../../../../machines/instagram-connection.machine';
import { Button } from '../../../../ui/Button/Button';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import * as styles from './connection-notice.css';

interface ConnectionNoticeProps {
  connection: InstagramConnectionActor;
  /** Takes the user to the export upload card; without it (the start shows its own) no button is offered. */
  onUpload?: () => void;
}

/** What the last connection action led to, or 'Connecting Instagram' while the server finishes a connect. */
export function ConnectionNotice({ connection, onUpload }: ConnectionNoticeProps) {
  const finishing = useSelector(connection, isFinishingConnect);
  const notice = useSelector(connection, selectConnectionNotice);
  if (finishing) {
    return (
      <p role="status" className={styles.waiting}>
        <Spinner size={18} />
        {COPY.connecting}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <div className={styles.notice}>
      <p role={notice.tone} className={notice.tone === 'alert' ? styles.failure : styles.done}>
        {notice.text}
      </p>
      {notice.suggestsExport && onUpload && (
        <Button variant="outline" onClick={onUpload}>
          {COPY.upload}
        </Button>
      )}
    </div>
  );
}
