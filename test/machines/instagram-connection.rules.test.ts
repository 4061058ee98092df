/** The Instagram connection's rules on a live actor with fake calls and a simulated clock. */
import { describe, expect, it } from 'vitest';
import { CONNECT_FAILURE_TEXT, INSTAGRAM_COPY, MANUAL_REFRESH_INTERVAL_MS } from '../../content/instagram-connection';
import {
  connectFailureOf,
  isConfirmingDisconnect,
  isConnecting,
  isDisconnecting,
  isFinishingConnect,
  REDIRECT_TIMEOUT_MS,
  refreshLockedUntil,
  selectConnectionNotice,
  selectConnectionView,
  selectLinkedStep,
  selectLinkedUsername,
  STATUS_RETRY_DELAY_MS,
  SYNC_POLL_DELAY_MS,
} from '../../machines/instagram-connection.machine';
import { callFailure } from '../harness/call-failure';
import { flush } from '../harness/flush';
import type { FakeActors } from '../harness/run-path';
import { AUTHORIZE_URL, liveConnection, OFFLINE, RETRY_AT, USERNAME, VIEWS } from './instagram-connection.model';

const NOW = Date.parse(RETRY_AT) - 30 * 60_000;

function start() {
  const { actor, fakes, clock, goTo, profileUpdated } = liveConnection();
  const answer = async (id: string, outcome: Parameters<FakeActors['settle']>[1]) => {
    fakes.settle(id, outcome);
    await flush();
  };
  const snapshot = () => actor.getSnapshot();
  const shown = () => ({
    step: selectLinkedStep(snapshot()),
    username: selectLinkedUsername(snapshot()),
    notice: selectConnectionNotice(snapshot())?.text ?? null,
  });
  /** Started, with the status the server answers first. */
  const startWith = async (view: (typeof VIEWS)[keyof typeof VIEWS]) => {
    actor.send({ type: 'connection.start' });
    await answer('fetchStatus', { output: view });
  };
  return { actor, fakes, clock, goTo, profileUpdated, answer, snapshot, shown, startWith };
}

const refusal = (status: number, code: string, retryAt: string | null = null) =>
  callFailure({ status, code, retryAt, text: code, serverText: code });

