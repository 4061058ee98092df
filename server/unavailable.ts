/**
 * Tells a dependency that did not answer (the database, the identity service) from a real failure.
 * Such a request may well succeed in a moment, so it is answered 503 with Retry-After, never 500
 * (a bug) nor 401 (the client would sign its user out because the identity service blinked).
 */

export type Dependency = 'database' | 'identity';

/** Seconds a client is asked to wait: about how long a restart of either dependency takes. */
export const RETRY_AFTER_SECONDS = 5;

/** Thrown by the database adapter when the server cannot be reached or cut the connection. */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: Dependency,
    cause: unknown,
  ) {
    super(`${dependency} unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

// firebase-admin's codes for a call that got no usable answer (refused, timed out, a 5xx).
const IDENTITY_DOWN = new Set([
  'app/network-error',
  'app/network-timeout',
  'auth/internal-error',
  'app/internal-error',
]);

export function unavailableDependency(error: unknown): Dependency | undefined {
  if (error instanceof DependencyUnavailable) return error.dependency;
  if (IDENTITY_DOWN.has(String((error as { code?: unknown } | null)?.code))) return 'identity';
  return undefined;
}
