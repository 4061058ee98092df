/**
 * 'Update card' of the past-due notice (My Plan and the dashboard): a renewal payment failed and
 * the payment provider retries it; the subscriber updates the card their plan is charged to on the
 * provider's page. The press asks the server for that page (POST /api/billing/update-card), and
 * the browser leaves for it (same tab); a failure shows the server's error text, else 'Something
 * went wrong', in red under the button until the next press. Pure: the call and the leaving
 * arrive through `.provide()`.
 */
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { assign, fromPromise, setup } from 'xstate';
import type { updateCardAnswer } from '../contracts/billing';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { failureText } from './failure-text';
import { notProvided } from './not-provided';

/** The server's answer: the provider's page where the card is updated. */
type UpdateCardAnswer = ReturnType<(typeof updateCardAnswer)['parse']>;

export interface UpdateCardContext {
  /** Shown in red under the button (spec 8); cleared by the next press. */
  error: string | null;
}

export type UpdateCardEvent = { type: 'updateCard.open' };

// Action params, named so that the config below stays literal.
const cardPage = ({ event }: { event: DoneActorEvent<UpdateCardAnswer> }) => ({ url: event.output.url });
const callFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

export const updateCardMachine = setup({
  types: {
    context: {} as UpdateCardContext,
    events: {} as UpdateCardEvent,
  },
  actors: {
    openCardUpdate: fromPromise<UpdateCardAnswer>(notProvided('openCardUpdate')),
  },
  actions: {
    /** Sends the browser (same tab) to the provider's card page; the document leaves. */
    leaveForCardUpdate: (_, _params: { url: string }) => {},
    clearError: assign({ error: null }),
    assignFailure: assign((_, { failure }: { failure: CallFailure }) => ({ error: failureText(failure) })),
  },
}).createMachine({
  id: 'updateCard',
  context: { error: null },
  initial: 'ready',
  states: {
    ready: {
      description: "The past-due notice with its 'Update card' button, which can be pressed.",
      initial: 'idle',
      on: { 'updateCard.open': { target: 'opening', actions: 'clearError' } },
      states: {
        idle: {
          description:
            "The past-due notice: 'Your last payment didn't go through', 'We'll try again soon. Update your card to keep your plan.' and 'Update card'.",
        },
        failed: {
          description:
            "The card page could not be opened: the server's error text, else 'Something went wrong', in red under 'Update card', which can be pressed again.",
        },
      },
    },
    opening: {
      description:
        "'Update card' spins while the app asks for the payment provider's card page; pressing it again does nothing.",
      invoke: {
        id: 'openCardUpdate',
        src: 'openCardUpdate',
        onDone: { target: 'leaving', actions: { type: 'leaveForCardUpdate', params: cardPage } },
        onError: { target: 'ready.failed', actions: { type: 'assignFailure', params: callFailure } },
      },
    },
    leaving: {
      description:
        "'Update card' keeps spinning while the browser goes (same tab) to the payment provider's page, where the subscriber updates their card.",
      type: 'final',
    },
  },
});
