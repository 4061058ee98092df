/** The session (machines/session.machine.ts) in words: see wording.ts. */
import { ACTIVATION_MODAL_COPY } from '../access-recovery';
import { POST_AUTH_CHECK_DELAY_MS, SESSION_LIFETIME_MS } from '../constants';
import { LOGIN_LINK_NOTICE_COPY, SWITCH_ACCOUNT_COPY } from '../login-link';
import {
  activationAnswerInWords,
  authFailureInWords,
  callFailureInWords,
  passwordInWords,
  seconds,
  subscriptionsInWords,
} from './account-calls';
import type { FlowWording, WordedEvent } from './wording';

function restoredInWords(event: WordedEvent): string {
  const { user, loginAt, now } = (event.output ?? {}) as {
    user?: { email?: string } | null;
    loginAt?: number | null;
    now?: number;
  };
  if (!user) return 'The check for a stored login finds none';
  if (loginAt == null)
    return `The check for a stored login finds '${user.email}' signed in, but no stored sign-in time`;
  const minutes = Math.round(((now ?? 0) - loginAt) / 60_000);
  const ago = minutes >= 60 ? `${minutes / 60} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `The check for a stored login finds '${user.email}', signed in ${ago} ago`;
}

export const wording: FlowWording = {
  precondition: (input) =>
    (input as { deferPostAuthCheck?: boolean }).deferPostAuthCheck
      ? 'A visitor opens the app on the Access Recovery page (/access-recovery) and signs in from there (Create Your Account, or back to sign-in): the subscription check after a sign-in then waits 4 seconds. The demo account is trial@demo.test with password demo1234.'
      : 'A visitor opens the app at its home address. The demo account is trial@demo.test with password demo1234.',
  steps: {
    'signIn.submit': (event) =>
      `Type '${String(event.email)}' and ${passwordInWords(event.password)} and press 'Sign in'`,
    'creds.received': (event) =>
      `Open the app through a login link for '${String(event.email)}' with ${passwordInWords(event.password)}`,
    'activation.dismiss': () =>
      `Press '${ACTIVATION_MODAL_COPY.ok}' on the '${ACTIVATION_MODAL_COPY.title}' modal, if it shows`,
    'logout.request': () => "Open the menu and choose 'Log out'",
    'logout.confirm': () => "Press 'Yes, log out'",
    'logout.cancel': () => "Press 'Not now'",
    'session.end': () => 'Open a Create Your Account link (/access-recovery?id=…) on this device',
    'subscriptionNotFound.continue': () => "Press 'Continue'",
    'subscriptionNotFound.dismiss': () => "Close the 'Something went wrong' modal",
    'subscription.retry': () => "Press 'Try again'",
    'subscription.recheck': () => 'A purchase or a cancellation completes (the app then reads the subscription again)',
    'loginLinkNotice.dismiss': () =>
      `Press '${LOGIN_LINK_NOTICE_COPY.dismiss}' on the '${LOGIN_LINK_NOTICE_COPY.signedInAs}' notice of the dashboard`,
    'switchAccount.confirm': () => `Press '${SWITCH_ACCOUNT_COPY.confirm}' on the '${SWITCH_ACCOUNT_COPY.title}' modal`,
    'switchAccount.decline': () => `Press '${SWITCH_ACCOUNT_COPY.decline}' on the '${SWITCH_ACCOUNT_COPY.title}' modal`,
    'done:restoreSession': restoredInWords,
    'error:restoreSession': () => 'The check for a stored login fails (the browser storage cannot be read)',
    'done:signIn': (event) =>
      `The sign-in call accepts '${String((event.output as { user?: { email?: string } } | undefined)?.user?.email)}'`,
    'error:signIn': (event) =>
      authFailureInWords(
        'The sign-in call',
        event.error,
        "fails without a reason (the network is down): 'Something went wrong'",
      ),
    'done:requestActivation': activationAnswerInWords,
    'error:requestActivation': (event) => callFailureInWords('The activation call', event),
    'done:fetchSubscriptions': (event) => subscriptionsInWords('The subscription call', event.output),
    'error:fetchSubscriptions': (event) => callFailureInWords('The subscription call', event),
    'done:refreshSubscriptions': (event) => subscriptionsInWords('The subscription re-read', event.output),
    'error:refreshSubscriptions': (event) => callFailureInWords('The subscription re-read', event),
    'error:leaveToCheckout': () =>
      "Recording the 'Continue' fails (the tracking service is down), so the billing quiz page does not open",
    'done:signOut': () => 'The sign-out call completes',
    'error:signOut': () => 'The sign-out call fails (the network is down)',
    'after:sessionRemaining': () => `The ${SESSION_LIFETIME_MS / 3_600_000} hours since the sign-in run out`,
    'after:postAuthCheckDelay': () => `${seconds(POST_AUTH_CHECK_DELAY_MS)} pass`,
  },
};
