import { useSelector } from '@xstate/react';
import { session } from '../../../app/session';
import { isConfirmingLogout } from '../../../app/session-selectors';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';

/** Spec 2.16: 'Are you sure?' with 'Yes, log out' and 'Not now'. */
export function LogoutModal() {
  const open = useSelector(session, isConfirmingLogout);
  const cancel = () => session.send({ type: 'logout.cancel' });
  return (
    <Modal open={open} title="Are you sure?" onClose={cancel}>
      <Button onClick={() => session.send({ type: 'logout.confirm' })}>Yes, log out</Button>
      <Button variant="text" onClick={cancel}>
        Not now
      </Button>
    </Modal>
  );
}