describe('instagram connection rules', () => {
  it('reads nothing before sign-in starts it, then shows the status the server gives', async () => {
    for (const [view, step] of [
      [VIEWS.none, null],
      [VIEWS.syncing, 'syncing'],
      [VIEWS.connected, 'connected'],
      [VIEWS.reconnect, 'reconnect'],
    ] as const) {
      const s = start();
      expect(s.fakes.calls).toEqual([]);
      await s.startWith(view);
      expect(s.shown()).toEqual({ step, username: step ? USERNAME : null, notice: null });
      expect(s.snapshot().matches({ status: { unlinked: 'none' } })).toBe(view.state === 'none');
    }
  });

  it('reads an unreadable status again after a while, and shows nothing of the connection meanwhile', async () => {
    const s = start();
    s.actor.send({ type: 'connection.start' });
    await s.answer('fetchStatus', { error: OFFLINE });
    expect(s.shown()).toEqual({ step: null, username: null, notice: null });
    s.clock.increment(STATUS_RETRY_DELAY_MS - 1);
    expect(s.fakes.calls).toHaveLength(1);
    s.clock.increment(1);
    await s.answer('fetchStatus', { output: VIEWS.connected });
    expect(s.shown().step).toBe('connected');
  });

  it('Connect Instagram sends the browser to the authorize address the server gave, waiting meanwhile', async () => {
    const s = start();
    await s.startWith(VIEWS.none);
    s.actor.send({ type: 'connection.connect' });
    expect(isConnecting(s.snapshot())).toBe(true);
    await s.answer('startConnect', { output: { authorizeUrl: AUTHORIZE_URL } });
    expect(s.goTo).toHaveBeenCalledExactlyOnceWith(AUTHORIZE_URL);
    expect(isConnecting(s.snapshot())).toBe(true); // until the page is gone
  });

  it('a connect that cannot start says Instagram could not be reached and reads the status again', async () => {
    const s = start();
    await s.startWith(VIEWS.none);
    s.actor.send({ type: 'connection.connect' });
    await s.answer('startConnect', { error: refusal(500, 'internal') });
    expect(s.goTo).not.toHaveBeenCalled();
    await s.answer('fetchStatus', { output: VIEWS.none });
    expect(s.shown()).toEqual({ step: null, username: null, notice: CONNECT_FAILURE_TEXT.unavailable });
  });

  it("hands Instagram's refusal to the server as it came and shows the failure's text", async () => {
    const s = start();
    s.actor.send({ type: 'connection.start' });
    // The callback page sends it right after starting: the status read under way gives way.
    s.actor.send({
      type: 'connection.callback',
      state: 's1',
      error: 'access_denied',
      errorReason: 'user_denied',
      errorDescription: 'Permissions error',
    });
    expect(isFinishingConnect(s.snapshot())).toBe(true);
    expect(s.fakes.calls.at(-1)).toEqual({
      id: 'finishConnect',
      input: { state: 's1', error: 'access_denied', errorReason: 'user_denied', errorDescription: 'Permissions error' },
    });
    await s.answer('finishConnect', { error: refusal(400, 'access-denied') });
    await s.answer('fetchStatus', { output: VIEWS.none });
    expect(s.shown().notice).toBe(CONNECT_FAILURE_TEXT['access-denied']);
  });

  it('a personal account is refused with the export offered, and the account it had stays (reconnect)', async () => {
    // Back from Instagram: a new page load, whose actor starts and gets the callback at once.
    const s = start();
    s.actor.send({ type: 'connection.start' });
    s.actor.send({ type: 'connection.callback', state: 's1', code: 'c1' });
    await s.answer('finishConnect', { error: refusal(400, 'personal-account') });
    await s.answer('fetchStatus', { output: VIEWS.reconnect });
    expect(s.shown()).toEqual({
      step: 'reconnect',
      username: USERNAME,
      notice: CONNECT_FAILURE_TEXT['personal-account'],
    });
    expect(selectConnectionNotice(s.snapshot())).toMatchObject({ tone: 'alert', suggestsExport: true });
  });

  it('names the failure by the server code; anything else (network, 5xx, rate limit) is unavailable', () => {
    expect(connectFailureOf(refusal(400, 'code-invalid'))).toBe('code-invalid');
    expect(connectFailureOf(refusal(400, 'state-invalid'))).toBe('state-invalid');
    expect(connectFailureOf(refusal(429, 'too-many'))).toBe('unavailable');
    expect(connectFailureOf(callFailure({ status: 500 }))).toBe('unavailable');
    expect(connectFailureOf(OFFLINE)).toBe('unavailable');
    expect(connectFailureOf(refusal(400, 'constructor'))).toBe('unavailable');
  });

  it('polls a sync every few seconds until it completes, then lets the app fetch the document once and stops polling', async () => {
    const s = start();
    s.actor.send({ type: 'connection.start' });
    s.actor.send({ type: 'connection.callback', state: 's1', code: 'c1' });
    await s.answer('finishConnect', { output: VIEWS.syncing });
    expect(s.shown().step).toBe('syncing');
    s.clock.increment(SYNC_POLL_DELAY_MS - 1);
    expect(s.fakes.calls.filter(({ id }) => id === 'pollStatus')).toHaveLength(0);
    s.clock.increment(1);
    await s.answer('pollStatus', { output: VIEWS.syncing });
    s.clock.increment(SYNC_POLL_DELAY_MS);
    await s.answer('pollStatus', { error: OFFLINE }); // one failed poll changes nothing
    expect(s.shown().step).toBe('syncing');
    expect(s.profileUpdated).not.toHaveBeenCalled();
    s.clock.increment(SYNC_POLL_DELAY_MS);
    await s.answer('pollStatus', { output: VIEWS.connected });
    expect(s.shown().step).toBe('connected');
    expect(s.profileUpdated).toHaveBeenCalledOnce();
    s.clock.increment(10 * SYNC_POLL_DELAY_MS);
    expect(s.fakes.calls.filter(({ id }) => id === 'pollStatus')).toHaveLength(3);
  });

  it('a sync that loses access ends in reconnect, without a document fetch', async () => {
    const s = start();
    await s.startWith(VIEWS.syncing);
    s.clock.increment(SYNC_POLL_DELAY_MS);
    await s.answer('pollStatus', { output: VIEWS.reconnect });
    expect(s.shown().step).toBe('reconnect');
    expect(s.profileUpdated).not.toHaveBeenCalled();
  });

  it('Refresh now is refused until refreshAvailableAt; a 429 locks it until the time the server gives', async () => {
    const s = start();
    await s.startWith({ ...VIEWS.connected, refreshAvailableAt: RETRY_AT });
    s.actor.send({ type: 'connection.refresh', now: NOW });
    expect(s.fakes.calls).toHaveLength(1); // the status read only
    s.actor.send({ type: 'connection.refresh', now: Date.parse(RETRY_AT) });
    expect(s.shown().step).toBe('refreshing');
    const later = new Date(Date.parse(RETRY_AT) + MANUAL_REFRESH_INTERVAL_MS).toISOString();
    await s.answer('refreshNow', { error: refusal(429, 'too-soon', later) });
    expect(s.shown()).toEqual({ step: 'connected', username: USERNAME, notice: null });
    expect(refreshLockedUntil(selectConnectionView(s.snapshot()), Date.parse(RETRY_AT))).toBe(later);
    s.actor.send({ type: 'connection.refresh', now: Date.parse(later) - 1 });
    expect(s.shown().step).toBe('connected');
    s.actor.send({ type: 'connection.refresh', now: Date.parse(later) });
    await s.answer('refreshNow', { output: VIEWS.syncing });
    expect(s.shown().step).toBe('syncing');
  });

  it('a failed refresh keeps connected with a message and may be tried again; a 409 reads the status again', async () => {
    const s = start();
    await s.startWith(VIEWS.connected);
    s.actor.send({ type: 'connection.refresh', now: NOW });
    await s.answer('refreshNow', { error: OFFLINE });
    expect(s.shown()).toEqual({ step: 'connected', username: USERNAME, notice: 'Something went wrong' });
    s.actor.send({ type: 'connection.refresh', now: NOW });
    expect(s.shown()).toEqual({ step: 'refreshing', username: USERNAME, notice: null });
    await s.answer('refreshNow', { error: refusal(409, 'reconnect') });
    await s.answer('fetchStatus', { output: VIEWS.reconnect });
    expect(s.shown().step).toBe('reconnect');
  });

  it('Disconnect asks first; cancel keeps everything; confirm deletes, says so and lets the app fetch the document', async () => {
    const s = start();
    await s.startWith(VIEWS.connected);
    s.actor.send({ type: 'connection.disconnect' });
    expect(isConfirmingDisconnect(s.snapshot())).toBe(true);
    s.actor.send({ type: 'connection.cancel' });
    expect(isConfirmingDisconnect(s.snapshot())).toBe(false);
    expect(s.fakes.calls).toHaveLength(1);
    s.actor.send({ type: 'connection.disconnect' });
    s.actor.send({ type: 'connection.confirm' });
    expect(isDisconnecting(s.snapshot())).toBe(true);
    await s.answer('disconnect', { output: VIEWS.none });
    expect(s.snapshot().matches({ status: { unlinked: 'none' } })).toBe(true);
    expect(selectConnectionNotice(s.snapshot())).toEqual({
      tone: 'status',
      text: INSTAGRAM_COPY.disconnected,
      suggestsExport: false,
    });
    expect(s.profileUpdated).toHaveBeenCalledOnce();
  });

  it('a failed disconnect keeps the connection with a message, and may be tried again', async () => {
    const s = start();
    await s.startWith(VIEWS.reconnect);
    s.actor.send({ type: 'connection.disconnect' });
    s.actor.send({ type: 'connection.confirm' });
    await s.answer('disconnect', { error: callFailure({ status: 500, text: 'Request failed with status 500' }) });
    expect(s.shown()).toEqual({ step: 'reconnect', username: USERNAME, notice: 'Something went wrong' });
    s.actor.send({ type: 'connection.disconnect' });
    s.actor.send({ type: 'connection.confirm' });
    await s.answer('disconnect', { output: VIEWS.none });
    expect(s.snapshot().matches({ status: { unlinked: 'none' } })).toBe(true);
  });

  it('sign-out forgets the account and stops polling; the next sign-in reads afresh', async () => {
    const s = start();
    await s.startWith(VIEWS.syncing);
    s.actor.send({ type: 'connection.stop' });
    expect(selectConnectionView(s.snapshot())).toBeNull();
    expect(s.shown()).toEqual({ step: null, username: null, notice: null });
    s.clock.increment(10 * SYNC_POLL_DELAY_MS);
    expect(s.fakes.calls).toHaveLength(1);
    s.actor.send({ type: 'connection.start' });
    expect(s.fakes.calls.map(({ id }) => id)).toEqual(['fetchStatus', 'fetchStatus']);
  });

  it('refreshLockedUntil: allowed when there is no time or it has passed', () => {
    expect(refreshLockedUntil(null, NOW)).toBeNull();
    expect(refreshLockedUntil(VIEWS.connected, NOW)).toBeNull();
    expect(refreshLockedUntil({ ...VIEWS.connected, refreshAvailableAt: RETRY_AT }, Date.parse(RETRY_AT))).toBeNull();
    expect(refreshLockedUntil({ ...VIEWS.connected, refreshAvailableAt: RETRY_AT }, NOW)).toBe(RETRY_AT);
  });
});

