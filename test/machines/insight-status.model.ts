/** Profile documents and model events for the insight status machine, shared by its tests. */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { InsightStatus, ProfileDocument } from '../../contracts/profile';
import type { insightStatusMachine } from '../../machines/insight-status.machine';
import { callFailure } from '../harness/call-failure';

type Snapshot = SnapshotFrom<typeof insightStatusMachine>;

/** Each status comes with its own update time, so the context shows which document was last read. */
export const UPDATED_AT: Record<Exclude<InsightStatus, 'idle'>, number> = {
  pending: 1_700_000_100,
  processing: 1_700_000_200,
  completed: 1_700_000_300,
};

export function profileDocument(status: Exclude<InsightStatus, 'idle'>): ProfileDocument {
  return { _insights: { status }, _updatedAt: { _seconds: UPDATED_AT[status] } };
}

const fetched = (output: ProfileDocument | null) => ({ type: 'xstate.done.actor.fetchProfile', output });
export const fetchFailed = {
  type: 'xstate.error.actor.fetchProfile',
  error: callFailure({ status: 500, text: 'Request failed with status 500' }),
};
/** The server refuses the sign-in, even after the app renewed the token (src/app/insights.ts). */
export const signInRefused = {
  type: 'xstate.error.actor.fetchProfile',
  error: callFailure({ status: 401, text: 'Sign in again', serverText: 'Sign in again' }),
};
export const pollDelayPassed = { type: 'xstate.after.pollDelay.insightStatus.signedIn.status.waiting' };
/** The dashboard's 24-hour countdown of a completed analysis ends. */
export const nextUpdateDue = { type: 'xstate.after.untilNextUpdate.insightStatus.signedIn.status.completed' };

export const userEvents: EventObject[] = [
  { type: 'insights.start' },
  { type: 'insights.stop' },
  { type: 'insights.refresh' },
  { type: 'insightsModal.show' },
  { type: 'insightsModal.dismiss' },
];

export function resultsIn(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches({ signedIn: { status: 'fetching' } })) {
    return [
      fetched(null),
      fetched(profileDocument('pending')),
      fetched(profileDocument('processing')),
      fetched(profileDocument('completed')),
      fetchFailed,
      signInRefused,
    ];
  }
  if (snapshot.matches({ signedIn: { status: 'waiting' } })) return [pollDelayPassed];
  return snapshot.matches({ signedIn: { status: 'completed' } }) ? [nextUpdateDue] : [];
}

export const serialize = (snapshot: Snapshot) => JSON.stringify({ state: snapshot.value, ...snapshot.context });
