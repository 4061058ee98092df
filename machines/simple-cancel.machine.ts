/**
 * Simple cancel modal (spec 2.14, 4, 5, 7, 8): closed → confirm → sending → emailSent, or back to
 * confirm with the error shown in red. 'I want to cancel' asks the server to email a link that
 * completes the cancellation; without the user's email nothing is sent. Pure: the cancel request
 * and the analytics events arrive through `.provide()`.
 */
import type { Outcome } from '../contracts/membership';
import { assertEvent, assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import { failureOf } from '../domain/call-failure';
import { enteredWith } from './entered-with';
import { failureText } from './failure-text';
import { notProvided } from './not-provided';

export interface SimpleCancelContext {
  email: string | null;
  /** The last request's error, in red under the buttons (spec 8); cleared by the next press. */
  error: string | null;
}

export type SimpleCancelEvent =
  | { type: 'simpleCancel.open' }
  /** 'I want to cancel'; `email` is the signed-in user's (null while unknown). */
  | { type: 'simpleCancel.confirm'; email: string | null }
  /** 'Count me in! Keep my membership', OK, the close button or Escape. */
  | { type: 'simpleCancel.close' };

/** What a failed request shows and reports: its text, and what the call gave. */
export interface RequestFailure {
  error: string;
  detail: unknown;
}

// Guard and action params, and the invoke input, named so that the config below stays literal.
const press = ({ event }: { event: SimpleCancelEvent }) => {
  assertEvent(event, 'simpleCancel.confirm');
  return { email: event.email?.trim() || null };
};
const requestFor = ({ context }: { context: SimpleCancelContext }) => ({
  email: enteredWith(context.email, 'the guard hasEmail'),
});
const answer = ({ event }: { event: DoneActorEvent<Outcome> }) => ({ answer: event.output });
/** Spec 8: an answer without success shows its error, else 'Something went wrong'. */
const refusal = ({ event }: { event: DoneActorEvent<Outcome> }): RequestFailure => ({
  error: event.output.error?.trim() || SOMETHING_WENT_WRONG,
  detail: event.output,
});
const callFailure = ({ event }: { event: ErrorActorEvent }): RequestFailure => {
  const failure = failureOf(event.error);
  return { error: failureText(failure), detail: failure };
};

export const simpleCancelMachine = setup({
  types: {
    context: {} as SimpleCancelContext,
    events: {} as SimpleCancelEvent,
  },
  actors: {
    requestCancelEmail: fromPromise<Outcome, { email: string }>(notProvided('requestCancelEmail')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    trackCancelClick: (_, _params: { email: string | null }) => {},
    /** Logs the failure and sends the 'Cancel subscription request error' event (spec 7, 8). */
    reportCancelRequestError: (_, _params: RequestFailure) => {},
    assignEmail: assign((_, { email }: { email: string | null }) => ({ email, error: null })),
    assignError: assign((_, { error }: RequestFailure) => ({ error })),
    clear: assign({ email: null, error: null }),
  },
  guards: {
    // Spec 5: the cancel request needs the user's email, otherwise nothing is sent.
    hasEmail: (_, { email }: { email: string | null }) => email !== null,
    // Spec 8: an error wins; success true without one is the email sent; neither is a failure.
    emailSent: (_, { answer }: { answer: Outcome }) => !answer.error && answer.success === true,
  },
}).createMachine({
  id: 'simpleCancel',
  context: { email: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'My Plan, with the simple cancel modal closed.',
      entry: 'clear',
      on: { 'simpleCancel.open': 'confirm' },
    },
    confirm: {
      description:
        "The modal 'We are sorry to see you go': three benefit lines, 'Count me in! Keep my membership' and 'I want to cancel' (which sends nothing while the app does not know the user's email). After a failed request its error is in red under the buttons (the error's text, else 'Something went wrong'); 'I want to cancel' tries again.",
      on: {
        'simpleCancel.close': 'closed',
        'simpleCancel.confirm': [
          {
            guard: { type: 'hasEmail', params: press },
            target: 'sending',
            actions: [
              { type: 'assignEmail', params: press },
              { type: 'trackCancelClick', params: press },
            ],
          },
          { actions: { type: 'trackCancelClick', params: press } },
        ],
      },
    },
    sending: {
      description:
        "The modal with 'I want to cancel' spinning while the cancel request is sent (pressing it again does nothing); 'Count me in! Keep my membership' and closing are disabled.",
      invoke: {
        id: 'requestCancelEmail',
        src: 'requestCancelEmail',
        input: requestFor,
        onDone: [
          { guard: { type: 'emailSent', params: answer }, target: 'emailSent' },
          {
            target: 'confirm',
            actions: [
              { type: 'assignError', params: refusal },
              { type: 'reportCancelRequestError', params: refusal },
            ],
          },
        ],
        onError: {
          target: 'confirm',
          actions: [
            { type: 'assignError', params: callFailure },
            { type: 'reportCancelRequestError', params: callFailure },
          ],
        },
      },
    },
    emailSent: {
      description:
        "The modal 'We've sent you a confirmation email' saying 'Complete cancellation by following a link we emailed to <the user's email>. Be sure to check the spam folder too', and OK.",
      on: { 'simpleCancel.close': 'closed' },
    },
  },
});
