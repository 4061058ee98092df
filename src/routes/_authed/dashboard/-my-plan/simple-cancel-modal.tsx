import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SIMPLE_CANCEL_COPY } from '../../../../../content/membership';
import type { simpleCancelMachine } from '../../../../../machines/simple-cancel.machine';
import { confirmSimpleCancel } from '../../../../app/membership-events';
import { simpleCancelError, simpleCancelSentTo, simpleCancelStep } from '../../../../app/membership-selectors';
import { Button } from '../../../../ui/Button/Button';
import { Modal } from '../../../../ui/Modal/Modal';
import * as styles from './my-plan.css';

/** Spec 2.14: confirm → sending → email sent, or confirm again with the error in red under the buttons (spec 8). */
export function SimpleCancelModal({ actor }: { actor: ActorRefFrom<typeof simpleCancelMachine> }) {
  const state = useSelector(actor, simpleCancelStep);
  const error = useSelector(actor, simpleCancelError);
  const sentTo = useSelector(actor, simpleCancelSentTo);
  const close = () => actor.send({ type: 'simpleCancel.close' });
  if (state === 'emailSent') {
    return (
      <Modal open title={SIMPLE_CANCEL_COPY.sentTitle} onClose={close}>
        <p>{SIMPLE_CANCEL_COPY.sentText(sentTo ?? '')}</p>
        <Button onClick={close}>{SIMPLE_CANCEL_COPY.ok}</Button>
      </Modal>
    );
  }
  const sending = state === 'sending';
  return (
    <Modal open={state !== 'closed'} title={SIMPLE_CANCEL_COPY.title} onClose={sending ? undefined : close}>
      <ul className={styles.benefits}>
        {SIMPLE_CANCEL_COPY.benefits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button onClick={close} disabled={sending}>
        {SIMPLE_CANCEL_COPY.keep}
      </Button>
      <Button variant="text" loading={sending} onClick={() => confirmSimpleCancel(actor)}>
        {SIMPLE_CANCEL_COPY.cancel}
      </Button>
      {error && (
        <p role="alert" className={`${styles.error} ${styles.centered}`}>
          {error}
        </p>
      )}
    </Modal>
  );
}
