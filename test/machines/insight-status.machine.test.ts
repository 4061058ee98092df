import { expect } from 'vitest';
import { insightStatusMachine } from '../../machines/insight-status.machine';
import { modelSuite } from '../harness/model-suite';
import {
  nextUpdateDue,
  pollDelayPassed,
  resultsIn,
  serialize,
  signInRefused,
  userEvents,
} from './insight-status.model';

let sessionsEnded = 0;

modelSuite(insightStatusMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  actions: { signInRefused: () => sessionsEnded++ },
  afterPath: (path, fakes) => {
    // No input: the server takes the user from the verified ID token, never from a parameter.
    for (const call of fakes.calls) expect(call).toEqual({ id: 'fetchProfile', input: undefined });
    // One fetch per start, refresh, poll and ended countdown: nothing else makes the call.
    const triggers = path.steps.filter(({ event }) =>
      ['insights.start', 'insights.refresh', pollDelayPassed.type, nextUpdateDue.type].includes(event.type),
    );
    expect(fakes.calls).toHaveLength(triggers.length);
    // A refused sign-in is handed to the session once, each time the server refuses it.
    const refusals = path.steps.filter(({ event }) => JSON.stringify(event) === JSON.stringify(signInRefused));
    expect(sessionsEnded).toBe(refusals.length);
    sessionsEnded = 0;
  },
});
