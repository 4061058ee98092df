import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { CANCEL_BY_LINK_COPY as COPY } from '../../../content/membership';
import { useBrand } from '../../app/brand';
import type { CancelByLinkActor } from '../../app/cancel-by-link';
import { config } from '../../app/config';
import { Spinner } from '../../ui/Spinner/Spinner';
import { FramedPage } from '../-framed-page';
import * as styles from './cancel-by-link-screen.css';

/** The page's outcome: success or none (null while the call runs). */
const outcomeOf = (s: SnapshotFrom<CancelByLinkActor>) =>
  s.matches('success') ? COPY.success : s.matches('none') ? COPY.none : null;

/** Spec 2.17 cancel subscription page: the actor the route opened for the link cancels on its own. */
export function CancelByLinkScreen({ cancel }: { cancel: CancelByLinkActor }) {
  const brand = useBrand();
  const supportEmail = config.supportEmails[brand.id];
  const outcome = useSelector(cancel, outcomeOf);
  return (
    <FramedPage title={COPY.title} backTo="/">
      {outcome ? (
        <div className={styles.body}>
          <h2 className={styles.title}>{outcome.title}</h2>
          <p className={styles.text}>{outcome.text}</p>
        </div>
      ) : (
        <div className={styles.loader}>
          <Spinner size={40} label={COPY.loading} />
        </div>
      )}
      <p className={styles.support}>
        {COPY.support}{' '}
        <a className={styles.mail} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
    </FramedPage>
  );
}
