/**
 * Insight status (spec 4) and the insight modals (spec 2.16), from `insights.start` (sign-in) to
 * `insights.stop` (sign-out, which forgets the user's document and closes their modal). Region
 * `status` polls the profile document until its status is completed, then asks again when the
 * 24-hour countdown of spec 2.6 ends; a failed fetch keeps the last known status and retries after
 * the poll delay, but a refused sign-in (401, after the app renewed the token once) stops asking
 * and lets the session end it. No document yet (the service maps the 404 to null) means status
 * idle. `insights.refresh` fetches again at once (after an upload changed the document), restarting
 * one under way. Region `modal` holds the insights-almost-ready and processing-insights modals,
 * whose flags the spec keeps globally: `insightsModal.show` (the Analytics screen opened before
 * the analysis is complete) opens the one that matches the status. Pure: the fetch, the clock
 * (the delay until the next update) and the session arrive through `.provide()`.
 */
import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { INSIGHT_REFRESH_WINDOW_MS } from '../content/constants';
import { INSIGHT_POLL_DELAY_MS } from '../content/insights-status';
import type { InsightStatus, ProfileDocument } from '../contracts/profile';
import { failureOf, type CallFailure } from '../domain/call-failure';
import { notProvided } from './not-provided';

export interface InsightStatusContext {
  status: InsightStatus;
  /** `_updatedAt._seconds` of the last document; null before one exists. */
  updatedAtSeconds: number | null;
  /** The last document fetched (null: none yet), for the Analytics screen. */
  profile: ProfileDocument | null;
  /** The first fetch since `insights.start` has answered, or failed: screens stop waiting. */
  settled: boolean;
}

export type InsightStatusEvent =
  | { type: 'insights.start' }
  | { type: 'insights.stop' }
  | { type: 'insights.refresh' }
  | { type: 'insightsModal.show' }
  | { type: 'insightsModal.dismiss' };

const NO_DOCUMENT: InsightStatusContext = { status: 'idle', updatedAtSeconds: null, profile: null, settled: false };

/** When the analysis is due its next update (spec 2.6, 9): 24 hours after its last, in ms since the epoch. */
export const nextUpdateAt = (updatedAtSeconds: number) => updatedAtSeconds * 1000 + INSIGHT_REFRESH_WINDOW_MS;

/**
 * How long a completed analysis waits at `nowMs` before it is fetched again: until its next
 * update, but never less than a poll delay (a server late with the update is not asked in a loop).
 */
export function msUntilNextUpdate(updatedAtSeconds: number | null, nowMs: number): number {
  const left = updatedAtSeconds === null ? 0 : nextUpdateAt(updatedAtSeconds) - nowMs;
  return Math.max(left, INSIGHT_POLL_DELAY_MS);
}

const fetchedDocument = ({ event }: { event: DoneActorEvent<ProfileDocument | null> }) => ({
  profile: event.output,
});
const fetchFailure = ({ event }: { event: ErrorActorEvent }) => ({ failure: failureOf(event.error) });

