import { useActorRef, useSelector } from '@xstate/react';
import { PAST_DUE_COPY as COPY } from '../../../../../content/membership';
import { updateCardLogic } from '../../../../app/membership';
import { isOpeningCardUpdate, updateCardError } from '../../../../app/membership-selectors';
import { session } from '../../../../app/session';
import { isPastDue } from '../../../../app/session-selectors';
import { Button } from '../../../../ui/Button/Button';
import * as styles from './past-due-notice.css';

/** My Plan's and the dashboard's notice of a failed renewal payment, with 'Update card'; nothing otherwise. */
export function PastDueNotice() {
  const pastDue = useSelector(session, isPastDue);
  return pastDue ? <UpdateCardNotice /> : null;
}

function UpdateCardNotice() {
  const updateCard = useActorRef(updateCardLogic);
  const busy = useSelector(updateCard, isOpeningCardUpdate);
  const error = useSelector(updateCard, updateCardError);
  return (
    <section className={styles.notice} aria-labelledby="past-due">
      <h2 id="past-due" className={styles.title}>
        {COPY.title}
      </h2>
      <p className={styles.text}>{COPY.text}</p>
      <Button loading={busy} onClick={() => updateCard.send({ type: 'updateCard.open' })}>
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
