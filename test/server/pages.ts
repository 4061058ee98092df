// Pages as a browser asks for them: with cookies, accepting HTML; and the page session that names a subscriber.
import { expect } from 'vitest';
import { PAGE_SESSION_COOKIE } from '../../contracts/rendered-pages.ts';
import { ENDPOINTS } from '../../contracts/endpoints.ts';
import { api, bearer, idTokenFor, post } from './helpers.ts';

/** The page-session cookie of a sign-in of `email` (its Set-Cookie line, and its value). */
export async function pageSessionOf(email: string, password?: string) {
  const response = await post(ENDPOINTS.openPageSession.path, undefined, bearer(await idTokenFor(email, password)));
  expect(response.status).toBe(204);
  const cookie = response.headers.get('set-cookie') ?? '';
  return { cookie, value: new RegExp(`^${PAGE_SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1] ?? '' };
}

export async function pageAt(pathname: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await api(pathname, { headers: { accept: 'text/html', cookie }, redirect: 'manual' });
  // Without the comments React puts between the parts of a text.
  return { response, html: (await response.text()).replaceAll('<!-- -->', '') };
}
