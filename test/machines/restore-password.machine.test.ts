/**
 * Model-based test of Restore Password (spec 2.17, 4, 5, 8): every transition of the machine's
 * graph on live actors with fake reset and activation calls, each path checked against the rules
 * of the model; the suite fails below 100 % of states and transitions.
 */
import { restorePasswordMachine } from '../../machines/restore-password.machine';
import { modelSuite } from '../harness/model-suite';
import { expectPathRules, serialize } from './access-recovery.model';
import { resultsIn, rowsIn, userEvents } from './restore-password.model';

modelSuite(restorePasswordMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  afterPath: (path, fakes) => expectPathRules(path, fakes.calls, 'sending.resetting', rowsIn),
});
