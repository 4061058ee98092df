import { createFileRoute, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { session } from '../../app/session';
import { isSigningIn, signInErrors } from '../../app/session-selectors';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './sign-in.css';

export const Route = createFileRoute('/_guest/sign-in')({ component: SignIn });

/** Spec 2.4. The session machine validates on press, ignores a second press and maps auth errors. */
export function SignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loading = useSelector(session, isSigningIn);
  const errors = useSelector(session, signInErrors, (a, b) => a.email === b.email && a.password === b.password && a.auth === b.auth);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'signIn.submit', email, password });
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.headline}>Analyze your Instagram account and gain valuable insights</h1>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(value) => {
            setEmail(value);
            if (errors.email) session.send({ type: 'signIn.edit', field: 'email' });
          }}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) session.send({ type: 'signIn.edit', field: 'password' });
          }}
        />
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
