import { useId } from 'react';
import { INSTAGRAM_COPY as COPY } from '../../../../../content/instagram-connection';
import type { InstagramConnectionActor } from '../../../../../machines/instagram-connection.machine';
import { Button } from '../../../../ui/Button/Button';
import { ConnectButton } from './connect-button';
import * as sectionStyles from './section.css';
import * as styles from './source-start.css';

interface SourceStartProps {
  connection: InstagramConnectionActor;
  /** Takes the user to the export upload card further down. */
  onUpload: () => void;
}

/** Nothing analysed yet, so the screen says where an analysis comes from and offers both ways. */
export function SourceStart({ connection, onUpload }: SourceStartProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={sectionStyles.section}>
      <h2 id={titleId} className={sectionStyles.sectionTitle}>
        {COPY.startTitle}
      </h2>
      <div className={sectionStyles.card}>
        <p className={styles.intro}>{COPY.startIntro}</p>
        <div className={styles.choice}>
          <ConnectButton connection={connection} />
          <p className={sectionStyles.muted}>{COPY.connectHint}</p>
        </div>
        <div className={styles.choice}>
          <Button variant="outline" onClick={onUpload}>
            {COPY.upload}
          </Button>
          <p className={sectionStyles.muted}>{COPY.uploadHint}</p>
        </div>
      </div>
    </section>
  );
}
