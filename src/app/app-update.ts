/**
 * The app-update actor, created once at module level with the service worker's side effects:
 * it shows the update modal when a new version waits and reloads the page into it once accepted.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { appUpdateMachine } from '../../machines/app-update.machine';
import { activateWaitingWorker, registerServiceWorker, reloadIntoNewVersion } from '../services/service-worker';
import { inspect } from './inspector';

export const appUpdate = createActor(
  appUpdateMachine.provide({
    actions: {
      activateWaitingVersion: () => activateWaitingWorker(),
      reloadPage: () => reloadIntoNewVersion(),
    },
  }),
  { inspect },
);

export type AppUpdateSnapshot = SnapshotFrom<typeof appUpdateMachine>;
export const isUpdateOffered = (s: AppUpdateSnapshot) => !s.matches({ loadedVersion: 'idle' });
export const isUpdating = (s: AppUpdateSnapshot) => s.matches({ loadedVersion: 'updating' }) || s.matches('reloading');

/** Starts the actor; in a production build also the service worker, once the page has loaded. */
export function startAppUpdates(): void {
  appUpdate.start();
  // Never in `npm run dev` (a worker would serve stale modules) nor in tests (jsdom has none).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    // Without a worker the app still works online: nothing to tell the user.
    void registerServiceWorker({
      onUpdateWaiting: () => appUpdate.send({ type: 'update.waiting' }),
      onControllerChange: () => appUpdate.send({ type: 'update.activated' }),
    }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
