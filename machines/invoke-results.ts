/**
 * What the done and error events of an invoked call carry. Those events are not in a machine's
 * own event union; these read them typed. Pure.
 */

export function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

export function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}

/** The identity provider's code of a failure (a Firebase error carries it as `code`). */
export function authCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
