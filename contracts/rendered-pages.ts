/**
 * The pages the server renders with the subscriber's own records when it answers them:
 * their largest element is that data, so no prerendered page can paint it. The server knows the
 * subscriber on a page request from the page-session cookie: a Firebase session cookie made from
 * the ID token (POST, with the token as bearer) once the session lets them in, removed (DELETE)
 * at sign-out. It is HttpOnly, and sent only with the dashboard's pages.
 */
export const PAGE_SESSION_COOKIE = 'page-session';
/** The cookie goes only with these pages' requests (and the files under them: the course's lessons). */
export const PAGE_SESSION_COOKIE_PATH = '/dashboard';
/** The service worker keeps the page session's files (the lessons opened) here for offline use; sign-out removes it. */
export const PAGE_SESSION_FILES_CACHE = 'page-session-files';

/** The rendered pages, by path. */
export const RENDERED_PAGES = { '/dashboard/my-plan': 'my-plan', '/dashboard/analytics': 'analytics' } as const;
export type RenderedPage = (typeof RENDERED_PAGES)[keyof typeof RENDERED_PAGES];

/** Where the build puts the server's render module and the pages' templates; never served. */
export const RENDER_DIR = '_render';
export const RENDER_MODULE = `${RENDER_DIR}/render-pages.js`;
/** A page of a brand with this in #root, where the server puts the rendered markup. */
export const renderedPageTemplate = (page: RenderedPage, brand: string) => `${RENDER_DIR}/${page}.${brand}.html`;
export const RENDERED_SLOT = '<!--rendered-->';
