import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { FIELD_ERRORS } from '../../../content/field-errors';
import { SET_PASSWORD_COPY as COPY } from '../../../content/set-password';
import type { SetPasswordActor } from '../../app/set-password';
import { Button, buttonClass } from '../../ui/Button/Button';
import { PasswordStrength } from '../../ui/PasswordStrength/PasswordStrength';
import { Spinner } from '../../ui/Spinner/Spinner';
import { TextField } from '../../ui/TextField/TextField';
import { FramedPage } from '../-framed-page';
import * as styles from './set-password-screen.css';

type SetPasswordSnapshot = SnapshotFrom<SetPasswordActor>;

const stepOf = (s: SetPasswordSnapshot) => s.value;
const accountEmail = (s: SetPasswordSnapshot) => s.context.email ?? '';
const passwordErrorOf = (s: SetPasswordSnapshot) => s.context.passwordError && FIELD_ERRORS[s.context.passwordError];
const saveErrorOf = (s: SetPasswordSnapshot) => s.context.error;
const isSaving = (s: SetPasswordSnapshot) => s.matches('saving');

/**
 * Where the emailed activation and restore-password links lead: `/set-password?oobCode=…`. The
 * page of the visit's set-password actor (opened by the route's loader): the machine decides, this
 * only renders and sends.
 */
export function SetPasswordScreen({ actor }: { actor: SetPasswordActor }) {
  const state = useSelector(actor, stepOf);
  return (
    <FramedPage title={COPY.title} backTo="/sign-in">
      {state === 'opening' || state === 'checking' ? (
        <div className={styles.loader}>
          <Spinner size={40} label={COPY.checking} />
        </div>
      ) : state === 'checkFailed' ? (
        <div className={styles.centred}>
          <p role="alert" className={styles.failure}>
            {COPY.checkFailed}
          </p>
          <Button onClick={() => actor.send({ type: 'link.retry' })}>{COPY.tryAgain}</Button>
        </div>
      ) : state === 'invalidLink' ? (
        <div className={styles.centred}>
          <h2 className={styles.title}>{COPY.invalidLink}</h2>
          <Link to="/password-recovery" className={buttonClass()}>
            {COPY.requestNewLink}
          </Link>
        </div>
      ) : state === 'done' ? (
        <div className={styles.centred}>
          <h2 className={styles.title}>{COPY.doneTitle}</h2>
          <p className={styles.text}>{COPY.doneText}</p>
          <Link to="/sign-in" className={buttonClass()}>
            {COPY.signIn}
          </Link>
        </div>
      ) : (
        <NewPasswordForm actor={actor} />
      )}
    </FramedPage>
  );
}

/** The form, in the form and saving states. */
function NewPasswordForm({ actor }: { actor: SetPasswordActor }) {
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const email = useSelector(actor, accountEmail);
  const passwordError = useSelector(actor, passwordErrorOf);
  const saveError = useSelector(actor, saveErrorOf);
  const saving = useSelector(actor, isSaving);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'password.submit', password });
  };

  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <p className={styles.account}>
        {COPY.forAccount} <span className={styles.accountEmail}>{email}</span>
      </p>
      {/* Tells password managers which account the new password belongs to. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={COPY.newPassword}
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        value={password}
        error={passwordError}
        onChange={(next) => {
          setPassword(next);
          actor.send({ type: 'password.edit' });
        }}
      />
      <label className={styles.showPassword}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
        />
        {COPY.showPassword}
      </label>
      <PasswordStrength password={password} />
      <Button type="submit" loading={saving}>
        {COPY.save}
      </Button>
      <p role="alert" className={styles.saveError}>
        {saveError}
      </p>
    </form>
  );
}
