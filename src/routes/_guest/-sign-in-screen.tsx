import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { authErrorMessage } from '../../../content/auth-errors';
import { SIGN_IN_FIELD_ERRORS } from '../../../content/sign-in';
import { session } from '../../app/session';
import { isSigningIn, signInRefusal } from '../../app/session-selectors';
import { fieldProblems, signInForm } from '../../app/sign-in-form';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import * as styles from './-sign-in-screen.css';

type FieldName = 'email' | 'password';

const neverChanges = () => () => {};
/**
 * False in the prerendered HTML and while it hydrates, true once React owns the form (at once on
 * a client render). Until then the fields are read-only, since hydration would drop what was
 * typed, and the button is disabled, since a press would submit the form natively: a GET
 * carrying the password in the address.
 */
const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );

/**
 * The screen paints before the router has loaded and mounts again under it (src/main.tsx): what
 * was typed and which field had focus survive that remount. The password is dropped on submit.
 */
const draft: Record<FieldName, string> & { focused: FieldName | null } = { email: '', password: '', focused: null };

/** Spec 2.4. The sign-in form's machine checks the fields on press; the session ignores a second press and reports a refusal. */
export function SignIn({ forgotPasswordLink }: { forgotPasswordLink: (className: string) => ReactNode }) {
  const [email, setEmail] = useState(draft.email);
  const [password, setPassword] = useState(draft.password);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Rendered under the router, this screen may have been rendered in the background before the
    // last keystrokes into the one it replaces: take the draft as it is at commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, at mount
    setEmail(draft.email);
    setPassword(draft.password);
    if (draft.focused) form.current?.querySelector<HTMLInputElement>(`input[name="${draft.focused}"]`)?.focus();
  }, []);
  const loading = useSelector(session, isSigningIn);
  const hydrated = useHydrated();
  const problems = useSelector(signInForm, fieldProblems);
  const refusal = useSelector(session, signInRefusal);

  // Typing clears that field's error (spec 5); the machine owns the error, the screen only the text.
  const field = (name: FieldName, value: string, setValue: (next: string) => void) => {
    const problem = problems[name];
    return {
      name,
      value,
      readOnly: !hydrated,
      error: problem && SIGN_IN_FIELD_ERRORS[problem],
      onChange: (next: string) => {
        setValue(next);
        draft[name] = next;
        if (problem) signInForm.send({ type: 'signIn.edit', field: name });
      },
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    draft.password = '';
    signInForm.send({ type: 'signIn.submit', email, password });
  };

  return (
    <main className={styles.page}>
      <h1 className={styles.headline}>Analyze your Instagram account and gain valuable insights</h1>
      <form
        ref={form}
        className={styles.form}
        onSubmit={submit}
        onFocus={(event) => (draft.focused = event.target.getAttribute('name') as FieldName | null)}
        onBlur={() => (draft.focused = null)}
        noValidate
      >
        <TextField label="Email" type="email" autoComplete="email" {...field('email', email, setEmail)} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password', password, setPassword)}
        />
        {forgotPasswordLink(styles.forgot)}
        <Button type="submit" loading={loading} disabled={!hydrated}>
          Sign in
        </Button>
        <p role="alert" className={styles.authError}>
          {refusal && authErrorMessage(refusal.code)}
        </p>
      </form>
    </main>
  );
}
