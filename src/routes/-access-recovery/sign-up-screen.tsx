/**
 * Create Your Account (spec 2.17): `/access-recovery?id=<subscription id>`. The visit's sign-up
 * actor (opened by the route's loader) renders the loader, the form with the subscription's last
 * email, the errors where they belong and the No Active Subscription alert; when the flow ends the
 * screen goes to the dashboard.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../../content/auth-errors';
import { SIGN_UP_COPY as COPY, SIGN_UP_ERRORS } from '../../../content/sign-up';
import type { SignUpError } from '../../../machines/sign-up-attempt';
import type { SignUpActor } from '../../app/sign-up';
import { Button } from '../../ui/Button/Button';
import { FullScreenLoader } from '../../ui/FullScreenLoader/FullScreenLoader';
import { Modal } from '../../ui/Modal/Modal';
import { PasswordStrength } from '../../ui/PasswordStrength/PasswordStrength';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './sign-up-screen.css';

type SignUpSnapshot = SnapshotFrom<SignUpActor>;

const isLoading = (s: SignUpSnapshot) => s.matches('opening') || s.matches('loading');
const isBusy = (s: SignUpSnapshot) => s.hasTag('busy');
const isDone = (s: SignUpSnapshot) => s.status === 'done';
const isAlertOpen = (s: SignUpSnapshot) => s.matches({ form: 'noActiveSubscription' });
const isLoadFailed = (s: SignUpSnapshot) => s.matches({ form: 'loadFailed' });
const isInvalidLink = (s: SignUpSnapshot) => s.matches({ form: 'invalidLink' });
const accountEmail = (s: SignUpSnapshot) => s.context.email;
const errorShown = (s: SignUpSnapshot) => s.context.error;

/** Where an error shows: under the field it is about, else under the button. */
function placeOf(error: SignUpError): 'email' | 'password' | 'form' {
  if (error.kind === 'emailFormat') return 'email';
  if (error.kind === 'passwordLength' || error.kind === 'passwordRequirements') return 'password';
  return 'form';
}

const textOf = (error: SignUpError) => (error.kind === 'failure' ? error.text : SIGN_UP_ERRORS[error.kind]);

/** The error's words at `place`, or null when it shows elsewhere. */
const errorAt = (error: SignUpError | null, place: ReturnType<typeof placeOf>) =>
  error && placeOf(error) === place ? textOf(error) : null;

export function SignUpScreen({ actor }: { actor: SignUpActor }) {
  const loading = useSelector(actor, isLoading);
  const busy = useSelector(actor, isBusy);
  const done = useSelector(actor, isDone);
  const alertOpen = useSelector(actor, isAlertOpen);
  const loadFailed = useSelector(actor, isLoadFailed);
  const invalidLink = useSelector(actor, isInvalidLink);
  const email = useSelector(actor, accountEmail);
  const error = useSelector(actor, errorShown);
  const [password, setPassword] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    if (done) void navigate({ to: '/dashboard', replace: true });
  }, [done, navigate]);

  if (loading) return <FullScreenLoader label={COPY.loading} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'signUp.submit', password });
  };
  const editPassword = (next: string) => {
    setPassword(next);
    if (errorAt(error, 'password')) actor.send({ type: 'signUp.editPassword' });
  };
  const dismissAlert = () => actor.send({ type: 'signUp.dismissAlert' });

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{COPY.title}</h1>
        <p className={styles.subtitle}>{COPY.subtitle}</p>
      </header>
      {loadFailed && (
        <div className={styles.loadFailed}>
          <p role="alert">{SOMETHING_WENT_WRONG}</p>
          <Button variant="outline" onClick={() => actor.send({ type: 'signUp.retry' })}>
            {COPY.tryAgain}
          </Button>
        </div>
      )}
      {invalidLink && (
        <p role="alert" className={styles.loadFailed}>
          {COPY.invalidLink}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={COPY.email}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={() => {}}
          disabled
          error={errorAt(error, 'email')}
        />
        {/* Plain text on purpose (spec 2.17): a new password the person can read while choosing it. */}
        <TextField
          label={COPY.password}
          name="password"
          type="text"
          autoComplete="new-password"
          value={password}
          onChange={editPassword}
          error={errorAt(error, 'password')}
        />
        <PasswordStrength password={password} />
        <Button type="submit" loading={busy}>
          {COPY.submit}
        </Button>
        <p role="alert" className={styles.formError}>
          {errorAt(error, 'form')}
          {/* Spec 8: the email has an account this password does not open. */}
          {error?.kind === 'emailTaken' && (
            <>
              {' '}
              <Link to="/sign-in" className={styles.restoreLink}>
                {COPY.restorePassword}
              </Link>
            </>
          )}
        </p>
      </form>
      <Modal open={alertOpen} title={COPY.noActiveSubscription.title} onClose={dismissAlert}>
        <p>{COPY.noActiveSubscription.text}</p>
        <Button onClick={dismissAlert}>{COPY.noActiveSubscription.ok}</Button>
      </Modal>
    </main>
  );
}
