import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { appUpdateMachine } from '../../machines/app-update.machine';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof appUpdateMachine>;

const userEvents: EventObject[] = [
  { type: 'update.waiting' },
  { type: 'update.accept' },
  { type: 'update.dismiss' },
  { type: 'update.activated' },
];

const delaysIn = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches('updating') ? [{ type: 'xstate.after.activationTimeout.appUpdate.updating' }] : [];

/** What entering a state must do: tell the waiting version to take over, or reload into it. */
const ENTRY_EFFECTS: Record<string, string> = { updating: 'activateWaitingVersion', reloading: 'reloadPage' };
const sideEffects: string[] = [];

modelSuite(appUpdateMachine, {
  events: (snapshot) => [...userEvents, ...delaysIn(snapshot)],
  serialize: (snapshot) => JSON.stringify(snapshot.value),
  actions: {
    activateWaitingVersion: () => sideEffects.push('activateWaitingVersion'),
    reloadPage: () => sideEffects.push('reloadPage'),
  },
  afterPath: (path) => {
    let previous = 'idle';
    const expected: string[] = [];
    for (const step of path.steps) {
      const state = JSON.parse(step.expected) as string;
      if (state !== previous && ENTRY_EFFECTS[state]) expected.push(ENTRY_EFFECTS[state]);
      previous = state;
    }
    expect(sideEffects.splice(0)).toEqual(expected);
  },
});
