/**
 * Cancel-by-link page (spec 2.17, 4): the page's loader hands over the `from` token the link was
 * opened with (`link.opened`); with a token the cancel call is made at once (loading), then success
 * or none. A missing token, a failed call or an answer without `success: true` all end in none ('No
 * subscriptions', spec 8). Pure: the call arrives through `.provide()`.
 */
import type { Outcome } from '../contracts/membership';
import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { enteredWith } from './entered-with';
import { notProvided } from './not-provided';

export interface CancelByLinkContext {
  /** The link's token, trimmed (null until the link is read, or when it has none). */
  token: string | null;
}

/** `from`: the link's query parameter, null or empty when absent. */
export type CancelByLinkEvent = { type: 'link.opened'; from: string | null };

// Guard and action params, and the invoke input, named so that the config below stays literal.
const linkToken = ({ event }: { event: CancelByLinkEvent }) => ({ token: event.from?.trim() || null });
const cancelCall = ({ context }: { context: CancelByLinkContext }) => ({
  from: enteredWith(context.token, 'the guard hasToken'),
});
const answer = ({ event }: { event: DoneActorEvent<Outcome> }) => ({ answer: event.output });

export const cancelByLinkMachine = setup({
  types: {
    context: {} as CancelByLinkContext,
    events: {} as CancelByLinkEvent,
  },
  actors: {
    cancelByLink: fromPromise<Outcome, { from: string }>(notProvided('cancelByLink')),
  },
  actions: {
    assignToken: assign((_, { token }: CancelByLinkContext) => ({ token })),
  },
  guards: {
    hasToken: (_, { token }: CancelByLinkContext) => token !== null,
    canceled: (_, { answer }: { answer: Outcome }) => answer.success === true,
  },
}).createMachine({
  id: 'cancelByLink',
  context: { token: null },
  initial: 'idle',
  states: {
    // Before the page has read its address: shown as the same loader.
    idle: {
      description:
        "The 'Cancel subscription' page as it opens: its loader, before it has read the link's token (a support mail link stays in the footer throughout).",
      on: {
        'link.opened': [
          {
            guard: { type: 'hasToken', params: linkToken },
            target: 'loading',
            actions: { type: 'assignToken', params: linkToken },
          },
          { target: 'none' },
        ],
      },
    },
    loading: {
      description:
        "The 'Cancel subscription' page shows its loader ('Cancelling your subscription') while the cancel call runs.",
      invoke: {
        id: 'cancelByLink',
        src: 'cancelByLink',
        input: cancelCall,
        onDone: [{ guard: { type: 'canceled', params: answer }, target: 'success' }, { target: 'none' }],
        onError: 'none',
      },
    },
    success: {
      description:
        "The page says 'Your subscription has been canceled' / 'We've successfully cancelled your subscription.'",
      type: 'final',
    },
    none: {
      description:
        "The page says 'No subscriptions' / 'Unfortunately there are no subscription plans attached to this mail. Check if the specified email address is correct'.",
      type: 'final',
    },
  },
});
