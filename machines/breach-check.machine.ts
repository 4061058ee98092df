/**
 * Password safety's breach check (spec 2.11, 4, 7, 8): notFetched → fetching → fetched with the
 * breached sites. A 404 means the check succeeded with none; a 429 (rate limit) or any other
 * failure leaves it notFetched with its message, and 'breachCheck.fetch' tries again. Pure: the
 * call and the analytics events arrive through `.provide()`.
 */
import type { BreachedSite } from '../contracts/breaches';
import { assign, fromPromise, setup } from 'xstate';
import { thrownText } from './failure-text';
import { errorOf, outputOf } from './invoke-results';
import { notProvided } from './not-provided';

export interface BreachCheckContext {
  /** The signed-in user's email, checked against known breaches. */
  email: string | null;
  breaches: BreachedSite[];
}

/** The page asks on load and on 'Try again'; `email` is the signed-in user's (null while unknown). */
export type BreachCheckEvent = { type: 'breachCheck.fetch'; email: string | null };

/** What the failure events report (spec 7: error, status; host and project come from the tracker). */
export interface BreachCheckFailure {
  error: string;
  status: number | null;
  email: string;
}

function statusOf(event: unknown): number | null {
  const status = (errorOf(event) as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

const failureOf = ({ context, event }: { context: BreachCheckContext; event: unknown }): BreachCheckFailure => ({
  error: thrownText(errorOf(event)),
  status: statusOf(event),
  email: context.email!,
});

export const breachCheckMachine = setup({
  types: {
    context: {} as BreachCheckContext,
    events: {} as BreachCheckEvent,
  },
  actors: {
    fetchBreaches: fromPromise<BreachedSite[], { email: string }>(notProvided('fetchBreaches')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    trackBreachesFound: (_, _params: { breachedSitesCount: number }) => {},
    reportRateLimit: (_, _params: BreachCheckFailure) => {},
    reportFailure: (_, _params: BreachCheckFailure) => {},
    assignEmail: assign(({ event }) => ({ email: event.email })),
    assignBreaches: assign(({ event }) => ({ breaches: outputOf<BreachedSite[]>(event) })),
    assignNoBreaches: assign({ breaches: [] }),
  },
  guards: {
    // Spec 7: the call names the account; without the email nothing is sent.
    hasEmail: ({ event }) => Boolean(event.email?.trim()),
    noBreaches: ({ event }) => statusOf(event) === 404,
    rateLimited: ({ event }) => statusOf(event) === 429,
  },
}).createMachine({
  id: 'breachCheck',
  context: { email: null, breaches: [] },
  initial: 'notFetched',
  states: {
    notFetched: {
      description: 'The Password safety screen has no result of the check yet.',
      initial: 'idle',
      on: {
        'breachCheck.fetch': { guard: 'hasEmail', target: 'fetching', actions: 'assignEmail' },
      },
      states: {
        idle: {
          description: "The Password safety screen shows the loader 'Checking your email against known data breaches'.",
        },
        // 'Please try again later.'
        rateLimited: {
          description: "The Password safety screen says 'Please try again later.' with 'Try again'.",
        },
        // 'Something went wrong. Please try again later.'
        failed: {
          description:
            "The Password safety screen says 'Something went wrong. Please try again later.' with 'Try again'.",
        },
      },
    },
    fetching: {
      description:
        "The Password safety screen shows the loader 'Checking your email against known data breaches' while the check runs.",
      invoke: {
        id: 'fetchBreaches',
        src: 'fetchBreaches',
        input: ({ context }) => ({ email: context.email! }),
        onDone: {
          target: 'fetched',
          actions: [
            'assignBreaches',
            { type: 'trackBreachesFound', params: ({ event }) => ({ breachedSitesCount: event.output.length }) },
          ],
        },
        onError: [
          // A 404 is the answer "in no known breach": a successful check with zero sites.
          {
            guard: 'noBreaches',
            target: 'fetched',
            actions: ['assignNoBreaches', { type: 'trackBreachesFound', params: { breachedSitesCount: 0 } }],
          },
          {
            guard: 'rateLimited',
            target: 'notFetched.rateLimited',
            actions: { type: 'reportRateLimit', params: failureOf },
          },
          { target: 'notFetched.failed', actions: { type: 'reportFailure', params: failureOf } },
        ],
      },
    },
    fetched: {
      description:
        "The Password safety screen shows the result: 'Good news!' and 'No breached accounts', or 'EMAIL COMPROMISED!' with the number of breaches and a card per breached site (its name and domain, 'Breach date', 'Compromised data' and 'What to do').",
    },
  },
});
