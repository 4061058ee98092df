import { useSelector } from '@xstate/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { ACCESS_RECOVERY_COPY as COPY, EMAIL_LABEL } from '../../../content/access-recovery';
import { FIELD_ERRORS } from '../../../content/field-errors';
import type { accessRecoveryMachine } from '../../../machines/access-recovery.machine';
import type { restorePasswordMachine } from '../../../machines/restore-password.machine';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { ActivationModal } from '../-activation-modal';
import * as styles from './recovery-form.css';

/** The actor of either recovery screen. */
type RecoveryActor = ActorRefFrom<typeof accessRecoveryMachine> | ActorRefFrom<typeof restorePasswordMachine>;
type RecoverySnapshot = SnapshotFrom<RecoveryActor>;

const contextOf = (s: RecoverySnapshot) => s.context;
/** The form's own state: its outcome line (idle shows none); null while the form is not showing. */
const formStateOf = (s: RecoverySnapshot) => (typeof s.value === 'object' && 'form' in s.value ? s.value.form : null);
const isActivationSent = (s: RecoverySnapshot) => s.value === 'activationSent';
/** A call runs: the button spins. */
const isBusy = (s: RecoverySnapshot) => s.hasTag('busy');

interface RecoveryFormProps {
  actor: RecoveryActor;
  prompt: string;
  submitLabel: string;
  /** Shown under the outcome line. */
  children?: ReactNode;
}

/**
 * The form both recovery screens show (spec 2.17, 5, 8): prompt, email field (outlined red with
 * 'Wrong email format' until typing), the button (busy while a call runs), the outcome line and
 * the activation modal naming the address.
 */
export function RecoveryForm({ actor, prompt, submitLabel, children }: RecoveryFormProps) {
  const formState = useSelector(actor, formStateOf);
  const activationSent = useSelector(actor, isActivationSent);
  const context = useSelector(actor, contextOf);
  const busy = useSelector(actor, isBusy);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submit', email });
  };
  const edit = (next: string) => {
    setEmail(next);
    if (context.emailError) actor.send({ type: 'form.edit' });
  };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.prompt}>{prompt}</p>
        <TextField
          label={EMAIL_LABEL}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={edit}
          error={context.emailError && FIELD_ERRORS[context.emailError]}
        />
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        <OutcomeLine formState={formState} error={context.error} />
        {children}
      </form>
      <ActivationModal
        address={activationSent ? context.email : null}
        onClose={() => actor.send({ type: 'activationModal.close' })}
      />
    </>
  );
}

/** Spec 8: a failure in red as an alert; the two answers that are not failures as a status. */
function OutcomeLine({ formState, error }: { formState: ReturnType<typeof formStateOf>; error: string | null }) {
  if (formState === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  }
  const text =
    formState === 'alreadyActivated' ? COPY.alreadyActivated : formState === 'alreadySent' ? COPY.alreadySent : '';
  return (
    <p role="status" className={styles.outcome}>
      {text}
    </p>
  );
}
