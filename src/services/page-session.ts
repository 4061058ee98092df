/**
 * The page-session cookie (contracts/rendered-pages.ts), made and removed by the server that
 * serves the pages (the cookie is HttpOnly: no script can set or read it).
 */
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import { PAGE_SESSION_FILES_CACHE } from '../../contracts/rendered-pages';
import { http } from './http';

/** Lets the server render this subscriber's pages with their data until their 5-hour session ends. */
export const openPageSession = (idToken: string) =>
  http.post(callPath(ENDPOINTS.openPageSession), { headers: { authorization: `Bearer ${idToken}` } });

/**
 * Ends the account's sessions on the server (with the ID token: its tokens are revoked, so the page
 * session and every other device stop at once; without one, offline or expired, the cookie still
 * goes), and the copies of the page session's files the service worker kept (the lessons opened).
 */
export const endServerSession = (idToken: string | null) =>
  Promise.all([
    idToken
      ? http.post(callPath(ENDPOINTS.signOut), { headers: { authorization: `Bearer ${idToken}` } })
      : http.delete(callPath(ENDPOINTS.closePageSession)),
    globalThis.caches?.delete(PAGE_SESSION_FILES_CACHE),
  ]);
