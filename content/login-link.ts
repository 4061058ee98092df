/**
 * Copy of the login-link safeguards: a link never signs anyone in silently. The
 * dashboard names the account a link signed into, and a link for another account asks first.
 */
export const LOGIN_LINK_NOTICE_COPY = {
  /** Before the address, which the notice shows in bold. */
  signedInAs: 'Signed in as',
  explanation: 'You signed in with a login link. Not your account?',
  logOut: 'Log out',
  dismiss: 'Got it',
} as const;

export const SWITCH_ACCOUNT_COPY = {
  title: 'Switch account?',
  /** Before the address signed in now, in bold. */
  signedInAs: 'You are signed in as',
  /** Before the address the link is for, in bold. */
  linkFor: 'This login link is for',
  confirm: 'Switch account',
  decline: 'Stay signed in',
} as const;
