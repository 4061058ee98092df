/** Copy of Create Your Account (spec 2.17, 5, 8); quoted spec strings are exact. */
import { authErrorMessage } from './auth-errors';
import { MIN_PASSWORD_LENGTH } from './constants';
import { FIELD_ERRORS } from './field-errors';

export const SIGN_UP_COPY = {
  title: 'Create Your Account',
  subtitle: 'You need to set up an account to access the application',
  email: 'Email',
  password: 'Password',
  submit: 'Create account',
  loading: 'Loading your subscription',
  tryAgain: 'Try again',
  /** The subscription service refused the link's id: the same link never loads, so no 'Try again'. */
  invalidLink: 'This link is not valid. Open the link from your email again.',
  noActiveSubscription: {
    title: 'No Active Subscription',
    text: "It seems like you don't have a subscription anymore",
    ok: 'OK',
  },
  /** Spec 8: added to the email-already-in-use message, as a link to sign-in ('you' is the spec's). */
  restorePassword: 'You can try to restore you password',
} as const;

/** Spec 5 leaves the wording open: what the identity provider's password policy asks for. */
export const PASSWORD_REQUIREMENTS = `This password is not accepted. Use at least ${MIN_PASSWORD_LENGTH} characters; longer passwords that mix letters, numbers and symbols are stronger.`;

/** The words of each kind of error the sign-up machine holds (`SignUpError`): spec 5's checks, then spec 8's. */
export const SIGN_UP_ERRORS = {
  missingId: 'No subscription id for finalize',
  noSubscription: 'No subscription',
  ...FIELD_ERRORS,
  passwordRequirements: PASSWORD_REQUIREMENTS,
  emailTaken: authErrorMessage('auth/email-already-in-use'),
} as const;
