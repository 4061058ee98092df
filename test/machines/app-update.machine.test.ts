import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { appUpdateMachine } from '../../machines/app-update.machine';
import type { StatePath } from '../../machines/state-paths';
import { modelSuite } from '../harness/model-suite';
import { statePath } from '../harness/state-path';

type Snapshot = SnapshotFrom<typeof appUpdateMachine>;

const userEvents: EventObject[] = [
  { type: 'update.waiting' },
  { type: 'update.accept' },
  { type: 'update.dismiss' },
  { type: 'update.activated' },
];

const delaysIn = (snapshot: Snapshot): EventObject[] =>
  snapshot.matches({ loadedVersion: 'updating' })
    ? [{ type: 'xstate.after.activationTimeout.appUpdate.loadedVersion.updating' }]
    : [];

/** What entering a state must do: tell the waiting version to take over, or reload into it. */
const ENTRY_EFFECTS: Partial<Record<StatePath<typeof appUpdateMachine>, string>> = {
  'loadedVersion.updating': 'activateWaitingVersion',
  reloading: 'reloadPage',
};
const sideEffects: string[] = [];

modelSuite(appUpdateMachine, {
  events: (snapshot) => [...userEvents, ...delaysIn(snapshot)],
  serialize: (snapshot) => JSON.stringify(statePath(snapshot.value)),
  actions: {
    activateWaitingVersion: () => sideEffects.push('activateWaitingVersion'),
    reloadPage: () => sideEffects.push('reloadPage'),
  },
  afterPath: (path) => {
    let previous = 'loadedVersion.idle';
    const expected: string[] = [];
    for (const step of path.steps) {
      const state = JSON.parse(step.expected) as keyof typeof ENTRY_EFFECTS;
      const effect = ENTRY_EFFECTS[state];
      if (state !== previous && effect) expected.push(effect);
      previous = state;
    }
    expect(sideEffects.splice(0)).toEqual(expected);
  },
});
