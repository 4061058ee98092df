/**
 * The Instagram connection's calls (content/instagram-connection.ts): each a POST to
 * `{functions}/<name>` with the user's ID token, its answer checked here. A refusal throws the
 * FetchError of every call, whose data holds the server's `error` (contracts/instagram-connection.ts
 * `instagramRefusal`): src/services/call-failure.ts reads its code and `retryAt` like any other.
 */
import { ENDPOINTS } from '../../contracts/endpoints';
import type {
  ConnectCallback,
  ConnectStartAnswer,
  InstagramConnectionView,
} from '../../contracts/instagram-connection';
import { postToEndpoint as post } from './http';

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
