/** Create Your Account (machines/sign-up.machine.ts) in words: see wording.ts. */
import { FINALIZE_DELAY_MS } from '../constants';
import { authorisingSubscription, planFromCode } from '../../domain/plans';
import { SIGN_UP_COPY } from '../sign-up';
import {
  authFailureInWords,
  BUNDLE,
  codeOf,
  callFailureInWords,
  list,
  passwordInWords,
  seconds,
  subscriptionInWords,
  subscriptionsInWords,
  subscriptionsOf,
} from './account-calls';
import type { FlowWording } from './wording';

const linkOf = (id: string) => `/access-recovery?id=${id}`;

export const wording: FlowWording = {
  precondition: (input) => {
    const id = String((input as { subscriptionId?: unknown }).subscriptionId ?? '');
    if (!id.trim()) return `A buyer's Create Your Account link with an empty id (${linkOf('')}).`;
    const billing = id.includes('-') ? ', a subscription of the billing service' : ', a subscription bought on the web';
    return `A buyer's Create Your Account link ${linkOf(id)} (id ${id}${billing}).`;
  },
  steps: {
    'signUp.open': () => 'Open the link',
    'signUp.submit': (event) => `Type ${passwordInWords(event.password)} and press '${SIGN_UP_COPY.submit}'`,
    'signUp.editPassword': () => 'Type in the password field',
    'signUp.dismissAlert': () => `Press '${SIGN_UP_COPY.noActiveSubscription.ok}' on the alert`,
    'signUp.retry': () => `Press '${SIGN_UP_COPY.tryAgain}'`,
    'done:fetchSubscription': (event) => {
      const found = authorisingSubscription(subscriptionsOf(event.output), BUNDLE);
      if (!found) return subscriptionsInWords('The subscription call', event.output);
      const all = list(subscriptionsOf(event.output).map(subscriptionInWords));
      return `The subscription call answers ${all}; the ${found.status} ${planFromCode(found.plan_code).name}'s last email is '${found.emails?.at(-1) ?? ''}'`;
    },
    'error:fetchSubscription': (event) => callFailureInWords('The subscription call', event),
    'done:createAccount': () => 'The account-creation call creates the account',
    'error:createAccount': (event) => {
      const code = codeOf(event.error);
      if (code === 'auth/email-already-in-use')
        return 'The account-creation call answers that the email is already in use';
      if (code === 'auth/user-not-found')
        return 'The account-creation call answers that no user is found for the email';
      if (code === 'auth/password-does-not-meet-requirements')
        return 'The account-creation call refuses the password: it does not meet the requirements';
      return authFailureInWords(
        'The account-creation call',
        event.error,
        `fails with the error '${String((event.error as { text?: unknown } | undefined)?.text)}'`,
      );
    },
    'done:signIn': () => 'The sign-in to the existing account succeeds',
    'error:signIn': (event) =>
      ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'].includes(
        codeOf(event.error) ?? '',
      )
        ? 'The sign-in to the existing account fails: the password does not match that account'
        : authFailureInWords('The sign-in to the existing account', event.error, 'fails'),
    'done:finalizeSubscription': () => 'The finalise call attaches the subscription to the account',
    'error:finalizeSubscription': (event) => callFailureInWords('The finalise call', event),
    'after:finalizeDelay': () => `${seconds(FINALIZE_DELAY_MS)} pass`,
  },
};
