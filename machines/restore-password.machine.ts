/**
 * Restore Password (spec 2.17, 4, 5, 8): the user gives their email and the server sends a link
 * that sets a new password. The form → sending → checkEmail (the 'Check your email' modal; 'Got
 * it' ends the flow in `done`), or back on the form with the text looked up by the error's code.
 * An address without an account (auth/user-not-found) may be a buyer who never activated: the
 * activation call follows and its answer ends in the outcomes Access Recovery has, but one: an
 * activation call that finds the account after all (made meanwhile) never says "already
 * activated" after the reset said there was none; the reset is asked once more instead. The email
 * is checked on press exactly as there. Pure: calls arrive through `.provide()`.
 */
import type { ActivationAnswer, PasswordResetAnswer } from '../contracts/origin-api';
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { authErrorMessage } from '../content/auth-errors';
import { failureOf } from '../domain/call-failure';
import { activationAnswer, activationAnswerGuards, answerErrorText, failureErrorText } from './activation-outcome';
import { notProvided } from './not-provided';
import {
  acceptedEmail,
  INITIAL_RECOVERY_CONTEXT,
  pressedEmail,
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

// Typed readings of the reset call's answer and failure, handed to guards and actions as params.
const resetAnswer = ({ event }: { event: DoneActorEvent<PasswordResetAnswer> }) => ({ answer: event.output });
/** The identity provider's code of a refused answer (its `error.code`), or of a failed call. */
const answerCode = ({ event }: { event: DoneActorEvent<PasswordResetAnswer> }) => {
  const { error } = event.output;
  return { code: typeof error === 'object' ? (error.code ?? null) : null };
};
const failureCode = ({ event }: { event: ErrorActorEvent }) => ({ code: failureOf(event.error).code });

type CodeParams = ReturnType<typeof failureCode>;

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
    assignError: formActions.assignError,
    // Spec 8: the message looked up by code, else 'Something went wrong'.
    assignResetError: assign((_, { code }: CodeParams) => ({ error: authErrorMessage(code) })),
  },
  guards: {
    validEmail,
    activationEmailSent: activationAnswerGuards.activationEmailSent,
    accountAlreadyActivated: activationAnswerGuards.accountAlreadyActivated,
    activationAlreadySent: activationAnswerGuards.activationAlreadySent,
    resetEmailSent: (_, { answer }: ReturnType<typeof resetAnswer>) => answer.success === true,
    userNotFound: (_, { code }: CodeParams) => code === USER_NOT_FOUND,
  },
}).createMachine({
  id: 'restorePassword',
  context: INITIAL_RECOVERY_CONTEXT,
  initial: 'form',
  states: {
    // The form, with the last outcome's line under it: a good address is sent, a bad one outlines
    // the field red (spec 5), typing clears that.
    form: {
      description:
        "The 'Restore Password' page: 'Enter the email of your account and we will send you instructions for changing your password.', the email field and 'Restore password'.",
      initial: 'idle',
      on: {
        'form.submit': [
          {
            guard: { type: 'validEmail', params: pressedEmail },
            target: 'sending',
            actions: { type: 'acceptEmail', params: pressedEmail },
          },
          { target: '.idle', actions: { type: 'rejectEmail', params: pressedEmail } },
        ],
        'form.edit': { actions: 'clearEmailError' },
      },
      states: {
        idle: {
          description:
            "The form with nothing under 'Restore password'. A badly formatted address outlines the field red with 'Wrong email format' until the user types.",
        },
        alreadySent: {
          description: "Under 'Restore password' the page says 'Recovery email already sent. Please check your inbox'.",
        },
        failed: {
          description:
            "Under 'Restore password' the reason shows in red: the message for the error's code, the activation server's own words, or 'Something went wrong'.",
        },
      },
    },
    // A call runs: the button spins and a press is ignored.
    sending: {
      description: "'Restore password' spins while the email is requested; another press is ignored.",
      tags: 'busy',
      on: { 'form.submit': {} },
      initial: 'resetting',
      states: {
        resetting: {
          description: "'Restore password' spins while the password-reset email is requested.",
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: acceptedEmail,
            onDone: [
              { guard: { type: 'resetEmailSent', params: resetAnswer }, target: '#restorePassword.checkEmail' },
              { guard: { type: 'userNotFound', params: answerCode }, target: 'requestingActivation' },
              { target: '#restorePassword.form.failed', actions: { type: 'assignResetError', params: answerCode } },
            ],
            onError: [
              { guard: { type: 'userNotFound', params: failureCode }, target: 'requestingActivation' },
              { target: '#restorePassword.form.failed', actions: { type: 'assignResetError', params: failureCode } },
            ],
          },
        },
        // An address without an account may be a buyer who never activated: the activation call runs.
        requestingActivation: {
          description:
            "'Restore password' keeps spinning: the address has no account, so an activation email is requested instead.",
          invoke: {
            id: 'requestActivation',
            src: 'requestActivation',
            input: acceptedEmail,
            onDone: [
              {
                guard: { type: 'activationEmailSent', params: activationAnswer },
                target: '#restorePassword.activationSent',
              },
              // The account exists after all (made since the reset asked): a reset link can go now.
              { guard: { type: 'accountAlreadyActivated', params: activationAnswer }, target: 'resettingAgain' },
              {
                guard: { type: 'activationAlreadySent', params: activationAnswer },
                target: '#restorePassword.form.alreadySent',
              },
              { target: '#restorePassword.form.failed', actions: { type: 'assignError', params: answerErrorText } },
            ],
            onError: {
              target: '#restorePassword.form.failed',
              actions: { type: 'assignError', params: failureErrorText },
            },
          },
        },
        // Once only: whatever this reset answers is the outcome (no second activation).
        resettingAgain: {
          description:
            "'Restore password' keeps spinning: the activation call found the account after all, so the password-reset email is requested once more.",
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: acceptedEmail,
            onDone: [
              { guard: { type: 'resetEmailSent', params: resetAnswer }, target: '#restorePassword.checkEmail' },
              { target: '#restorePassword.form.failed', actions: { type: 'assignResetError', params: answerCode } },
            ],
            onError: {
              target: '#restorePassword.form.failed',
              actions: { type: 'assignResetError', params: failureCode },
            },
          },
        },
      },
    },
    // The activation modal naming the address; 'Ok' closes it back to the form.
    activationSent: {
      description:
        "The 'First, let's activate your account!' modal: 'We have sent a recovery email to' the address in bold, 'Follow the link in it to set your password, then sign in.', with 'Ok'.",
      on: { 'activationModal.close': 'form' },
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
