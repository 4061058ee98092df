/**
 * The model of the Instagram connection that the model-based machine test walks
 * (test/machines/instagram-connection.machine.test.ts): what the user does, every answer of the
 * five calls in content/instagram-connection.ts (and a network failure), and the state, view and
 * notice each answer leads to.
 */
import { vi } from 'vitest';
import { createActor, SimulatedClock, type EventObject, type SnapshotFrom } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../content/auth-errors';
import { CONNECT_FAILURE_TEXT, INSTAGRAM_COPY } from '../../content/instagram-connection';
import type { ConnectFailure, InstagramConnectionView } from '../../contracts/instagram-connection';
import {
  instagramConnectionMachine,
  type ConnectionNotice,
  type InstagramConnectionEvent,
} from '../../machines/instagram-connection.machine';
import { callFailure } from '../harness/call-failure';
import { FakeActors } from '../harness/run-path';

export type Snapshot = SnapshotFrom<typeof instagramConnectionMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

export const USERNAME = 'reach.demo';
export const AUTHORIZE_URL = 'https://www.instagram.com/oauth/authorize?client_id=1&state=s1';
export const RETRY_AT = '2026-01-15T13:00:00.000Z';
const MINUTE = 60_000;

/** A connected account's view in `state`. */
export const account = (
  state: InstagramConnectionView['state'],
  over: Partial<InstagramConnectionView> = {},
): InstagramConnectionView => ({
  state,
  username: USERNAME,
  lastSyncedAt: '2026-01-15T11:00:00.000Z',
  nextSyncAt: '2026-01-16T11:00:00.000Z',
  refreshAvailableAt: null,
  ...over,
});

export const VIEWS = {
  none: { state: 'none' } as InstagramConnectionView,
  syncing: account('syncing', { lastSyncedAt: null }),
  connected: account('connected'),
  reconnect: account('reconnect', { nextSyncAt: null }),
};

/** What Instagram appended to the callback address after the user allowed access. */
export const CALLBACK = { type: 'connection.callback', code: 'AQBx-code', state: 's1' } as const;

/** The user's presses: 'Refresh now' before and after the time the server gave in a 429. */
const userEvents: InstagramConnectionEvent[] = [
  { type: 'connection.start' },
  { type: 'connection.stop' },
  { type: 'connection.connect' },
  { type: 'connection.returned' },
  CALLBACK,
  { type: 'connection.refresh', now: Date.parse(RETRY_AT) - MINUTE },
  { type: 'connection.refresh', now: Date.parse(RETRY_AT) + MINUTE },
  { type: 'connection.disconnect' },
  { type: 'connection.confirm' },
  { type: 'connection.cancel' },
];

const alert = (text: string, suggestsExport = false): ConnectionNotice => ({ tone: 'alert', text, suggestsExport });
const connectFailed = (failure: ConnectFailure) => alert(CONNECT_FAILURE_TEXT[failure], failure === 'personal-account');
/** A refusal of the server as src/services/call-failure.ts reads it: the status and the server's `error` fields. */
const refusal = (status: number, code: string, message: string, retryAt: string | null = null) =>
  callFailure({ status, code, text: message, serverText: message, retryAt });
export const OFFLINE = callFailure({ text: 'Failed to fetch' });

/**
 * A call's answer, the state it leads to (one of the active leaf states), the notice then shown
 * ('kept': the one before stays) and whether the app is told to fetch the profile document.
 */
export interface ConnectionResult {
  result: EventObject;
  state: string;
  notice: ConnectionNotice | null | 'kept';
  profileUpdated: boolean;
}

/** Where a failed connect leads: the status is read again. */
const LOADING = 'status.unlinked.loading';

const row = (
  result: EventObject,
  state: string,
  notice: ConnectionResult['notice'] = 'kept',
  profileUpdated = false,
): ConnectionResult => ({ result, state, notice, profileUpdated });

