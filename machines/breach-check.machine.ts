/**
 * Password safety's breach check (spec 2.11, 4, 7, 8): notFetched → fetching → fetched with the
 * breached sites. A 404 means the check succeeded with none; a 429 (rate limit) or any other
 * failure leaves it notFetched with its message, and 'breachCheck.fetch' tries again. Pure: the
 * call and the analytics events arrive through `.provide()`.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { PASSWORD_SAFETY_COPY } from '../content/password-safety';
import type { BreachedSite } from '../contracts/breaches';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { failureText } from './failure-text';
import { notProvided } from './not-provided';

export interface BreachCheckContext {
  /** The signed-in user's email, checked against known breaches ('' until a check is asked for). */
  email: string;
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

const requestedEmail = ({ event }: { event: BreachCheckEvent }) => ({ email: event.email?.trim() ?? '' });
const checkedEmail = ({ context }: { context: BreachCheckContext }) => ({ email: context.email });
const foundSites = ({ event }: { event: DoneActorEvent<BreachedSite[]> }) => ({ breaches: event.output });
const foundCount = ({ event }: { event: DoneActorEvent<BreachedSite[]> }) => ({
  breachedSitesCount: event.output.length,
});
const callFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });
const failureReport = ({
  context,
  event,
}: {
  context: BreachCheckContext;
  event: ErrorActorEvent;
}): BreachCheckFailure => {
  const failure = failureOf(event.error);
  return { error: failureText(failure), status: failure.status, email: context.email };
};

/** A failed check's state holds the message the screen shows (spec 8). */
interface BreachCheckMeta {
  failureMessage?: string;
}

export const breachCheckMachine = setup({
  types: {
    context: {} as BreachCheckContext,
    events: {} as BreachCheckEvent,
    meta: {} as BreachCheckMeta,
  },
  actors: {
    fetchBreaches: fromPromise<BreachedSite[], { email: string }>(notProvided('fetchBreaches')),
  },
  actions: {
    // Side effects: real implementations come from src/app through .provide().
    trackBreachesFound: (_, _params: { breachedSitesCount: number }) => {},
    reportRateLimit: (_, _params: BreachCheckFailure) => {},
    reportFailure: (_, _params: BreachCheckFailure) => {},
    assignEmail: assign((_, params: { email: string }) => params),
    assignBreaches: assign((_, params: { breaches: BreachedSite[] }) => params),
  },
  guards: {
    // Spec 7: the call names the account; without the email nothing is sent.
    hasEmail: (_, { email }: { email: string }) => email !== '',
    // A 404 is the answer "in no known breach": a successful check with zero sites.
    noBreaches: (_, { failure }: { failure: CallFailure }) => failure.status === 404,
    rateLimited: (_, { failure }: { failure: CallFailure }) => failure.status === 429,
  },
}).createMachine({
  id: 'breachCheck',
  context: { email: '', breaches: [] },
  initial: 'notFetched',
  states: {
    notFetched: {
      description: 'The Password safety screen has no result of the check yet.',
      initial: 'idle',
      on: {
        'breachCheck.fetch': {
          guard: { type: 'hasEmail', params: requestedEmail },
          target: 'fetching',
          actions: { type: 'assignEmail', params: requestedEmail },
        },
      },
      states: {
        idle: {
          description: "The Password safety screen shows the loader 'Checking your email against known data breaches'.",
        },
        rateLimited: {
          description: "The Password safety screen says 'Please try again later.' with 'Try again'.",
          meta: { failureMessage: PASSWORD_SAFETY_COPY.rateLimited },
        },
        failed: {
          description:
            "The Password safety screen says 'Something went wrong. Please try again later.' with 'Try again'.",
          meta: { failureMessage: PASSWORD_SAFETY_COPY.failed },
        },
      },
    },
    fetching: {
      description:
        "The Password safety screen shows the loader 'Checking your email against known data breaches' while the check runs.",
      invoke: {
        id: 'fetchBreaches',
        src: 'fetchBreaches',
        input: checkedEmail,
        onDone: {
          target: 'fetched',
          actions: [
            { type: 'assignBreaches', params: foundSites },
            { type: 'trackBreachesFound', params: foundCount },
          ],
        },
        onError: [
          {
            guard: { type: 'noBreaches', params: callFailure },
            target: 'fetched',
            actions: [
              { type: 'assignBreaches', params: { breaches: [] } },
              { type: 'trackBreachesFound', params: { breachedSitesCount: 0 } },
            ],
          },
          {
            guard: { type: 'rateLimited', params: callFailure },
            target: 'notFetched.rateLimited',
            actions: { type: 'reportRateLimit', params: failureReport },
          },
          { target: 'notFetched.failed', actions: { type: 'reportFailure', params: failureReport } },
        ],
      },
    },
    fetched: {
      description:
        "The Password safety screen shows the result: 'Good news!' and 'No breached accounts', or 'EMAIL COMPROMISED!' with the number of breaches and a card per breached site (its name and domain, 'Breach date', 'Compromised data' and 'What to do').",
    },
  },
});

type BreachCheckSnapshot = SnapshotFrom<typeof breachCheckMachine>;

/** The breached sites once the check succeeded, else null. */
export const selectFetchedBreaches = (s: BreachCheckSnapshot) => (s.matches('fetched') ? s.context.breaches : null);
/** What a failed check says (its state's meta), or null. */
export const selectFailureMessage = (s: BreachCheckSnapshot) =>
  Object.values(s.getMeta()).find((meta) => meta?.failureMessage)?.failureMessage ?? null;
