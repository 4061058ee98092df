import { createFileRoute, Link } from '@tanstack/react-router';
import { FORGOT_PASSWORD } from '../../../content/sign-in';
import { SignIn } from './-sign-in-screen';

export const Route = createFileRoute('/_guest/sign-in')({
  component: () => (
    <SignIn
      forgotPasswordLink={(className) => (
        <Link to="/access-recovery" className={className}>
          {FORGOT_PASSWORD}
        </Link>
      )}
    />
  ),
});
