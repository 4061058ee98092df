/**
 * My Plan's Cancel button (spec 2.13, 4, 9): enabled, fetching (disabled, 'Fetching plans' while
 * the subscription started less than FETCHING_PLANS_WINDOW_MS ago) or canceled (disabled
 * 'Canceled'). It leaves `fetching` by itself when the window ends, through a named delay computed
 * from the input: the machine never reads the clock, `now` arrives with the input and events.
 */
import { assign, setup } from 'xstate';
import { FETCHING_PLANS_WINDOW_MS } from '../content/constants';

export interface CancelButtonInput {
  /** The subscription's started_at (ISO 8601), null while unknown. */
  startedAt: string | null;
  canceled: boolean;
  /** The clock when the input was taken (ms since the epoch). */
  now: number;
}

export type CancelButtonContext = CancelButtonInput;

/** The session's subscription changed (after a re-check): the button decides again. */
export type CancelButtonEvent = { type: 'subscription.updated' } & CancelButtonInput;

/**
 * The "timezone-offset adjustment" of spec 2.13. The old client parsed a zoneless start time as
 * local time and corrected it by the browser's offset. Our server sends started_at as UTC ISO
 * (`…Z`), so Date.parse is exact; a timestamp without a zone designator is read as UTC (a 'Z' is
 * appended) rather than in the browser's zone, which is the same correction. Unreadable → null.
 */
export function startedAtMs(startedAt: string | null): number | null {
  if (!startedAt) return null;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(startedAt.trim());
  const hasTime = /T|\s\d{2}:/.test(startedAt);
  const iso = hasZone || !hasTime ? startedAt.trim() : `${startedAt.trim().replace(' ', 'T')}Z`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** Milliseconds left in the fetching-plans window (0 when over or unknown). */
export function fetchingWindowLeft({ startedAt, now }: Pick<CancelButtonInput, 'startedAt' | 'now'>): number {
  const start = startedAtMs(startedAt);
  return start === null ? 0 : Math.max(0, start + FETCHING_PLANS_WINDOW_MS - now);
}

export const cancelButtonMachine = setup({
  types: {
    context: {} as CancelButtonContext,
    events: {} as CancelButtonEvent,
    input: {} as CancelButtonInput,
  },
  actions: {
    assignSubscription: assign(({ event }) => ({
      startedAt: event.startedAt,
      canceled: event.canceled,
      now: event.now,
    })),
  },
  guards: {
    isCanceled: ({ context }) => context.canceled,
    withinFetchingWindow: ({ context }) => fetchingWindowLeft(context) > 0,
  },
  delays: {
    fetchingWindowLeft: ({ context }) => fetchingWindowLeft(context),
  },
}).createMachine({
  id: 'cancelButton',
  context: ({ input }) => ({ ...input }),
  initial: 'entry',
  on: {
    'subscription.updated': { target: '.entry', actions: 'assignSubscription' },
  },
  states: {
    // Decides which of the three the button is; never rendered as a state of its own.
    entry: {
      description: "Never shown on its own: the button is decided at once ('Canceled', 'Fetching plans' or enabled).",
      always: [
        { guard: 'isCanceled', target: 'canceled' },
        { guard: 'withinFetchingWindow', target: 'fetching' },
        { target: 'enabled' },
      ],
    },
    fetching: {
      description:
        "'My active plan' shows 'Fetching plans' with a loader and 'Cancel subscription' is disabled, until 10 hours have passed since the subscription started.",
      after: { fetchingWindowLeft: 'enabled' },
    },
    enabled: {
      description:
        "'My active plan' shows the plan's name with a check and its price; 'Cancel subscription' can be pressed.",
    },
    canceled: {
      description:
        "'My active plan' shows the plan's name with a check and its price; the button is a disabled 'Canceled'.",
    },
  },
});
