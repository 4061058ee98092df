import { useSelector } from '@xstate/react';
import { INSTAGRAM_COPY as COPY } from '../../../../../content/instagram-connection';
import {
  isConfirmingDisconnect,
  isDisconnecting,
  type InstagramConnectionActor,
} from '../../../../../machines/instagram-connection.machine';
import { Button } from '../../../../ui/Button/Button';
import { Modal } from '../../../../ui/Modal/Modal';

/** 'Disconnect Instagram and delete its data', asked once more in a modal before anything is deleted. */
export function DisconnectInstagram({
  connection,
  username,
}: {
  connection: InstagramConnectionActor;
  username: string;
}) {
  const confirming = useSelector(connection, isConfirmingDisconnect);
  const disconnecting = useSelector(connection, isDisconnecting);
  const cancel = () => connection.send({ type: 'connection.cancel' });
  return (
    <>
      <Button variant="text" onClick={() => connection.send({ type: 'connection.disconnect' })}>
        {COPY.disconnect}
      </Button>
      {/* While deleting it stays open and cannot be closed: the answer decides what shows next. */}
      <Modal
        open={confirming || disconnecting}
        title={COPY.disconnectConfirmTitle}
        onClose={confirming ? cancel : undefined}
      >
        <p>{COPY.disconnectConfirmText(username)}</p>
        <Button loading={disconnecting} onClick={() => connection.send({ type: 'connection.confirm' })}>
          {COPY.disconnectConfirm}
        </Button>
        <Button variant="text" disabled={disconnecting} onClick={cancel}>
          {COPY.disconnectCancel}
        </Button>
      </Modal>
    </>
  );
}