describe('instagram connection: defects found and fixed', () => {
  it("ignores 'Refresh now' while the disconnect dialog is open or deleting", async () => {
    const s = start();
    await s.startWith(VIEWS.connected);
    s.actor.send({ type: 'connection.disconnect' });
    s.actor.send({ type: 'connection.refresh', now: NOW + 2 * MANUAL_REFRESH_INTERVAL_MS });
    s.actor.send({ type: 'connection.confirm' });
    s.actor.send({ type: 'connection.refresh', now: NOW + 2 * MANUAL_REFRESH_INTERVAL_MS });
    expect(s.shown().step).toBe('connected');
    expect(s.fakes.calls.map(({ id }) => id)).toEqual(['fetchStatus', 'disconnect']);
    s.actor.send({ type: 'connection.cancel' }); // disabled while deleting
    await s.answer('disconnect', { error: OFFLINE });
    s.actor.send({ type: 'connection.refresh', now: NOW + 2 * MANUAL_REFRESH_INTERVAL_MS });
    expect(s.shown().step).toBe('refreshing'); // the dialog is closed again
  });

  it('Back from Instagram (the page shown again) reads the status again, and Connect Instagram works', async () => {
    const s = start();
    await s.startWith(VIEWS.none);
    s.actor.send({ type: 'connection.connect' });
    await s.answer('startConnect', { output: { authorizeUrl: AUTHORIZE_URL } });
    s.actor.send({ type: 'connection.returned' });
    expect(isConnecting(s.snapshot())).toBe(false);
    await s.answer('fetchStatus', { output: VIEWS.none });
    expect(s.shown()).toEqual({ step: null, username: null, notice: null });
    s.actor.send({ type: 'connection.connect' });
    expect(s.fakes.calls.map(({ id }) => id)).toEqual(['fetchStatus', 'startConnect', 'fetchStatus', 'startConnect']);
  });

  it("a redirect that never leaves the page gives up: 'Connect Instagram' works again and says so", async () => {
    const s = start();
    await s.startWith(VIEWS.none);
    s.actor.send({ type: 'connection.connect' });
    await s.answer('startConnect', { output: { authorizeUrl: AUTHORIZE_URL } });
    s.clock.increment(REDIRECT_TIMEOUT_MS - 1);
    expect(isConnecting(s.snapshot())).toBe(true);
    s.clock.increment(1);
    expect(isConnecting(s.snapshot())).toBe(false);
    await s.answer('fetchStatus', { output: VIEWS.none });
    expect(s.shown().notice).toBe(INSTAGRAM_COPY.redirectStalled);
  });
});
