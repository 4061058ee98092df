/** Whether the app reaches the network (machines/connectivity.machine.ts) in words: see wording.ts. */
import type { FlowWording } from './wording';

export const wording: FlowWording = {
  precondition: () => 'The app is open and the device is online.',
  steps: {
    'network.lost': () => 'Turn the network off (the browser goes offline)',
    'network.restored': () => 'Turn the network back on (the browser is online again)',
    'request.failed': () => "One of the app's calls gets no answer (the server cannot be reached)",
    'request.answered': () => "One of the app's calls gets an answer (whatever its status)",
  },
};
