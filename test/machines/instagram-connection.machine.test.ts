/**
 * Model-based test of the Instagram connection (issue 16): every transition of the machine's
 * graph on live actors with fake calls; each answer leads to its state and notice, each press
 * to the step it names, the browser is sent to the authorize address the server gave, Instagram's
 * callback reaches ig-connectFinish as it came, and the app fetches the profile document exactly
 * when a sync completed or Instagram was disconnected. The suite fails below 100 % of states and transitions.
 */
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { instagramConnectionMachine } from '../../machines/instagram-connection.machine';
import { modelSuite } from '../harness/model-suite';
import {
  AUTHORIZE_URL,
  CALLBACK,
  modelEvents,
  parse,
  resultRow,
  serialize,
  type Shown,
} from './instagram-connection.model';

let profileUpdates = 0;
const redirects: string[] = [];

/** What a press shows next, given what was shown before it. */
function expectPress(event: EventObject, before: Shown, shown: Shown) {
  const was = (state: string) => before.states.includes(state);
  const sameAsBefore = () => expect(shown).toEqual(before);
  switch (event.type) {
    case 'connection.start':
      return expect(shown).toEqual({ states: ['loading'], view: null, refreshAvailableAt: null, notice: null });
    case 'connection.stop':
      // Sign-out: nothing of the account stays for the next user.
      return expect(shown).toEqual({ states: ['stopped'], view: null, refreshAvailableAt: null, notice: null });
    case 'connection.connect':
      return expect({ states: shown.states, notice: shown.notice }).toEqual({ states: ['starting'], notice: null });
    case 'connection.callback':
      return expect({ states: shown.states, notice: shown.notice }).toEqual({ states: ['finishing'], notice: null });
    case 'connection.refresh': {
      const { now } = event as Extract<EventObject, { now: number }>;
      const locked = before.refreshAvailableAt !== null && Date.parse(before.refreshAvailableAt) > now;
      if (!was('linked.sync.connected') || locked) return sameAsBefore();
      return expect({ sync: shown.states[0], notice: shown.notice }).toEqual({
        sync: 'linked.sync.refreshing',
        notice: null,
      });
    }
    case 'connection.disconnect':
      if (!was('linked.disconnect.idle')) return sameAsBefore();
      return expect({ dialog: shown.states[1], notice: shown.notice }).toEqual({
        dialog: 'linked.disconnect.confirming',
        notice: null,
      });
    case 'connection.confirm':
      return expect(shown.states[1]).toBe('linked.disconnect.disconnecting');
    case 'connection.cancel':
      return expect(shown).toEqual({ ...before, states: [before.states[0], 'linked.disconnect.idle'] });
    case 'xstate.after.statusRetryDelay.instagramConnection.unavailable':
      return expect(shown).toEqual({ ...before, states: ['loading'] });
    case 'xstate.after.syncPollDelay.instagramConnection.linked.sync.syncing.waiting':
      return expect(shown).toEqual({ ...before, states: ['linked.sync.syncing.polling', before.states[1]] });
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
        if (row.state === 'redirecting') toInstagram++;
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
