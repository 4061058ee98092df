/**
 * The Instagram connection's calls (issue 16, content/instagram-connection.ts): each a POST to
 * `{functions}/<name>` with the user's ID token, its answer checked here. A refusal throws an
 * InstagramRefusal: a FetchError that also carries the server's `error.code` and `retryAt`, from
 * which the machine picks the text (a failure without that body keeps them undefined).
 */
import type * as z from 'zod/mini';
import type { Endpoint } from '../../contracts/endpoint-declaration';
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import {
  instagramRefusal,
  type ConnectCallback,
  type ConnectStartAnswer,
  type InstagramConnectionView,
} from '../../contracts/instagram-connection';
import { FetchError, http, request, url } from './http';

export class InstagramRefusal extends FetchError {
  readonly code: string | undefined;
  /** ISO 8601 time from which a refused 'Refresh now' is allowed (429 too-soon). */
  readonly retryAt: string | undefined;

  constructor(status: number, data: unknown) {
    super(status, data);
    this.name = 'InstagramRefusal';
    const body = instagramRefusal.safeParse(data);
    this.code = body.success ? body.data.error.code : undefined;
    this.retryAt = body.success ? body.data.error.retryAt : undefined;
  }
}

/** POSTs to a call of the table and checks its answer with the schema the table names. */
async function post<T>(
  functionsUrl: string,
  idToken: string,
  endpoint: Endpoint & { answer: z.ZodMiniType<T> },
  json?: unknown,
): Promise<T> {
  try {
    const body = await request(() =>
      http
        .post(url(functionsUrl, callPath(endpoint)), { headers: { authorization: `Bearer ${idToken}` }, json })
        .json(),
    );
    return endpoint.answer.parse(body);
  } catch (error) {
    throw error instanceof FetchError ? new InstagramRefusal(error.status, error.data) : error;
  }
}

export const fetchConnectionStatus = (functionsUrl: string, idToken: string): Promise<InstagramConnectionView> =>
  post(functionsUrl, idToken, ENDPOINTS.instagramStatus);

export const startConnect = (functionsUrl: string, idToken: string): Promise<ConnectStartAnswer> =>
  post(functionsUrl, idToken, ENDPOINTS.instagramConnectStart);

/** Instagram's answer to the callback address, as it came. */
export const finishConnect = (
  functionsUrl: string,
  idToken: string,
  callback: ConnectCallback,
): Promise<InstagramConnectionView> => post(functionsUrl, idToken, ENDPOINTS.instagramConnectFinish, callback);

export const refreshNow = (functionsUrl: string, idToken: string): Promise<InstagramConnectionView> =>
  post(functionsUrl, idToken, ENDPOINTS.instagramRefresh);

export const disconnectInstagram = (functionsUrl: string, idToken: string): Promise<InstagramConnectionView> =>
  post(functionsUrl, idToken, ENDPOINTS.instagramDisconnect);
