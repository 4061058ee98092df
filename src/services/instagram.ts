/**
 * The Instagram connection's calls (issue 16, content/instagram-connection.ts): each a POST to
 * `{functions}/<name>` with the user's ID token, its answer checked here. A refusal throws an
 * InstagramRefusal: a FetchError that also carries the server's `error.code` and `retryAt`, from
 * which the machine picks the text (a failure without that body keeps them undefined).
 */
import * as z from 'zod/mini';
import {
  CONNECTION_STATES,
  INSTAGRAM_FUNCTIONS,
  type InstagramConnectionView,
} from '../../content/instagram-connection';
import type { ConnectCallback } from '../../machines/instagram-connection.machine';
import { FetchError, http, request, url } from './http';

const isoTime = z.nullable(z.string());

const connectionView = z.object({
  state: z.enum(CONNECTION_STATES),
  username: z.optional(z.string()),
  lastSyncedAt: z.optional(isoTime),
  nextSyncAt: z.optional(isoTime),
  refreshAvailableAt: z.optional(isoTime),
});

// The browser goes there: only a web address, never `javascript:` or another scheme.
const connectStartAnswer = z.object({ authorizeUrl: z.url({ protocol: /^https?$/ }) });

const refusalBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), retryAt: z.optional(z.string()) }),
});

export class InstagramRefusal extends FetchError {
  readonly code: string | undefined;
  /** ISO 8601 time from which a refused 'Refresh now' is allowed (429 too-soon). */
  readonly retryAt: string | undefined;

  constructor(status: number, data: unknown) {
    super(status, data);
    this.name = 'InstagramRefusal';
    const body = refusalBody.safeParse(data);
    this.code = body.success ? body.data.error.code : undefined;
    this.retryAt = body.success ? body.data.error.retryAt : undefined;
  }
}

async function post<T>(
  functionsUrl: string,
  idToken: string,
  name: string,
  answer: z.ZodMiniType<T>,
  json?: unknown,
): Promise<T> {
  try {
    const body = await request(() =>
      http.post(url(functionsUrl, `/${name}`), { headers: { authorization: `Bearer ${idToken}` }, json }).json(),
    );
    return answer.parse(body);
  } catch (error) {
    throw error instanceof FetchError ? new InstagramRefusal(error.status, error.data) : error;
  }
}

export const fetchConnectionStatus = (functionsUrl: string, idToken: string): Promise<InstagramConnectionView> =>
  post(functionsUrl, idToken, INSTAGRAM_FUNCTIONS.status, connectionView);

export const startConnect = (functionsUrl: string, idToken: string): Promise<{ authorizeUrl: string }> =>
  post(functionsUrl, idToken, INSTAGRAM_FUNCTIONS.connectStart, connectStartAnswer);

/** Instagram's answer to the callback address, as it came. */
export const finishConnect = (
  functionsUrl: string,
  idToken: string,
  callback: ConnectCallback,
): Promise<InstagramConnectionView> =>
  post(functionsUrl, idToken, INSTAGRAM_FUNCTIONS.connectFinish, connectionView, callback);

export const refreshNow = (functionsUrl: string, idToken: string): Promise<InstagramConnectionView> =>
  post(functionsUrl, idToken, INSTAGRAM_FUNCTIONS.refreshNow, connectionView);

export const disconnectInstagram = (functionsUrl: string, idToken: string): Promise<InstagramConnectionView> =>
  post(functionsUrl, idToken, INSTAGRAM_FUNCTIONS.disconnect, connectionView);
