import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { cancelByLinkMachine } from '../../machines/cancel-by-link.machine';
import { callFailure } from '../harness/call-failure';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof cancelByLinkMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const events = (snapshot: Snapshot): Array<EventObject & Record<string, unknown>> =>
  snapshot.matches('idle')
    ? [
        { type: 'link.opened', from: ' AAAAAAAAAAAAAAAAAAAAAA ' },
        { type: 'link.opened', from: null },
        { type: 'link.opened', from: '' },
      ]
    : snapshot.matches('loading')
      ? [
          done('cancelByLink', { success: true }),
          done('cancelByLink', { success: false }),
          done('cancelByLink', {}),
          failed('cancelByLink', callFailure({ status: 400, text: 'bad token' })),
        ]
      : [];

modelSuite(cancelByLinkMachine, {
  events,
  serialize: (snapshot) => JSON.stringify(snapshot.value),
  afterPath: (_path, fakes) => {
    for (const call of fakes.calls) expect(call.input).toEqual({ from: 'AAAAAAAAAAAAAAAAAAAAAA' });
  },
});
