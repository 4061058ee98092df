/**
 * The Instagram connection's calls (paths in content/instagram-connection.ts), all POST
 * `{functions}/<name>` with the user's ID token:
 * - `ig-connectionStatus` -> InstagramConnectionView
 * - `ig-connectStart` -> ConnectStartAnswer (the browser goes there; Instagram comes back to the callback path)
 * - `ig-connectFinish` ConnectCallback -> InstagramConnectionView, or 4xx/502 instagramRefusal with a ConnectFailure code
 * - `ig-refreshNow` -> InstagramConnectionView, or 429 instagramRefusal { code 'too-soon', retryAt } / 409
 * - `ig-disconnect` -> InstagramConnectionView (state none)
 * The server validates the callback with its schema, src/services validates the answers, the
 * machine and the screens use the types.
 */
import * as z from 'zod/mini';
import type { RefusalText } from './endpoint-declaration.ts';

/**
 * none: nothing connected; syncing: a sync is due or under way (the first one right after connecting);
 * connected: the last sync completed; reconnect: Instagram no longer accepts the token (code 190).
 */
const connectionState = z.enum(['none', 'syncing', 'connected', 'reconnect']);
export type ConnectionState = z.infer<typeof connectionState>;

const isoTime = z.nullable(z.string());

export const instagramConnectionView = z.object({
  state: connectionState,
  /** The connected account; absent when state is none. */
  username: z.optional(z.string()),
  /** ISO 8601; null before the first sync completed. */
  lastSyncedAt: z.optional(isoTime),
  /** ISO 8601 time of the next planned sync; null when none is planned (reconnect). */
  nextSyncAt: z.optional(isoTime),
  /** ISO 8601 time from which "Refresh now" is allowed again; null when it is allowed now. */
  refreshAvailableAt: z.optional(isoTime),
});
export type InstagramConnectionView = z.infer<typeof instagramConnectionView>;

/** ig-connectStart: where the browser signs in; only a web address, never `javascript:` or another scheme. */
export const connectStartAnswer = z.object({ authorizeUrl: z.url({ protocol: /^https?$/ }) });
export type ConnectStartAnswer = z.infer<typeof connectStartAnswer>;

/**
 * ig-connectFinish: what Instagram appended to the callback address, as it came. Generous for
 * Meta's values (a code is a few hundred characters), small enough to refuse junk before any lookup.
 */
export const connectCallback = z.object({
  state: z.optional(z.string().check(z.maxLength(256))),
  code: z.optional(z.string().check(z.maxLength(2048))),
  error: z.optional(z.string().check(z.maxLength(256))),
  errorReason: z.optional(z.string().check(z.maxLength(256))),
  errorDescription: z.optional(z.string().check(z.maxLength(2048))),
});
export type ConnectCallback = z.infer<typeof connectCallback>;

/**
 * Why a connect did not happen (the `code` of ig-connectFinish's refusal); nothing was stored in
 * each case. The refusal's schema takes any code, and the machine maps an unknown one to unavailable.
 */
export const CONNECT_FAILURES = [
  'access-denied',
  'state-invalid',
  'code-invalid',
  'personal-account',
  'unavailable',
] as const;
export type ConnectFailure = (typeof CONNECT_FAILURES)[number];

/** A refused call: `code` is a ConnectFailure, 'too-soon' (with `retryAt`, ISO 8601) or why a refresh cannot run. */
export const instagramRefusal = z.object({
  error: z.object({ code: z.string(), message: z.string(), retryAt: z.optional(z.string()) }),
});

/** ig-connectFinish's answer to a callback it cannot read: it did not come from a connect we started. */
export const connectCallbackRefusal: RefusalText = {
  code: 'state-invalid',
  message: 'This callback does not belong to a connect started here',
};

/**
 * Meta's deauthorize and data-deletion callbacks (POST /meta/…): a form with Meta's
 * `signed_request`; the data-deletion answer is the one Meta documents (the status page's address
 * and its confirmation code), and the deauthorize callback gets the same.
 */
export const metaCallback = z.object({ signed_request: z.string() });
export const metaCallbackAnswer = z.object({ url: z.string(), confirmation_code: z.string() });
export type MetaCallbackAnswer = z.infer<typeof metaCallbackAnswer>;
/** Their answer to a form without a signed_request. */
export const metaCallbackRefusal: RefusalText = { message: 'Invalid signed_request' };
