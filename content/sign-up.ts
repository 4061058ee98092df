/** Copy of Create Your Account (spec 2.17, 5, 8); quoted spec strings are exact. */
import { MIN_PASSWORD_LENGTH } from './constants';

export const SIGN_UP_COPY = {
  title: 'Create Your Account',
  subtitle: 'You need to set up an account to access the application',
  email: 'Email',
  password: 'Password',
  submit: 'Create account',
  loading: 'Loading your subscription',
  tryAgain: 'Try again',
  noActiveSubscription: {
    title: 'No Active Subscription',
    text: "It seems like you don't have a subscription anymore",
    ok: 'OK',
  },
  /** Spec 8: added to the email-already-in-use message, as a link to sign-in ('you' is the spec's). */
  restorePassword: 'You can try to restore you password',
} as const;

/** The submit checks of spec 5, in the order they run. */
export const SIGN_UP_CHECK_ERRORS = {
  missingId: 'No subscription id for finalize',
  noSubscription: 'No subscription',
  email: 'Wrong email format',
  password: 'At least 6 symbols',
} as const;

/** Spec 5 leaves the wording open: what the identity provider's password policy asks for. */
export const PASSWORD_REQUIREMENTS = `This password is not accepted. Use at least ${MIN_PASSWORD_LENGTH} characters; longer passwords that mix letters, numbers and symbols are stronger.`;
