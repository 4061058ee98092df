/**
 * Whether the network answered the app's last call (any status) or not: the ky client reports
 * every call (http.ts), the connectivity actor listens (the offline notice). Kept apart from
 * http.ts so listening does not load ky.
 */
type ReachListener = (answered: boolean) => void;

const listeners = new Set<ReachListener>();

export function onNetworkReach(listener: ReachListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportNetworkReach(answered: boolean): void {
  for (const listener of listeners) listener(answered);
}