export const insightStatusMachine = setup({
  types: {
    context: {} as InsightStatusContext,
    events: {} as InsightStatusEvent,
  },
  actors: {
    /** The signed-in user's profile document, or null when it does not exist yet (404). */
    fetchProfile: fromPromise<ProfileDocument | null>(notProvided('fetchProfile')),
  },
  actions: {
    assignDocument: assign((_, { profile }: { profile: ProfileDocument | null }) =>
      profile
        ? { status: profile._insights.status, updatedAtSeconds: profile._updatedAt._seconds, profile, settled: true }
        : { ...NO_DOCUMENT, settled: true },
    ),
    markSettled: assign({ settled: true }),
    forgetDocument: assign(() => NO_DOCUMENT),
    // Side effect: the composition root ends the session, whose sign-in the server no longer accepts.
    signInRefused: () => {},
  },
  guards: {
    isCompletedDocument: (_, { profile }: { profile: ProfileDocument | null }) =>
      profile?._insights.status === 'completed',
    isSignInRefused: (_, { failure }: { failure: CallFailure }) => failure.status === 401,
    isPending: ({ context }) => context.status === 'pending',
    isProcessing: ({ context }) => context.status === 'processing',
  },
  delays: {
    pollDelay: INSIGHT_POLL_DELAY_MS,
    // Machines read no clock: the composition root gives `msUntilNextUpdate` the time; alone, a full window.
    untilNextUpdate: INSIGHT_REFRESH_WINDOW_MS,
  },
}).createMachine({
  id: 'insightStatus',
  context: NO_DOCUMENT,
  initial: 'stopped',
  states: {
    stopped: {
      description:
        "Nobody is signed in: the app does not ask for the profile analysis, and nothing of a previous user's analysis or modal is kept.",
      on: { 'insights.start': 'signedIn' },
    },
    signedIn: {
      description: 'A subscriber is signed in: their profile analysis, and the insight modals beside it.',
      type: 'parallel',
      on: { 'insights.stop': { target: 'stopped', actions: 'forgetDocument' } },
      states: {
        status: {
          description: 'Whether the profile analysis is known, and when the app asks the server for it again.',
          initial: 'fetching',
          // A fetch under way may answer the document from before the upload: it starts over.
          on: { 'insights.refresh': '.fetching' },
          states: {
            fetching: {
              description:
                "The app asks the server for the profile analysis. Right after sign-in the Analytics screen shows the loader 'Loading your analytics' until it answers; later on the last analysis stays on screen meanwhile.",
              invoke: {
                id: 'fetchProfile',
                src: 'fetchProfile',
                onDone: [
                  {
                    guard: { type: 'isCompletedDocument', params: fetchedDocument },
                    target: 'completed',
                    actions: { type: 'assignDocument', params: fetchedDocument },
                  },
                  { target: 'waiting', actions: { type: 'assignDocument', params: fetchedDocument } },
                ],
                onError: [
                  {
                    guard: { type: 'isSignInRefused', params: fetchFailure },
                    target: 'refused',
                    actions: ['markSettled', 'signInRefused'],
                  },
                  { target: 'waiting', actions: 'markSettled' },
                ],
              },
            },
            waiting: {
              description:
                "The analysis is not complete yet, or could not be read: the Analytics screen shows what is known so far ('Your profile has not been analysed yet…', or 'Analyse your Instagram account' when there is no profile yet), and the app asks again 15 seconds later.",
              after: { pollDelay: 'fetching' },
            },
            completed: {
              description:
                "The analysis is complete: the Analytics screen shows it in full, the dashboard counts down 'Next update in …', and the app asks again when the countdown ends (24 hours after the analysis was updated).",
              after: { untilNextUpdate: 'fetching' },
            },
            refused: {
              description:
                'The server refused the sign-in even with a renewed token: the app stops asking, and the session signs the user out.',
            },
          },
        },
        modal: {
          description: 'The insight modals, opened when the Analytics screen opens before the analysis is complete.',
          initial: 'closed',
          states: {
            closed: {
              description: 'No insight modal is open.',
              on: {
                'insightsModal.show': [
                  { guard: 'isPending', target: 'almostReady' },
                  { guard: 'isProcessing', target: 'processing' },
                ],
              },
            },
            almostReady: {
              description:
                "The modal 'Insights are almost ready' is open ('We need a little more time to prepare some useful tips and recommendations for you.') with 'Got it'.",
              on: { 'insightsModal.dismiss': 'closed' },
            },
            processing: {
              description:
                "The modal 'Processing your insights' is open ('Our algorithms are analysing your profile data right now…') with 'Got it'.",
              on: { 'insightsModal.dismiss': 'closed' },
            },
          },
        },
      },
    },
  },
});

type InsightStatusSnapshot = SnapshotFrom<typeof insightStatusMachine>;

export const selectInsightStatus = (snapshot: InsightStatusSnapshot) => snapshot.context.status;
export const isInsightPending = (snapshot: InsightStatusSnapshot) => snapshot.context.status === 'pending';
export const isInsightProcessing = (snapshot: InsightStatusSnapshot) => snapshot.context.status === 'processing';
export const isInsightCompleted = (snapshot: InsightStatusSnapshot) => snapshot.context.status === 'completed';
export const selectUpdatedAtSeconds = (snapshot: InsightStatusSnapshot) => snapshot.context.updatedAtSeconds;
/** The latest profile document: undefined until the first fetch settles, null when there is none. */
export const selectLatestProfile = (snapshot: InsightStatusSnapshot) =>
  snapshot.context.settled ? snapshot.context.profile : undefined;
export const isFetchingProfile = (snapshot: InsightStatusSnapshot) =>
  snapshot.matches({ signedIn: { status: 'fetching' } });
export const isAlmostReadyModalOpen = (snapshot: InsightStatusSnapshot) =>
  snapshot.matches({ signedIn: { modal: 'almostReady' } });
export const isProcessingModalOpen = (snapshot: InsightStatusSnapshot) =>
  snapshot.matches({ signedIn: { modal: 'processing' } });
