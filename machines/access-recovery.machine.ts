/**
 * Access Recovery (spec 2.17, 4, 5, 8): the user gives the email of their account and the server
 * emails an activation link. The form (idle, or showing the last outcome's line) → loading → an
 * outcome: activationSent (the activation modal naming the address), or back on the form with
 * alreadyActivated, alreadySent or failed. The email is checked on press; from an outcome a new
 * press sends again. Pure: the call arrives through `.provide()`.
 */
import { fromPromise, setup } from 'xstate';
import type { ActivationAnswer } from '../contracts/origin-api';
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

export type AccessRecoveryEvent = RecoveryEvent;

const formActions = recoveryFormActions<AccessRecoveryEvent>();

export const accessRecoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as AccessRecoveryEvent,
    /** While a call runs: the button spins. */
    tags: {} as 'busy',
  },
  actors: {
    requestActivation: fromPromise<ActivationAnswer, { email: string }>(notProvided('requestActivation')),
  },
  actions: {
    acceptEmail: formActions.acceptEmail,
    rejectEmail: formActions.rejectEmail,
    clearEmailError: formActions.clearEmailError,
    assignError: formActions.assignError,
  },
  guards: {
    validEmail,
    activationEmailSent: activationAnswerGuards.activationEmailSent,
    accountAlreadyActivated: activationAnswerGuards.accountAlreadyActivated,
    activationAlreadySent: activationAnswerGuards.activationAlreadySent,
  },
}).createMachine({
  id: 'accessRecovery',
  context: INITIAL_RECOVERY_CONTEXT,
  initial: 'form',
  states: {
    // The form, with the last outcome's line under it: a good address is sent, a bad one outlines
    // the field red (spec 5), typing clears that.
    form: {
      description:
        "The 'Access Recovery' page: 'Enter the email you used when creating your account and we will send you an email to access it.', the email field and 'Send email'.",
      initial: 'idle',
      on: {
        'form.submit': [
          {
            guard: { type: 'validEmail', params: pressedEmail },
            target: 'loading',
            actions: { type: 'acceptEmail', params: pressedEmail },
          },
          { target: '.idle', actions: { type: 'rejectEmail', params: pressedEmail } },
        ],
        'form.edit': { actions: 'clearEmailError' },
      },
      states: {
        idle: {
          description:
            "The form with nothing under 'Send email'. A badly formatted address outlines the field red with 'Wrong email format' until the user types.",
        },
        alreadyActivated: {
          description:
            "Under 'Send email' the page says 'Your account has already been activated', with a 'Restore password' link to Restore Password.",
        },
        alreadySent: {
          description: "Under 'Send email' the page says 'Recovery email already sent. Please check your inbox'.",
        },
        failed: {
          description: "Under 'Send email' the reason shows in red: the server's own words, or 'Something went wrong'.",
        },
      },
    },
    // The activation modal naming the address; 'Ok' closes it back to the form.
    activationSent: {
      description:
        "The 'First, let's activate your account!' modal: 'We have sent a recovery email to' the address in bold, 'Follow the link in it to set your password, then sign in.', with 'Ok'.",
      on: { 'activationModal.close': 'form' },
    },
    // The call runs: the button spins and a press is ignored.
    loading: {
      description: "'Send email' spins while the activation email is requested; another press is ignored.",
      tags: 'busy',
      on: { 'form.submit': {} },
      invoke: {
        id: 'requestActivation',
        src: 'requestActivation',
        input: acceptedEmail,
        onDone: [
          { guard: { type: 'activationEmailSent', params: activationAnswer }, target: 'activationSent' },
          { guard: { type: 'accountAlreadyActivated', params: activationAnswer }, target: 'form.alreadyActivated' },
          { guard: { type: 'activationAlreadySent', params: activationAnswer }, target: 'form.alreadySent' },
          { target: 'form.failed', actions: { type: 'assignError', params: answerErrorText } },
        ],
        onError: { target: 'form.failed', actions: { type: 'assignError', params: failureErrorText } },
      },
    },
  },
});
