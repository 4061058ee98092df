/**
 * Model-based test of the set-password page's machine: every transition of its graph, for a link
 * with a code, with an empty code and without one, on live actors with fake identity calls; the
 * suite fails below 100 % of states and transitions.
 */
import { expect } from 'vitest';
import { setPasswordMachine } from '../../machines/set-password.machine';
import { modelSuite } from '../harness/model-suite';
import { events, inputs, NEW_PASSWORD, OOB_CODE, serialize } from './set-password.model';

modelSuite(setPasswordMachine, {
  inputs,
  events,
  serialize,
  afterPath: (_path, fakes) => {
    // Only the link's own code is checked and used, and only a long enough password is saved.
    for (const call of fakes.calls) {
      expect(call.input).toEqual(
        call.id === 'checkLink' ? { oobCode: OOB_CODE } : { oobCode: OOB_CODE, password: NEW_PASSWORD },
      );
    }
  },
});
