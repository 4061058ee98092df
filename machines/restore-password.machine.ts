/**
 * Restore Password (spec 2.17, 4, 5, 8): the user gives their email and the server sends a link
 * that sets a new password. idle → loading → checkEmail (the 'Check your email' modal; 'Got it'
 * ends the flow in `done`), or failed with the text looked up by the error's code. An address
 * without an account (auth/user-not-found) may be a buyer who never activated: the activation
 * call follows (requestingActivation), and its answer ends in the outcome states Access Recovery
 * has. The email is checked on press exactly as there. Pure: calls arrive through `.provide()`.
 */
import type { ActivationAnswer, PasswordResetAnswer } from '../contracts/origin-api';
import { assign, fromPromise, setup } from 'xstate';
import { authErrorMessage } from '../content/auth-errors';
import { activationAnswerGuards } from './activation-outcome';
import { resultOf } from './invoke-results';
import { notProvided } from './not-provided';
import {
  acceptedEmail,
  INITIAL_RECOVERY_CONTEXT,
  recoveryFormActions,
  validEmail,
  type RecoveryContext,
  type RecoveryEvent,
} from './recovery-form';

export type RestorePasswordEvent =
  | RecoveryEvent
  /** 'Got it' in the 'Check your email' modal. */
  | { type: 'checkEmail.close' };

const USER_NOT_FOUND = 'auth/user-not-found';

/**
 * The identity provider's code wherever a result carries it: FetchError.data.error.code, an
 * answer's error.code, or the thrown error's own code.
 */
function codeOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { code, error, data } = value as { code?: unknown; error?: unknown; data?: unknown };
  if (typeof code === 'string') return code;
  return codeOf(error) ?? codeOf(data);
}

const formActions = recoveryFormActions<RestorePasswordEvent>();

export const restorePasswordMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RestorePasswordEvent,
    /** While a call runs: the button spins. */
    tags: {} as 'busy',
  },
  actors: {
    requestPasswordReset: fromPromise<PasswordResetAnswer, { email: string }>(notProvided('requestPasswordReset')),
    requestActivation: fromPromise<ActivationAnswer, { email: string }>(notProvided('requestActivation')),
  },
  actions: {
    acceptEmail: formActions.acceptEmail,
    rejectEmail: formActions.rejectEmail,
    clearEmailError: formActions.clearEmailError,
    assignActivationError: formActions.assignActivationError,
    // Spec 8: the message looked up by code, else 'Something went wrong'.
    assignResetError: assign(({ event }) => ({ error: authErrorMessage(codeOf(resultOf(event))) })),
  },
  guards: {
    validEmail,
    activationEmailSent: activationAnswerGuards.activationEmailSent,
    accountAlreadyActivated: activationAnswerGuards.accountAlreadyActivated,
    activationAlreadySent: activationAnswerGuards.activationAlreadySent,
    resetEmailSent: ({ event }) => (resultOf(event) as PasswordResetAnswer | undefined)?.success === true,
    userNotFound: ({ event }) => codeOf(resultOf(event)) === USER_NOT_FOUND,
  },
}).createMachine({
  id: 'restorePassword',
  context: INITIAL_RECOVERY_CONTEXT,
  initial: 'idle',
  states: {
    // The form: a good address is sent, a bad one outlines the field red (spec 5).
    idle: {
      description:
        "The 'Restore Password' page: 'Enter the email of your account and we will send you instructions for changing your password.', the email field and 'Restore password'. A badly formatted address outlines the field red with 'Wrong email format' until the user types.",
      on: {
        'form.submit': [
          { guard: 'validEmail', target: 'loading', actions: 'acceptEmail' },
          { target: 'idle', actions: 'rejectEmail' },
        ],
        'form.edit': { actions: 'clearEmailError' },
      },
    },
    // The activation modal naming the address; 'Ok' closes it back to the form.
    activationSent: {
      description:
        "The 'First, let's activate your account!' modal: 'We have sent a recovery email to' the address in bold, 'Follow the link in it to set your password, then sign in.', with 'Ok'.",
      on: { 'activationModal.close': 'idle' },
    },
    // The outcomes shown as a line under the form, from which a press sends again.
    alreadyActivated: {
      description: "Under 'Restore password' the page says 'Your account has already been activated'.",
      on: {
        'form.submit': [
          { guard: 'validEmail', target: 'loading', actions: 'acceptEmail' },
          { target: 'idle', actions: 'rejectEmail' },
        ],
      },
    },
    alreadySent: {
      description: "Under 'Restore password' the page says 'Recovery email already sent. Please check your inbox'.",
      on: {
        'form.submit': [
          { guard: 'validEmail', target: 'loading', actions: 'acceptEmail' },
          { target: 'idle', actions: 'rejectEmail' },
        ],
      },
    },
    failed: {
      description:
        "Under 'Restore password' the reason shows in red: the message for the error's code, the activation server's own words, or 'Something went wrong'.",
      on: {
        'form.submit': [
          { guard: 'validEmail', target: 'loading', actions: 'acceptEmail' },
          { target: 'idle', actions: 'rejectEmail' },
        ],
      },
    },
    // The password-reset call runs: the button spins and a press is ignored.
    loading: {
      description: "'Restore password' spins while the password-reset email is requested; another press is ignored.",
      tags: 'busy',
      on: { 'form.submit': {} },
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: acceptedEmail,
        onDone: [
          { guard: 'resetEmailSent', target: 'checkEmail' },
          { guard: 'userNotFound', target: 'requestingActivation' },
          { target: 'failed', actions: 'assignResetError' },
        ],
        onError: [
          { guard: 'userNotFound', target: 'requestingActivation' },
          { target: 'failed', actions: 'assignResetError' },
        ],
      },
    },
    // An address without an account may be a buyer who never activated: the activation call runs,
    // the button still spins and a press is still ignored.
    requestingActivation: {
      description:
        "'Restore password' keeps spinning: the address has no account, so an activation email is requested instead; another press is ignored.",
      tags: 'busy',
      on: { 'form.submit': {} },
      invoke: {
        id: 'requestActivation',
        src: 'requestActivation',
        input: acceptedEmail,
        onDone: [
          { guard: 'activationEmailSent', target: 'activationSent' },
          { guard: 'accountAlreadyActivated', target: 'alreadyActivated' },
          { guard: 'activationAlreadySent', target: 'alreadySent' },
          { target: 'failed', actions: 'assignActivationError' },
        ],
        onError: { target: 'failed', actions: 'assignActivationError' },
      },
    },
    // The 'Check your email' modal.
    checkEmail: {
      description:
        "The 'Check your email' modal: 'We have sent instructions for changing your password to' the address in bold, with 'Got it'.",
      on: { 'checkEmail.close': 'done' },
    },
    // The screen goes to sign-in.
    done: {
      description: 'The sign-in screen opens.',
      type: 'final',
    },
  },
});
