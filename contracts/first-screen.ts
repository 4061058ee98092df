/**
 * How a page is chosen before it paints: the app keeps a cookie saying what this
 * device's fresh login may be shown (its Max-Age ends with the 5-hour session of spec 3), and the
 * server answers the painted pages' paths with their prerendered page in that brand instead of the
 * loader. It only picks what paints first: the session is still restored and checked before
 * anything works.
 */
export const FIRST_SCREEN_COOKIE = 'first-screen';

/** The pages prerendered for a returning subscriber, by path (the course only for its owner's page session, server/routes/spa.ts). */
export const PAINTED_PAGES = { '/dashboard': 'dashboard', '/dashboard/course': 'course' } as const;

export type PaintedPage = (typeof PAINTED_PAGES)[keyof typeof PAINTED_PAGES];

/** What the cookie says: the brand in force and whether the subscriber owns the course (a hint: the server checks). */
export interface FirstScreen {
  brand: string;
  course: boolean;
}

export const firstScreenCookieValue = ({ brand, course }: FirstScreen) => (course ? `${brand}.course` : brand);

export function parseFirstScreenCookie(value: string | undefined): FirstScreen | null {
  const match = /^([a-z]+)(\.course)?$/.exec(value ?? '');
  return match ? { brand: match[1], course: match[2] !== undefined } : null;
}

/** A prerendered page of a brand, in the build's folder. */
export const paintedPageFile = (page: PaintedPage, brand: string) => `${page}.${brand}.html`;
