/**
 * Simple cancel modal (spec 2.14, 4, 5, 7, 8): closed → confirm → sending → emailSent, or failed
 * with the error shown in red. 'I want to cancel' asks the server to email a link that completes
 * the cancellation; without the user's email nothing is sent. Pure: the cancel request and the
 * analytics events arrive through `.provide()`.
 */
import type { Outcome } from '../contracts/membership';
import { assign, fromPromise, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../content/auth-errors';
import { thrownText } from './failure-text';
import { notProvided } from './not-provided';

export interface SimpleCancelContext {
  email: string | null;
  error: string | null;
}

export type SimpleCancelEvent =
  | { type: 'simpleCancel.open' }
  /** 'I want to cancel'; `email` is the signed-in user's (null while unknown). */
  | { type: 'simpleCancel.confirm'; email: string | null }
  /** 'Count me in! Keep my membership', OK, the close button or Escape. */
  | { type: 'simpleCancel.close' };

function answerOf(event: unknown): Outcome {
  return (event as { output: Outcome }).output ?? {};
}

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
    reportCancelRequestError: (_, _params: { email: string; error: string; detail: unknown }) => {},
    assignEmail: assign(({ event }) =>
      event.type === 'simpleCancel.confirm' ? { email: event.email, error: null } : {},
    ),
    assignAnswerError: assign(({ event }) => ({ error: answerOf(event).error?.trim() || SOMETHING_WENT_WRONG })),
    assignFailure: assign(({ event }) => ({ error: thrownText((event as { error?: unknown }).error) })),
    clear: assign({ email: null, error: null }),
  },
  guards: {
    // Spec 5: the cancel request needs the user's email, otherwise nothing is sent.
    hasEmail: ({ event }) => event.type === 'simpleCancel.confirm' && Boolean(event.email?.trim()),
    // Spec 8: an error wins; success true without one is the email sent; neither is a failure.
    emailSent: ({ event }) => !answerOf(event).error && answerOf(event).success === true,
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
        "The modal 'We are sorry to see you go': three benefit lines, 'Count me in! Keep my membership' and 'I want to cancel' (which sends nothing while the app does not know the user's email).",
      on: {
        'simpleCancel.close': 'closed',
        'simpleCancel.confirm': [
          {
            guard: 'hasEmail',
            target: 'sending',
            actions: ['assignEmail', { type: 'trackCancelClick', params: ({ event }) => ({ email: event.email }) }],
          },
          { actions: { type: 'trackCancelClick', params: ({ event }) => ({ email: event.email }) } },
        ],
      },
    },
    sending: {
      description:
        "The modal with 'I want to cancel' spinning while the cancel request is sent (pressing it again does nothing); 'Count me in! Keep my membership' and closing are disabled.",
      on: {
        // A second press while sending is ignored.
        'simpleCancel.confirm': {},
      },
      invoke: {
        id: 'requestCancelEmail',
        src: 'requestCancelEmail',
        input: ({ context }) => ({ email: context.email! }),
        onDone: [
          { guard: 'emailSent', target: 'emailSent' },
          {
            target: 'failed',
            actions: [
              'assignAnswerError',
              {
                type: 'reportCancelRequestError',
                params: ({ context, event }) => ({
                  email: context.email!,
                  error: context.error!,
                  detail: event.output,
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            'assignFailure',
            {
              type: 'reportCancelRequestError',
              params: ({ context, event }) => ({
                email: context.email!,
                error: context.error!,
                detail: String(event.error),
              }),
            },
          ],
        },
      },
    },
    emailSent: {
      description:
        "The modal 'We've sent you a confirmation email' saying 'Complete cancellation by following a link we emailed to <the user's email>. Be sure to check the spam folder too', and OK.",
      on: { 'simpleCancel.close': 'closed' },
    },
    // The confirm step again, with the error in red; 'I want to cancel' tries once more.
    failed: {
      description:
        "The modal 'We are sorry to see you go' again, with the request's error in red under the buttons (the error's text, else 'Something went wrong'); 'I want to cancel' tries again.",
      on: {
        'simpleCancel.close': 'closed',
        'simpleCancel.confirm': [
          {
            guard: 'hasEmail',
            target: 'sending',
            actions: ['assignEmail', { type: 'trackCancelClick', params: ({ event }) => ({ email: event.email }) }],
          },
          { actions: { type: 'trackCancelClick', params: ({ event }) => ({ email: event.email }) } },
        ],
      },
    },
  },
});
