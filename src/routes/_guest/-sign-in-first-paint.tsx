import { FORGOT_PASSWORD } from '../../../content/sign-in';
import { SignIn } from './-sign-in-screen';

/**
 * The sign-in screen as it paints before the router has loaded (a plain link instead of the
 * router's): prerendered into sign-in.html at build time and hydrated by src/main.tsx.
 */
export function SignInBeforeRouter() {
  return <SignIn forgotPasswordLink={(className) => <a href="/access-recovery" className={className}>{FORGOT_PASSWORD}</a>} />;
}
