import { Link } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { ACCESS_RECOVERY_COPY as COPY } from '../../../content/access-recovery';
import { accessRecoveryLogic } from '../../app/access-recovery';
import { inspect } from '../../app/inspector';
import { FramedPage } from '../-framed-page';
import * as styles from './access-recovery-screen.css';
import { RecoveryForm } from './recovery-form';

/** One actor per visit; a test provides it with its own options. */
export const AccessRecovery = createActorContext(accessRecoveryLogic, { inspect });

const isAlreadyActivated = (s: SnapshotFrom<typeof accessRecoveryLogic>) => s.matches({ form: 'alreadyActivated' });

/** Spec 2.17 Access Recovery: the activation email for the account's address. */
export function AccessRecoveryScreen() {
  return (
    <AccessRecovery.Provider>
      <AccessRecoveryView />
    </AccessRecovery.Provider>
  );
}

/** The screen under a provided actor (the screen above, or a test with its own options). */
export function AccessRecoveryView() {
  const actor = AccessRecovery.useActorRef();
  const alreadyActivated = AccessRecovery.useSelector(isAlreadyActivated);
  return (
    <FramedPage title={COPY.title} backTo="/sign-in">
      <RecoveryForm actor={actor} prompt={COPY.prompt} submitLabel={COPY.send}>
        {alreadyActivated && (
          // Whoever has an activated account has a password to restore.
          <Link to="/password-recovery" className={styles.link}>
            {COPY.restorePassword}
          </Link>
        )}
      </RecoveryForm>
    </FramedPage>
  );
}
