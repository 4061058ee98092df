/** Profile documents and model events for the insight status machine, shared by its tests. */
import type { EventObject, SnapshotFrom } from 'xstate';
import type { InsightStatus, ProfileDocument } from '../../contracts/profile';
import type { insightStatusMachine } from '../../machines/insight-status.machine';

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
  error: new Error('Request failed with status 500'),
};
export const pollDelayPassed = { type: 'xstate.after.pollDelay.insightStatus.status.waiting' };

export const userEvents: EventObject[] = [
  { type: 'insights.start' },
  { type: 'insights.stop' },
  { type: 'insights.refresh' },
  { type: 'insightsModal.show' },
  { type: 'insightsModal.dismiss' },
];

export function resultsIn(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches({ status: 'fetching' })) {
    return [
      fetched(null),
      fetched(profileDocument('pending')),
      fetched(profileDocument('processing')),
      fetched(profileDocument('completed')),
      fetchFailed,
    ];
  }
  return snapshot.matches({ status: 'waiting' }) ? [pollDelayPassed] : [];
}

export const serialize = (snapshot: Snapshot) => JSON.stringify({ state: snapshot.value, ...snapshot.context });
