/**
 * The browser side of the service worker (src/service-worker/sw.ts): registers `/sw.js`, reports
 * a new version that installed and waits, and the moment a version takes control of the page.
 */
export interface ServiceWorkerListeners {
  /** A new version is installed and waits for the user's consent. */
  onUpdateWaiting: () => void;
  /** A new version took control of this page (accepted here or in another tab), replacing the one that controlled it. */
  onControllerChange: () => void;
}

let registration: ServiceWorkerRegistration | undefined;

export async function registerServiceWorker({
  onUpdateWaiting,
  onControllerChange,
}: ServiceWorkerListeners): Promise<void> {
  const container = navigator.serviceWorker;
  // The first worker claiming a page that had none is an install, not a new version of the page.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (controlled) onControllerChange();
    controlled = true;
  });
  registration = await container.register('/sw.js');
  // Only with a controller is an installed worker an update; the very first one takes over by itself.
  const reportIfWaiting = () => {
    if (registration?.waiting && container.controller) onUpdateWaiting();
  };
  reportIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration?.installing;
    installing?.addEventListener('statechange', () => installing.state === 'installed' && reportIfWaiting());
  });
  // An app left open for days (installed on a phone) looks for a new version when it comes back.
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'visible' && void registration?.update().catch(() => undefined),
  );
}

/** Tells the waiting version to take over (it answers with a controller change). */
export function activateWaitingWorker(): void {
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/** Reloads the page into the version that now controls it. */
export function reloadIntoNewVersion(): void {
  location.reload();
}
