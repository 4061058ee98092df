/**
 * Model-based test of the Instagram connection: every transition of the machine's
 * graph on live actors with fake calls; each answer leads to its state and notice, each press
 * to the step it names, the browser is sent to the authorize address the server gave, Instagram's
 * callback reaches ig-connectFinish as it came, and the app fetches the profile document exactly
 * when a sync completed or Instagram was disconnected. The suite fails below 100 % of states and transitions.
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { INSTAGRAM_COPY } from '../../content/instagram-connection';
import { instagramConnectionMachine } from '../../machines/instagram-connection.machine';
import { modelSuite } from '../harness/model-suite';
import {
  AUTHORIZE_URL,
  CALLBACK,
  DELAYS,
  modelEvents,
  parse,
  resultRow,
  serialize,
  type Shown,
} from './instagram-connection.model';

let profileUpdates = 0;
const redirects: string[] = [];

const LOADING = 'status.unlinked.loading';
const IDLE_DIALOG = 'status.linked.disconnect.idle';

/** What a press (or time passing) shows next, given what was shown before it. */
function expectPress(event: EventObject, before: Shown, shown: Shown) {
  const was = (state: string) => before.states.includes(state);
  const sameAsBefore = () => expect(shown).toEqual(before);
  switch (event.type) {
    case 'connection.start':
      return expect(shown).toEqual({ states: [LOADING], view: null, refreshAvailableAt: null, notice: null });
    case 'connection.stop':
      // Sign-out: nothing of the account stays for the next user.
      return expect(shown).toEqual({ states: ['stopped'], view: null, refreshAvailableAt: null, notice: null });
    case 'connection.connect':
      return expect({ states: shown.states, notice: shown.notice }).toEqual({
        states: ['connecting.starting'],
        notice: null,
      });
    case 'connection.callback':
      return expect({ states: shown.states, notice: shown.notice }).toEqual({
        states: ['connecting.finishing'],
        notice: null,
      });
    case 'connection.returned':
      // Back from Instagram: the status is read again.
      if (!was('connecting.redirecting')) return sameAsBefore();
      return expect(shown).toEqual({ ...before, states: [LOADING] });
    case 'connection.refresh': {
      const { now } = event as Extract<EventObject, { now: number }>;
      const locked = before.refreshAvailableAt !== null && Date.parse(before.refreshAvailableAt) > now;
      // Never behind the disconnect dialog.
      if (!was('status.linked.sync.connected') || !was(IDLE_DIALOG) || locked) return sameAsBefore();
      return expect({ sync: shown.states[0], notice: shown.notice }).toEqual({
        sync: 'status.linked.sync.refreshing',
        notice: null,
      });
    }
    case 'connection.disconnect':
      if (!was(IDLE_DIALOG)) return sameAsBefore();
      return expect({ dialog: shown.states[1], notice: shown.notice }).toEqual({
        dialog: 'status.linked.disconnect.confirming',
        notice: null,
      });
    case 'connection.confirm':
      return expect(shown.states[1]).toBe('status.linked.disconnect.disconnecting');
    case 'connection.cancel':
      return expect(shown).toEqual({ ...before, states: [before.states[0], IDLE_DIALOG] });
    case DELAYS.statusRetry.type:
      return expect(shown).toEqual({ ...before, states: [LOADING] });
    case DELAYS.syncPoll.type:
      return expect(shown).toEqual({ ...before, states: ['status.linked.sync.syncing.polling', before.states[1]] });
    case DELAYS.redirectTimeout.type:
      // The browser never left: 'Connect Instagram' works again and says why.
      return expect(shown).toEqual({
        ...before,
        states: [LOADING],
        notice: { tone: 'alert', text: INSTAGRAM_COPY.redirectStalled, suggestsExport: false },
      });
    default:
      throw new Error(`No expectation for ${event.type}`);
  }
}

modelSuite(instagramConnectionMachine, {
  events: modelEvents,
  serialize,
  actions: {
    profileUpdated: () => profileUpdates++,
    goTo: (_: unknown, { url }: { url: string }) => redirects.push(url),
  },
  afterPath: (path, fakes) => {
    let before: Shown = { states: ['stopped'], view: null, refreshAvailableAt: null, notice: null };
    let updates = 0;
    let toInstagram = 0;
    for (const step of path.steps) {
      const shown = parse(step.expected);
      const row = resultRow(step.event);
      if (row) {
        expect(shown.states).toContain(row.state);
        expect(shown.notice).toEqual(row.notice === 'kept' ? before.notice : row.notice);
        if (row.profileUpdated) updates++;
        if (row.state === 'connecting.redirecting') toInstagram++;
      } else {
        expectPress(step.event, before, shown);
      }
      before = shown;
    }
    expect(profileUpdates).toBe(updates);
    expect(redirects.splice(0)).toEqual(Array.from({ length: toInstagram }, () => AUTHORIZE_URL));
    profileUpdates = 0;
    // Instagram's answer goes to the server as it came; the other calls take nothing (the uid comes from the ID token).
    const { type: _, ...callback } = CALLBACK;
    for (const call of fakes.calls) expect(call.input).toEqual(call.id === 'finishConnect' ? callback : undefined);
  },
});
