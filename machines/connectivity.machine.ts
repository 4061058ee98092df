/**
 * Whether the app can reach the network (installability): a subscriber who lost signal
 * still opens the app from the service worker's cache and is told that what they see may be out
 * of date. The browser's offline and online events (`network.lost`, `network.restored`) and the
 * app's own calls (`request.failed` when no answer came, `request.answered` for any answer) move
 * it. Pure: src/app/connectivity.ts turns the browser's signals into these events.
 */
import { setup } from 'xstate';

export type ConnectivityEvent =
  { type: 'network.lost' } | { type: 'network.restored' } | { type: 'request.failed' } | { type: 'request.answered' };

export const connectivityMachine = setup({
  types: {
    events: {} as ConnectivityEvent,
  },
}).createMachine({
  id: 'connectivity',
  initial: 'online',
  states: {
    online: {
      description: 'No offline notice shows.',
      on: { 'network.lost': 'offline', 'request.failed': 'offline' },
    },
    // The offline notice shows.
    offline: {
      description: "A notice says 'You're offline. Check your connection; what you see may be out of date.'",
      on: { 'network.restored': 'online', 'request.answered': 'online' },
    },
  },
});
