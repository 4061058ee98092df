/** Copy of the set-password page that the emailed activation and restore-password links open. */
import { SOMETHING_WENT_WRONG } from './auth-errors';

export const SET_PASSWORD_COPY = {
  title: 'Set your password',
  checking: 'Checking your link',
  invalidLink: 'This link has expired or has already been used',
  requestNewLink: 'Request a new link',
  checkFailed: SOMETHING_WENT_WRONG,
  tryAgain: 'Try again',
  /** Before the account's address, which the form shows in bold. */
  forAccount: 'Choose a new password for',
  newPassword: 'New password',
  showPassword: 'Show password',
  save: 'Save password',
  doneTitle: 'Your password has been set',
  doneText: 'You can now sign in with your email and your new password.',
  signIn: 'Sign in',
} as const;
