import { SWITCH_ACCOUNT_COPY as COPY } from '../../content/login-link';
import { session } from '../app/session';
import { Button } from '../ui/Button/Button';
import { Modal } from '../ui/Modal/Modal';

/**
 * A login link for another account than the one signed in on this device: the link
 * switches accounts only when the user says so; closing the question keeps the current account.
 */
export function SwitchAccountModal({ accounts }: { accounts: { current: string; link: string } | null }) {
  const stay = () => session.send({ type: 'switchAccount.decline' });
  return (
    <Modal open={accounts !== null} title={COPY.title} onClose={stay}>
      <p>
        {COPY.signedInAs} <strong>{accounts?.current}</strong>. {COPY.linkFor} <strong>{accounts?.link}</strong>.
      </p>
      <Button onClick={() => session.send({ type: 'switchAccount.confirm' })}>{COPY.confirm}</Button>
      <Button variant="text" onClick={stay}>
        {COPY.decline}
      </Button>
    </Modal>
  );
}
