/**
 * The Instagram connection's calls (issue 16, content/instagram-connection.ts): each a POST to
 * `{functions}/<name>` with the user's ID token, its answer checked here. A refusal throws the
 * FetchError of every call, whose data holds the server's `error` (contracts/instagram-connection.ts
 * `instagramRefusal`): src/services/call-failure.ts reads its code and `retryAt` like any other.
 */
import type * as z from 'zod/mini';
import type { Endpoint } from '../../contracts/endpoint-declaration';
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import type {
  ConnectCallback,
  ConnectStartAnswer,
  InstagramConnectionView,
} from '../../contracts/instagram-connection';
import { http, request, url } from './http';

/** POSTs to a call of the table and checks its answer with the schema the table names. */
async function post<T>(
  functionsUrl: string,
  idToken: string,
  endpoint: Endpoint & { answer: z.ZodMiniType<T> },
  json?: unknown,
): Promise<T> {
  const body = await request(() =>
    http.post(url(functionsUrl, callPath(endpoint)), { headers: { authorization: `Bearer ${idToken}` }, json }).json(),
  );
  return endpoint.answer.parse(body);
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
