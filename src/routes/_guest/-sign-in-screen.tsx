import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { session } from '../../app/session';
import { isSigningIn, signInErrors } from '../../app/session-selectors';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './-sign-in-screen.css';

/** Spec 2.4. The session machine validates on press, ignores a second press and maps auth errors. */
export function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loading = useSelector(session, isSigningIn);
  const errors = useSelector(session, signInErrors, (a, b) => a.email === b.email && a.password === b.password && a.auth === b.auth);

  // Typing clears that field's error (spec 5); the machine owns the error, the screen only the text.
  const field = (name: 'email' | 'password', value: string, setValue: (next: string) => void) => ({
    name,
    value,
    error: errors[name],
    onChange: (next: string) => {
      setValue(next);
      if (errors[name]) session.send({ type: 'signIn.edit', field: name });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'signIn.submit', email, password });
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.headline}>Analyze your Instagram account and gain valuable insights</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" {...field('email', email, setEmail)} />
        <TextField label="Password" type="password" autoComplete="current-password" {...field('password', password, setPassword)} />
        <Link to="/access-recovery" className={styles.forgot}>
          Forgot password?
        </Link>
        <Button type="submit" loading={loading}>
          Sign in
        </Button>
        <p role="alert" className={styles.authError}>
          {errors.auth}
        </p>
      </form>
    </main>
  );
}