const statusRows = (id: 'fetchStatus' | 'pollStatus'): ConnectionResult[] => [
  row(done(id, VIEWS.none), 'status.unlinked.none'),
  row(done(id, VIEWS.syncing), 'status.linked.sync.syncing.waiting'),
  // A sync that completes while polled changes the document: the app fetches it.
  row(done(id, VIEWS.connected), 'status.linked.sync.connected', 'kept', id === 'pollStatus'),
  row(done(id, VIEWS.reconnect), 'status.linked.sync.reconnect'),
  row(failed(id, OFFLINE), id === 'fetchStatus' ? 'status.unlinked.unavailable' : 'status.linked.sync.syncing.waiting'),
];

/** Every answer per call, as server/routes/instagram.ts gives them. */
const RESULTS: Record<string, ConnectionResult[]> = {
  fetchStatus: statusRows('fetchStatus'),
  pollStatus: statusRows('pollStatus'),
  startConnect: [
    row(done('startConnect', { authorizeUrl: AUTHORIZE_URL }), 'connecting.redirecting', null),
    row(failed('startConnect', OFFLINE), LOADING, connectFailed('unavailable')),
  ],
  finishConnect: [
    row(done('finishConnect', VIEWS.syncing), 'status.linked.sync.syncing.waiting', null),
    row(
      failed('finishConnect', refusal(400, 'access-denied', CONNECT_FAILURE_TEXT['access-denied'])),
      LOADING,
      connectFailed('access-denied'),
    ),
    row(
      failed('finishConnect', refusal(400, 'state-invalid', CONNECT_FAILURE_TEXT['state-invalid'])),
      LOADING,
      connectFailed('state-invalid'),
    ),
    row(
      failed('finishConnect', refusal(400, 'code-invalid', CONNECT_FAILURE_TEXT['code-invalid'])),
      LOADING,
      connectFailed('code-invalid'),
    ),
    row(
      failed('finishConnect', refusal(400, 'personal-account', CONNECT_FAILURE_TEXT['personal-account'])),
      LOADING,
      connectFailed('personal-account'),
    ),
    row(
      failed('finishConnect', refusal(502, 'unavailable', CONNECT_FAILURE_TEXT.unavailable)),
      LOADING,
      connectFailed('unavailable'),
    ),
    // A rate limit or a crash names no connect failure: Instagram could not be reached.
    row(
      failed('finishConnect', callFailure({ status: 429, text: 'Too many requests, try again later' })),
      LOADING,
      connectFailed('unavailable'),
    ),
    row(
      failed('finishConnect', callFailure({ status: 500, text: 'Request failed with status 500' })),
      LOADING,
      connectFailed('unavailable'),
    ),
    row(failed('finishConnect', OFFLINE), LOADING, connectFailed('unavailable')),
  ],
  refreshNow: [
    row(done('refreshNow', VIEWS.syncing), 'status.linked.sync.syncing.waiting'),
    row(
      failed('refreshNow', refusal(429, 'too-soon', 'Instagram was refreshed less than an hour ago', RETRY_AT)),
      'status.linked.sync.connected',
    ),
    row(failed('refreshNow', refusal(409, 'reconnect', 'No working Instagram connection to refresh')), LOADING),
    row(failed('refreshNow', OFFLINE), 'status.linked.sync.connected', alert(SOMETHING_WENT_WRONG)),
  ],
  disconnect: [
    row(
      done('disconnect', VIEWS.none),
      'status.unlinked.none',
      { tone: 'status', text: INSTAGRAM_COPY.disconnected, suggestsExport: false },
      true,
    ),
    row(failed('disconnect', OFFLINE), 'status.linked.disconnect.idle', alert(SOMETHING_WENT_WRONG)),
  ],
};

export function resultRow(event: EventObject): ConnectionResult | undefined {
  const [, id] = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type) ?? [];
  return RESULTS[id]?.find((candidate) => JSON.stringify(candidate.result) === JSON.stringify(event));
}

