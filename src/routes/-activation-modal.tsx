import { ACTIVATION_MODAL_COPY as COPY } from '../../content/access-recovery';
import { Button } from '../ui/Button/Button';
import { Modal } from '../ui/Modal/Modal';

/**
 * The activation modal (spec 2.16): a recovery email went to `address`; Ok (or closing) calls
 * `onClose`. Shown while `address` is set. The session's sign-in and the recovery screens open it.
 */
export function ActivationModal({ address, onClose }: { address: string | null; onClose: () => void }) {
  return (
    <Modal open={address !== null} title={COPY.title} onClose={onClose}>
      <p>
        {COPY.sentTo} <strong>{address}</strong>. {COPY.followLink}
      </p>
      <Button onClick={onClose}>{COPY.ok}</Button>
    </Modal>
  );
}
