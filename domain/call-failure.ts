/**
 * Why a call failed, as a value: the services' actors reject with nothing else (src/app/call.ts
 * turns whatever was thrown into one), and a machine reads it from an error event with
 * `failureOf`. Every field is null where the failure does not carry it. Pure.
 */
export interface CallFailure {
  /** The status of a refused HTTP call; null when no answer came (offline, timeout) or no HTTP call failed. */
  status: number | null;
  /** The refusal's code: the identity provider's (`auth/user-not-found`) or the server's `error.code`. */
  code: string | null;
  /**
   * Spec 8's text of a failure: the string thrown, else its `error` field (also inside a failed
   * response's data), else its message.
   */
  text: string | null;
  /** The server's own words only: the `error` of a failed response (a string, or its `message`), never a network error's. */
  serverText: string | null;
  /** ISO 8601: from when a refused call may be made again (a 429 that says so). */
  retryAt: string | null;
}

const FIELDS = ['status', 'code', 'text', 'serverText', 'retryAt'] as const;

/** A failure that carries nothing: what a rejection that is not a CallFailure reads as. */
export const UNKNOWN_FAILURE: CallFailure = { status: null, code: null, text: null, serverText: null, retryAt: null };

export function isCallFailure(value: unknown): value is CallFailure {
  return typeof value === 'object' && value !== null && FIELDS.every((field) => Object.hasOwn(value, field));
}

/** The failure an error event carries; anything else (a bug, a fake that threw) carries nothing. */
export function failureOf(error: unknown): CallFailure {
  return isCallFailure(error) ? error : UNKNOWN_FAILURE;
}
