import { FIELD_ERRORS } from './field-errors';

/** Copy of the sign-in screen (spec 2.4) that more than one component shows. */
export const FORGOT_PASSWORD = 'Forgot password?';

/** What a sign-in field shows under it (spec 5), by the kind of check that refused it: sign-in's own password words. */
export const SIGN_IN_FIELD_ERRORS = { ...FIELD_ERRORS, passwordLength: 'Min 6 symbols' } as const;

/** The session's modals after a sign-in (spec 2.16, 4, 8): no authorising subscription, and a check that failed. */
export const SUBSCRIPTION_MISSING_COPY = {
  title: 'Something went wrong...',
  text: 'We could not find a subscription for this account. Please check your email and password, or buy a subscription to continue.',
  continue: 'Continue',
} as const;

export const CHECK_FAILED_COPY = {
  title: 'Something went wrong',
  text: 'We could not check your subscription just now. Please try again.',
  retry: 'Try again',
} as const;
