/**
 * Model-based test of Access Recovery (spec 2.17, 4, 5, 8): every transition of the machine's graph
 * on live actors with a fake activation call, each path checked against the rules of the model;
 * the suite fails below 100 % of states and transitions.
 */
import { accessRecoveryMachine } from '../../machines/access-recovery.machine';
import { modelSuite } from '../harness/model-suite';
import { expectPathRules, resultsIn, serialize, userEvents } from './access-recovery.model';

modelSuite(accessRecoveryMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
  afterPath: (path, fakes) => expectPathRules(path, fakes.calls, 'loading'),
});
