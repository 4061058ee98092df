import { useSelector } from '@xstate/react';
import { UPDATE_MODAL } from '../../content/app-shell';
import { appUpdate, isUpdateOffered, isUpdating } from '../app/app-update';
import { Button } from '../ui/Button/Button';
import { Modal } from '../ui/Modal/Modal';

/** Spec 2.16: the update modal, shown by default when a new version waits. */
export function UpdateModal() {
  const offered = useSelector(appUpdate, isUpdateOffered);
  const updating = useSelector(appUpdate, isUpdating);
  const dismiss = () => appUpdate.send({ type: 'update.dismiss' });
  return (
    <Modal open={offered} title={UPDATE_MODAL.title} onClose={updating ? undefined : dismiss}>
      <p>{UPDATE_MODAL.text}</p>
      <Button loading={updating} onClick={() => appUpdate.send({ type: 'update.accept' })}>
        {UPDATE_MODAL.update}
      </Button>
      <Button variant="text" disabled={updating} onClick={dismiss}>
        {UPDATE_MODAL.notNow}
      </Button>
    </Modal>
  );
}
