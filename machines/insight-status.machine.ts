/**
 * Insight status (spec 4) and the insight modals (spec 2.16). Region `status` polls the profile
 * document from `insights.start` (sign-in) until its status is completed, then stops polling; a
 * failed fetch keeps the last known status and retries after the same delay. No document yet
 * (the service maps the 404 to null) means status idle. `insights.refresh` fetches again at once
 * (after an upload changed the document), restarting one under way. `insights.stop` (sign-out) forgets the user's status.
 * Region `modal` holds the insights-almost-ready and processing-insights modals, whose flags the
 * spec keeps globally: `insightsModal.show` (the Analytics screen opened before the analysis is
 * complete) opens the one that matches the status. Pure: the fetch arrives through `.provide()`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { INSIGHT_POLL_DELAY_MS } from '../content/insights-status';
import type { InsightStatus, ProfileDocument } from '../contracts/profile';
import { outputOf } from './invoke-results';
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
    assignDocument: assign(({ event }) => {
      const profile = outputOf<ProfileDocument | null>(event);
      return profile
        ? { status: profile._insights.status, updatedAtSeconds: profile._updatedAt._seconds, profile, settled: true }
        : { ...NO_DOCUMENT, settled: true };
    }),
    markSettled: assign({ settled: true }),
    forgetDocument: assign(() => NO_DOCUMENT),
  },
  guards: {
    isCompletedDocument: ({ event }) => outputOf<ProfileDocument | null>(event)?._insights.status === 'completed',
    isPending: ({ context }) => context.status === 'pending',
    isProcessing: ({ context }) => context.status === 'processing',
  },
  delays: {
    pollDelay: INSIGHT_POLL_DELAY_MS,
  },
}).createMachine({
  id: 'insightStatus',
  context: NO_DOCUMENT,
  type: 'parallel',
  states: {
    status: {
      description: 'Whether the profile analysis is known, and when the app asks the server for it again.',
      initial: 'stopped',
      on: { 'insights.stop': { target: '.stopped', actions: 'forgetDocument' } },
      states: {
        stopped: {
          description:
            "Nobody is signed in: the app does not ask for the profile analysis, and nothing of a previous user's analysis is kept.",
          on: { 'insights.start': 'fetching' },
        },
        fetching: {
          description:
            "The app asks the server for the profile analysis. Right after sign-in the Analytics screen shows the loader 'Loading your analytics' until it answers; later on the last analysis stays on screen meanwhile.",
          // A fetch under way may answer the document from before the upload: start it over.
          on: { 'insights.refresh': { target: 'fetching', reenter: true } },
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            onDone: [
              { guard: 'isCompletedDocument', target: 'completed', actions: 'assignDocument' },
              { target: 'waiting', actions: 'assignDocument' },
            ],
            onError: { target: 'waiting', actions: 'markSettled' },
          },
        },
        waiting: {
          description:
            "The analysis is not complete yet, or could not be read: the Analytics screen shows what is known so far ('Your profile has not been analysed yet…', or 'Analyse your Instagram account' when there is no profile yet), and the app asks again 15 seconds later.",
          after: { pollDelay: 'fetching' },
          on: { 'insights.refresh': 'fetching' },
        },
        completed: {
          description:
            'The analysis is complete: the Analytics screen shows it in full, and the app stops asking until the profile changes.',
          on: { 'insights.refresh': 'fetching' },
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
export const isAlmostReadyModalOpen = (snapshot: InsightStatusSnapshot) => snapshot.matches({ modal: 'almostReady' });
export const isProcessingModalOpen = (snapshot: InsightStatusSnapshot) => snapshot.matches({ modal: 'processing' });
