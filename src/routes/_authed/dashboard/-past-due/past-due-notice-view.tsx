import { PAST_DUE_COPY as COPY } from '../../../../../content/membership';
import { Button } from '../../../../ui/Button/Button';
import * as styles from './past-due-notice.css';

/** The notice of a failed renewal payment, with 'Update card': as the app shows it, and as the server renders My Plan. */
export function PastDueNoticeView({
  busy,
  error,
  onUpdate,
}: {
  busy: boolean;
  error: string | null;
  onUpdate: () => void;
}) {
  return (
    <section className={styles.notice} aria-labelledby="past-due">
      <h2 id="past-due" className={styles.title}>
        {COPY.title}
      </h2>
      <p className={styles.text}>{COPY.text}</p>
      <Button loading={busy} onClick={onUpdate}>
        {COPY.button}
      </Button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
