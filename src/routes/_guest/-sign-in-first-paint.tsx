import { useEffect } from 'react';
import { FORGOT_PASSWORD } from '../../../content/sign-in';
import { SignIn } from './-sign-in-screen';

let markMounted = () => {};
/**
 * Resolves once the screen below is hydrated, so the router may mount the screen again; mounting
 * it during hydration would throw the hydration away.
 */
export const signInMounted = new Promise<void>((resolve) => (markMounted = resolve));

/**
 * The sign-in screen as it paints before the router has loaded (a plain link instead of the
 * router's): prerendered into sign-in.html at build time and hydrated by src/main.tsx.
 */
export function SignInBeforeRouter() {
  useEffect(() => markMounted(), []);
  return (
    <SignIn
      forgotPasswordLink={(className) => (
        <a href="/access-recovery" className={className}>
          {FORGOT_PASSWORD}
        </a>
      )}
    />
  );
}
