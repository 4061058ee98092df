/**
 * Create Your Account (spec 2.17): `/access-recovery?id=<subscription id>`. One sign-up actor per
 * visit renders the loader, the form with the subscription's last email, the errors where they
 * belong and the No Active Subscription alert; when the flow ends the screen goes to the dashboard.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../../content/auth-errors';
import { SIGN_UP_COPY as COPY } from '../../../content/sign-up';
import { inspect } from '../../app/inspector';
import { signUpInput, signUpLogic } from '../../app/sign-up';
import { Button } from '../../ui/Button/Button';
import { FullScreenLoader } from '../../ui/FullScreenLoader/FullScreenLoader';
import { Modal } from '../../ui/Modal/Modal';
import { PasswordStrength } from '../../ui/PasswordStrength/PasswordStrength';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './sign-up-screen.css';

export const SignUp = createActorContext(signUpLogic, { inspect });

type SignUpSnapshot = SnapshotFrom<typeof signUpLogic>;

const isLoading = (s: SignUpSnapshot) => s.matches('opening') || s.matches('loading');
const isBusy = (s: SignUpSnapshot) => s.hasTag('busy');
const isDone = (s: SignUpSnapshot) => s.status === 'done';
const isAlertOpen = (s: SignUpSnapshot) => s.matches({ form: 'noActiveSubscription' });
const isLoadFailed = (s: SignUpSnapshot) => s.matches({ form: 'loadFailed' });
const accountEmail = (s: SignUpSnapshot) => s.context.email;
const errorShown = (s: SignUpSnapshot) => s.context.error;

export function SignUpScreen({ subscriptionId }: { subscriptionId: string }) {
  // A new id in the address is a new visit.
  return (
    <SignUp.Provider key={subscriptionId} options={{ input: signUpInput(subscriptionId) }}>
      <SignUpForm />
    </SignUp.Provider>
  );
}

/** The screen itself, under a provided sign-up actor (the screen above, or a test with its own options). */
export function SignUpForm() {
  const actor = SignUp.useActorRef();
  const loading = SignUp.useSelector(isLoading);
  const busy = SignUp.useSelector(isBusy);
  const done = SignUp.useSelector(isDone);
  const alertOpen = SignUp.useSelector(isAlertOpen);
  const loadFailed = SignUp.useSelector(isLoadFailed);
  const email = SignUp.useSelector(accountEmail);
  const error = SignUp.useSelector(errorShown);
  const [password, setPassword] = useState('');
  const navigate = useNavigate();

  useEffect(() => {
    actor.send({ type: 'signUp.open' });
  }, [actor]);

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
    if (error?.at === 'password') actor.send({ type: 'signUp.editPassword' });
  };
  const dismissAlert = () => actor.send({ type: 'signUp.dismissAlert' });
  const formError = error?.at === 'form' ? error : null;

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
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={COPY.email}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={() => {}}
          disabled
          error={error?.at === 'email' ? error.text : null}
        />
        {/* Plain text on purpose (spec 2.17): a new password the person can read while choosing it. */}
        <TextField
          label={COPY.password}
          name="password"
          type="text"
          autoComplete="new-password"
          value={password}
          onChange={editPassword}
          error={error?.at === 'password' ? error.text : null}
        />
        <PasswordStrength password={password} />
        <Button type="submit" loading={busy}>
          {COPY.submit}
        </Button>
        <p role="alert" className={styles.formError}>
          {formError?.text}
          {formError?.offerRestore && (
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
