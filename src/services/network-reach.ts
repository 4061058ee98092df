/**
 * Whether the network answered the app's last call (any status) or not: the ky client reports
 * every call (http.ts), and so do Firebase's (auth.ts); the connectivity actor listens (the
 * offline notice), and learns the last answer even when it starts after the call. Kept apart from
 * http.ts so listening does not load ky.
 */
type ReachListener = (answered: boolean) => void;

const listeners = new Set<ReachListener>();
let lastReach: boolean | undefined;

/** Calls `listener` with every report from now on, and at once with the last one if any came before. */
export function onNetworkReach(listener: ReachListener): () => void {
  listeners.add(listener);
  if (lastReach !== undefined) listener(lastReach);
  return () => listeners.delete(listener);
}

export function reportNetworkReach(answered: boolean): void {
  lastReach = answered;
  for (const listener of listeners) listener(answered);
}

/**
 * `call`, reported: answered when it settles; when it fails, `reachOfFailure` says whether an
 * answer came (true), none did (false), or the failure tells nothing about the network (undefined).
 */
export async function withReachReport<T>(
  call: Promise<T>,
  reachOfFailure: (error: unknown) => boolean | undefined,
): Promise<T> {
  try {
    const result = await call;
    reportNetworkReach(true);
    return result;
  } catch (error) {
    const answered = reachOfFailure(error);
    if (answered !== undefined) reportNetworkReach(answered);
    throw error;
  }
}
