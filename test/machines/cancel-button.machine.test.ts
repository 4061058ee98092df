import type { EventObject, SnapshotFrom } from 'xstate';
import { FETCHING_PLANS_WINDOW_MS } from '../../content/constants';
import { cancelButtonMachine, type CancelButtonInput } from '../../machines/cancel-button.machine';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof cancelButtonMachine>;

const NOW = Date.UTC(2026, 0, 15, 12);
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const userEvents: Array<EventObject & Record<string, unknown>> = [
  { type: 'subscription.updated', startedAt: iso(NOW - 20 * HOUR), canceled: false, now: NOW },
  { type: 'subscription.updated', startedAt: iso(NOW - HOUR), canceled: false, now: NOW },
  { type: 'subscription.updated', startedAt: iso(NOW - 20 * HOUR), canceled: true, now: NOW },
];

const events = (snapshot: Snapshot): Array<EventObject & Record<string, unknown>> => [
  ...userEvents,
  ...(snapshot.matches('fetching') ? [{ type: 'xstate.after.fetchingWindowLeft.cancelButton.fetching' }] : []),
];

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ state: snapshot.value, canceled: snapshot.context.canceled, startedAt: snapshot.context.startedAt });

modelSuite(cancelButtonMachine, {
  inputs: [
    { startedAt: iso(NOW - 20 * HOUR), canceled: false, now: NOW },
    { startedAt: iso(NOW - HOUR), canceled: false, now: NOW },
    { startedAt: iso(NOW - HOUR), canceled: true, now: NOW },
    { startedAt: null, canceled: false, now: NOW },
    // A zoneless timestamp is read as UTC: 9 h 59 min ago, still fetching.
    { startedAt: iso(NOW - FETCHING_PLANS_WINDOW_MS + 60_000).replace('Z', ''), canceled: false, now: NOW },
  ] satisfies CancelButtonInput[],
  events,
  serialize,
});