export const DELAYS = {
  statusRetry: { type: 'xstate.after.statusRetryDelay.instagramConnection.status.unlinked.unavailable' },
  syncPoll: { type: 'xstate.after.syncPollDelay.instagramConnection.status.linked.sync.syncing.waiting' },
  redirectTimeout: { type: 'xstate.after.redirectTimeout.instagramConnection.connecting.redirecting' },
};

/** The call each state makes, by its invoke id. */
const CALLS: Array<[Parameters<Snapshot['matches']>[0], string]> = [
  [{ status: { unlinked: 'loading' } }, 'fetchStatus'],
  [{ status: { linked: { sync: { syncing: 'polling' } } } }, 'pollStatus'],
  [{ connecting: 'starting' }, 'startConnect'],
  [{ connecting: 'finishing' }, 'finishConnect'],
  [{ status: { linked: { sync: 'refreshing' } } }, 'refreshNow'],
  [{ status: { linked: { disconnect: 'disconnecting' } } }, 'disconnect'],
];

/** The answers of the calls the snapshot's states make, and the delays they wait for. */
function resultsIn(snapshot: Snapshot): EventObject[] {
  const running = CALLS.filter(([state]) => snapshot.matches(state)).map(([, id]) => id);
  return [...running.flatMap((id) => RESULTS[id].map(({ result }) => result)), ...Object.values(DELAYS)];
}

/**
 * The connect failures other than 'unavailable' differ from it only in their text: their paths end
 * once the text shows, instead of walking every later state again once per text.
 */
const TEXT_ONLY_FAILURES = (['access-denied', 'state-invalid', 'code-invalid', 'personal-account'] as const).map(
  (failure) => CONNECT_FAILURE_TEXT[failure],
);

/** The events a model path may try next in the snapshot. */
export function modelEvents(snapshot: Snapshot): EventObject[] {
  const notice = snapshot.context.notice?.text;
  return notice && TEXT_ONLY_FAILURES.includes(notice) ? [] : [...userEvents, ...resultsIn(snapshot)];
}

/** Every active leaf state as a dotted path: `status.linked.sync.connected`, `status.linked.disconnect.idle`. */
function leafStates(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafStates(child, `${prefix}${key}.`),
  );
}

/**
 * The states, the notice and, while an account is linked, what its view says (its state and the
 * refresh lock): outside linked the screen shows nothing of the view.
 */
export const serialize = (snapshot: Snapshot) => {
  const view = snapshot.matches({ status: 'linked' }) ? snapshot.context.view : null;
  return JSON.stringify({
    states: leafStates(snapshot.value),
    view: view?.state ?? null,
    refreshAvailableAt: view?.refreshAvailableAt ?? null,
    notice: snapshot.context.notice,
  });
};

export interface Shown {
  states: string[];
  view: InstagramConnectionView['state'] | null;
  refreshAvailableAt: string | null;
  notice: ConnectionNotice | null;
}

export const parse = (expected: string) => JSON.parse(expected) as Shown;

/**
 * A live, started actor of the machine for the rules and screen tests: fake calls settled by
 * invoke id (fetchStatus, pollStatus, startConnect, finishConnect, refreshNow, disconnect), spies
 * for the redirect and the profile refetch, and a simulated clock for the delays.
 */
export function liveConnection() {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const goTo = vi.fn();
  const profileUpdated = vi.fn();
  const actors = Object.fromEntries(
    Object.keys(instagramConnectionMachine.implementations.actors).map((name) => [name, fakes.logic(name)]),
  );
  const actor = createActor(
    instagramConnectionMachine.provide({
      actors: actors as never,
      actions: { goTo: (_, { url }) => goTo(url), profileUpdated },
    }),
    { clock },
  ).start();
  return { actor, fakes, clock, goTo, profileUpdated };
}
