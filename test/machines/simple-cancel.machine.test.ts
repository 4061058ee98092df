import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { simpleCancelMachine, type RequestFailure } from '../../machines/simple-cancel.machine';
import { callFailure } from '../harness/call-failure';
import { modelSuite } from '../harness/model-suite';

type Snapshot = SnapshotFrom<typeof simpleCancelMachine>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const userEvents: Array<EventObject & Record<string, unknown>> = [
  { type: 'simpleCancel.open' },
  { type: 'simpleCancel.confirm', email: 'x@demo.test' },
  { type: 'simpleCancel.confirm', email: null },
  { type: 'simpleCancel.close' },
];

function resultsIn(snapshot: Snapshot): EventObject[] {
  if (!snapshot.matches('sending')) return [];
  return [
    done('requestCancelEmail', { success: true }),
    done('requestCancelEmail', { error: 'Too many requests' }),
    done('requestCancelEmail', { success: false }),
    failed('requestCancelEmail', callFailure({ status: 429, text: 'Too many requests, try again later' })),
    failed('requestCancelEmail', callFailure({ text: 'Failed to fetch' })),
  ];
}

const serialize = (snapshot: Snapshot) =>
  JSON.stringify({ state: snapshot.value, email: snapshot.context.email, error: snapshot.context.error });

const reported: RequestFailure[] = [];

modelSuite(simpleCancelMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: {
    reportCancelRequestError: (_: unknown, params: RequestFailure) => reported.push(params),
  },
  afterPath: (_path, fakes) => {
    // Spec 5: the request is only sent with the user's email.
    for (const call of fakes.calls) expect(call.input).toEqual({ email: 'x@demo.test' });
    for (const record of reported.splice(0)) expect(record.error).toBeTruthy();
  },
});
