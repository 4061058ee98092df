/**
 * The connectivity actor, created once at module level: offline while the browser says so or
 * while the app's calls get no answer (the offline notice, docs/architecture.md "Installable app and offline").
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { connectivityMachine } from '../../machines/connectivity.machine';
import { onNetworkReach } from '../services/network-reach';
import { inspect } from './inspector';

export const connectivity = createActor(connectivityMachine, { inspect });

export type ConnectivitySnapshot = SnapshotFrom<typeof connectivityMachine>;
export const isOffline = (s: ConnectivitySnapshot) => s.matches('offline');

/** Starts the actor on the browser's online and offline events and on what each of the app's calls got. */
export function followConnectivity(): void {
  connectivity.start();
  if (!navigator.onLine) connectivity.send({ type: 'network.lost' });
  window.addEventListener('offline', () => connectivity.send({ type: 'network.lost' }));
  window.addEventListener('online', () => connectivity.send({ type: 'network.restored' }));
  onNetworkReach((answered) => connectivity.send({ type: answered ? 'request.answered' : 'request.failed' }));
}
