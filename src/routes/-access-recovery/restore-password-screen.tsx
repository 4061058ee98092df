import { useNavigate } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { RESTORE_PASSWORD_COPY as COPY } from '../../../content/access-recovery';
import { restorePasswordLogic } from '../../app/access-recovery';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import { FramedPage } from '../-framed-page';
import { RecoveryForm } from './recovery-form';

/** One actor per visit; a test provides it with its own options. */
export const RestorePassword = createActorContext(restorePasswordLogic);

type RestorePasswordSnapshot = SnapshotFrom<typeof restorePasswordLogic>;
const stepOf = (s: RestorePasswordSnapshot) => s.value;
const emailOf = (s: RestorePasswordSnapshot) => s.context.email;

/** Spec 2.17 Restore Password: a link to set a new password, or activation for an address without an account. */
export function RestorePasswordScreen() {
  return (
    <RestorePassword.Provider>
      <RestorePasswordView />
    </RestorePassword.Provider>
  );
}

/** The screen under a provided actor (the screen above, or a test with its own options). */
export function RestorePasswordView() {
  const actor = RestorePassword.useActorRef();
  const state = RestorePassword.useSelector(stepOf);
  const email = RestorePassword.useSelector(emailOf);
  const navigate = useNavigate();
  // 'Got it' ends the flow; sign-in comes next (spec 2.17).
  useEffect(() => {
    if (state === 'done') void navigate({ to: '/sign-in' });
  }, [state, navigate]);
  const gotIt = () => actor.send({ type: 'checkEmail.close' });
  return (
    <FramedPage title={COPY.title} backTo="/sign-in">
      <RecoveryForm actor={actor} prompt={COPY.prompt} submitLabel={COPY.submit} />
      <Modal open={state === 'checkEmail'} title={COPY.checkEmailTitle} onClose={gotIt}>
        <p>
          {COPY.checkEmailSentTo} <strong>{email}</strong>.
        </p>
        <Button onClick={gotIt}>{COPY.gotIt}</Button>
      </Modal>
    </FramedPage>
  );
}
