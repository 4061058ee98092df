/** Copy of Access Recovery, Restore Password and the activation modal (spec 2.16, 2.17, 5, 8). */

export const EMAIL_LABEL = 'Email';

export const ACTIVATION_MODAL_COPY = {
  title: "First, let's activate your account!",
  /** Around the address, which the modal shows in bold. */
  sentTo: 'We have sent a recovery email to',
  followLink: 'Follow the link in it to set your password, then sign in.',
  ok: 'Ok',
} as const;

export const ACCESS_RECOVERY_COPY = {
  title: 'Access Recovery',
  prompt: 'Enter the email you used when creating your account and we will send you an email to access it.',
  send: 'Send email',
  alreadyActivated: 'Your account has already been activated',
  alreadySent: 'Recovery email already sent. Please check your inbox',
  /** Offered with 'already activated': that account has a password to restore. */
  restorePassword: 'Restore password',
} as const;

export const RESTORE_PASSWORD_COPY = {
  title: 'Restore Password',
  prompt: 'Enter the email of your account and we will send you instructions for changing your password.',
  submit: 'Restore password',
  checkEmailTitle: 'Check your email',
  /** Around the address, which the modal shows in bold. */
  checkEmailSentTo: 'We have sent instructions for changing your password to',
  gotIt: 'Got it',
} as const;
