import { expect } from 'vitest';
import { insightStatusMachine } from '../../machines/insight-status.machine';
import { modelSuite } from '../harness/model-suite';
import { pollDelayPassed, resultsIn, serialize, userEvents } from './insight-status.model';

modelSuite(insightStatusMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  afterPath: (path, fakes) => {
    // No input: the server takes the user from the verified ID token, never from a parameter.
    for (const call of fakes.calls) expect(call).toEqual({ id: 'fetchProfile', input: undefined });
    // One fetch per start and per poll: nothing else makes the call.
    const triggers = path.steps.filter(({ event }) =>
      ['insights.start', 'insights.refresh', pollDelayPassed.type].includes(event.type),
    );
    expect(fakes.calls).toHaveLength(triggers.length);
  },
});
