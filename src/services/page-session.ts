/**
 * The page-session cookie (contracts/rendered-pages.ts), made and removed by the server that
 * serves the pages (the cookie is HttpOnly: no script can set or read it).
 */
import { PAGE_SESSION_FILES_CACHE, PAGE_SESSION_PATH } from '../../contracts/rendered-pages';
import { http } from './http';

/** Lets the server render this subscriber's pages with their data until their 5-hour session ends. */
export const openPageSession = (idToken: string) =>
  http.post(PAGE_SESSION_PATH, { headers: { authorization: `Bearer ${idToken}` } });

/** Ends the page session on the server and the copies of its files the service worker kept (the lessons opened). */
export const closePageSession = () =>
  Promise.all([http.delete(PAGE_SESSION_PATH), globalThis.caches?.delete(PAGE_SESSION_FILES_CACHE)]);
