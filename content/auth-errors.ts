/**
 * Firebase Authentication error code -> message shown under a form (spec 8).
 * Covers the codes that email/password sign-in, sign-up and reset can raise.
 */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

const AUTH_ERROR_MESSAGES: Record<string, string> = {
  'auth/wrong-password': 'The password is invalid or the user does not have a password.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-login-credentials': 'The email or password is incorrect.',
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-not-found': 'There is no user record corresponding to this identifier. The user may have been deleted.',
  'auth/user-disabled': 'The user account has been disabled by an administrator.',
  'auth/weak-password': 'The password must be 6 characters long or more.',
  'auth/password-does-not-meet-requirements': 'The password does not meet the requirements.',
  'auth/email-already-in-use': 'The email address is already in use by another account.',
  'auth/too-many-requests': 'We have blocked all requests from this device due to unusual activity. Try again later.',
  'auth/network-request-failed': 'A network error has occurred. Check your connection and try again.',
  'auth/internal-error': 'An internal error has occurred. Please try again.',
  'auth/operation-not-allowed': 'Signing in with email and password is not enabled.',
  'auth/user-token-expired': 'Your session has expired. Please sign in again.',
  'auth/invalid-user-token': 'Your session is no longer valid. Please sign in again.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  'auth/expired-action-code': 'This link has expired. Please request a new one.',
  'auth/invalid-action-code': 'This link is invalid or has already been used.',
  'auth/quota-exceeded': 'The quota for this operation has been exceeded. Try again later.',
  'auth/timeout': 'The operation has timed out. Try again.',
  'auth/web-storage-unsupported': 'This browser does not support web storage. Enable cookies and try again.',
  'auth/app-deleted': 'The app has been deleted.',
  'auth/invalid-api-key': 'The app is misconfigured (invalid API key).',
  'auth/app-not-authorized': 'This app is not authorized to use Firebase Authentication.',
  'auth/unauthorized-domain': 'This domain is not authorized for sign-in.',
  'auth/user-mismatch': 'The credentials do not belong to the signed-in user.',
};

/** True for a code the table above has a message for. */
export const isKnownAuthCode = (code?: string | null): code is string =>
  Boolean(code && Object.hasOwn(AUTH_ERROR_MESSAGES, code));

export function authErrorMessage(code: string | undefined | null): string {
  return isKnownAuthCode(code) ? AUTH_ERROR_MESSAGES[code] : SOMETHING_WENT_WRONG;
}
