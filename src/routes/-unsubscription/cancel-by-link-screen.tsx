import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useBrand } from '../../app/brand';
import { config } from '../../app/config';
import { cancelByLinkLogic } from '../../app/membership';
import { Spinner } from '../../ui/Spinner/Spinner';
import { FramedPage } from '../-framed-page';
import * as styles from './cancel-by-link-screen.css';

const CANCEL_BY_LINK_COPY = {
  success: { title: 'Your subscription has been canceled', text: "We've successfully cancelled your subscription." },
  none: {
    title: 'No subscriptions',
    text: 'Unfortunately there are no subscription plans attached to this mail. Check if the specified email address is correct',
  },
} as const;

const stepOf = (s: SnapshotFrom<typeof cancelByLinkLogic>) => s.value;

/** Spec 2.17 cancel subscription page: the emailed link's `from` token cancels on load. */
export function CancelByLinkScreen({ from }: { from: string | undefined }) {
  const brand = useBrand();
  const supportEmail = config.supportEmails[brand.id];
  const actor = useActorRef(cancelByLinkLogic);
  const state = useSelector(actor, stepOf);
  useEffect(() => {
    actor.send({ type: 'link.opened', from: from ?? null });
  }, [actor, from]);
  const outcome = state === 'success' || state === 'none' ? CANCEL_BY_LINK_COPY[state] : null;
  return (
    <FramedPage title="Cancel subscription" backTo="/">
      {outcome ? (
        <div className={styles.body}>
          <h2 className={styles.title}>{outcome.title}</h2>
          <p className={styles.text}>{outcome.text}</p>
        </div>
      ) : (
        <div className={styles.loader}>
          <Spinner size={40} label="Cancelling your subscription" />
        </div>
      )}
      <p className={styles.support}>
        Questions? Write to us at{' '}
        <a className={styles.mail} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
      </p>
    </FramedPage>
  );
}
