/**
 * The page-session cookie (contracts/rendered-pages.ts), made and removed by the server that
 * serves the pages (the cookie is HttpOnly: no script can set or read it).
 */
import { PAGE_SESSION_PATH } from '../../contracts/rendered-pages';
import { http } from './http';

/** Lets the server render this subscriber's pages with their data until their 5-hour session ends. */
export const openPageSession = (idToken: string) =>
  http.post(PAGE_SESSION_PATH, { headers: { authorization: `Bearer ${idToken}` } });

export const closePageSession = () => http.delete(PAGE_SESSION_PATH);
