import type { EventObject } from 'xstate';
import { connectivityMachine } from '../../machines/connectivity.machine';
import { modelSuite } from '../harness/model-suite';

const events: EventObject[] = [
  { type: 'network.lost' },
  { type: 'network.restored' },
  { type: 'request.failed' },
  { type: 'request.answered' },
];

modelSuite(connectivityMachine, {
  events: () => events,
  serialize: (snapshot) => JSON.stringify(snapshot.value),
});
