/**
 * How a page is chosen before it paints (issue 19): the app keeps a cookie naming the brand of a
 * fresh login on this device (its Max-Age ends with the 5-hour session of spec 3), and the server
 * answers /dashboard with that brand's prerendered dashboard instead of the loader. It only picks
 * what paints first: the session itself is still restored and checked before anything works.
 */
export const FIRST_SCREEN_COOKIE = 'first-screen';

/** The prerendered dashboard of a brand, in the build's folder. */
export const dashboardPageOf = (brand: string) => `dashboard.${brand}.html`;
