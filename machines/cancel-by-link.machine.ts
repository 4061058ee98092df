/**
 * Cancel-by-link page (spec 2.17, 4): the page hands over the `from` token it was opened with
 * (`link.opened`); with a token the cancel call is made at once (loading), then success or none.
 * A missing token, a failed call or an answer without `success: true` all end in none
 * ('No subscriptions', spec 8). Pure: the call arrives through `.provide()`.
 */
import type { Outcome } from '../contracts/membership';
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './not-provided';

export interface CancelByLinkContext {
  /** The `from` query parameter of the emailed link (null or empty when absent). */
  from: string | null;
}

export type CancelByLinkEvent = { type: 'link.opened'; from: string | null };

export const cancelByLinkMachine = setup({
  types: {
    context: {} as CancelByLinkContext,
    events: {} as CancelByLinkEvent,
  },
  actors: {
    cancelByLink: fromPromise<Outcome, { from: string }>(notProvided('cancelByLink')),
  },
  actions: {
    assignToken: assign(({ event }) => ({ from: event.type === 'link.opened' ? (event.from?.trim() ?? null) : null })),
  },
  guards: {
    hasToken: ({ event }) => event.type === 'link.opened' && Boolean(event.from?.trim()),
    canceled: ({ event }) => (event as { output?: Outcome }).output?.success === true,
  },
}).createMachine({
  id: 'cancelByLink',
  context: { from: null },
  initial: 'idle',
  states: {
    // Before the page has read its address: shown as the same loader.
    idle: {
      description:
        "The 'Cancel subscription' page as it opens: its loader, before it has read the link's token (a support mail link stays in the footer throughout).",
      on: {
        'link.opened': [{ guard: 'hasToken', target: 'loading', actions: 'assignToken' }, { target: 'none' }],
      },
    },
    loading: {
      description:
        "The 'Cancel subscription' page shows its loader ('Cancelling your subscription') while the cancel call runs.",
      invoke: {
        id: 'cancelByLink',
        src: 'cancelByLink',
        input: ({ context }) => ({ from: context.from! }),
        onDone: [{ guard: 'canceled', target: 'success' }, { target: 'none' }],
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
