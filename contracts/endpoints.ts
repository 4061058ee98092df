/**
 * Every route the server answers, declared once (issue 26): method, path and who may call it. The
 * server mounts its routes from this table only (server/endpoints.ts) and enforces `access` before
 * any handler runs; the backend path lists (Vite's proxy, the service worker, the SPA fallback)
 * derive from it; `npm run docs:endpoints` writes it as docs/endpoints.md.
 *
 * Who may call:
 * - `anyone`: no identity (a capability in the path or body, or public data);
 * - `signed-in`: a verified Firebase ID token within the 5-hour session;
 * - `subscriber`: signed in, with an authorising subscription (spec 4: a main plan of this
 *   bundle, active or canceled);
 * - `course-owner`, `report-owner`: a subscriber who bought that extra.
 * The identity comes from the bearer token, or for `via: 'page-session'` (pages and files a
 * browser navigates to) from the page-session cookie. A call that `changes` something checks with
 * Firebase that the token was not revoked (sign-out, password change, disabled account) rather
 * than trusting it until it expires.
 *
 * Order matters where paths overlap: the server mounts in table order.
 */
import type { BackendPaths } from './backend-paths.ts';
import { MAX_EXPORT_BODY_BYTES } from './export-upload.ts';

export type Access = 'anyone' | 'signed-in' | 'subscriber' | 'course-owner' | 'report-owner';

/** How many calls one caller may make in a window: per signed-in account, client address, or email address named. */
export interface RateLimit {
  per: 'account' | 'address' | 'email';
  calls: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const perAccount = (calls: number, windowMs: number): RateLimit => ({ per: 'account', calls, windowMs });
const perAddress = (calls: number, windowMs: number): RateLimit => ({ per: 'address', calls, windowMs });
const perEmail = (calls: number, windowMs: number): RateLimit => ({ per: 'email', calls, windowMs });
// An address may be shared by many people (NAT, offices, mobile carriers): it gets more room than one account.
const EMAIL_SENDS = [perEmail(5, HOUR), perAddress(20, HOUR)];
/** Log records and events, counted together: anyone may write them, from any page of ours. */
const ANONYMOUS_WRITES = { limits: [perAddress(300, MINUTE)], limitGroup: 'anonymous-writes' };
/** The two activation calls, counted together. */
const ACTIVATION_SENDS = { sameSiteOnly: true, limits: EMAIL_SENDS, limitGroup: 'activation' } as const;

export interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE' | 'ALL';
  /** Hono's path syntax: `:name`, `:name{regex}`, a trailing `*`. */
  path: string;
  access: Access;
  /** A call of the API, or a page (or page asset) a browser navigates to. */
  kind: 'call' | 'page';
  summary: string;
  /** Where the identity comes from (default: the bearer token). */
  via?: 'page-session';
  /** How many calls one caller may make; the cloud functions count only well-formed input that names the caller. */
  limits?: readonly RateLimit[];
  /** Endpoints that count against the same limits (the two activation calls, logs and events). */
  limitGroup?: string;
  /** Bytes of request body above the server's default of 16 KB. */
  bodyLimit?: number;
  /**
   * Anyone may call it and it writes (an email to an address anyone may name, a log record, an
   * event): a browser request from another site is refused (Origin, Sec-Fetch-Site), so no web
   * page can fire it from its visitors' browsers.
   */
  sameSiteOnly?: true;
  /** Changes state: the token is checked for revocation at every call (never a cached check). */
  changes?: true;
  /** `coded`: every refusal, the guards' too, as `{ error: { code, message } }` (spec 7's changePassword). */
  errors?: 'coded';
  /** Mounted only when development is asked for (APP_ENV=development). */
  development?: true;
}

/** The server's default request body limit. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

const call = (
  method: Endpoint['method'],
  path: string,
  access: Access,
  summary: string,
  more: Partial<Endpoint> = {},
) => ({ method, path, access, kind: 'call', summary, ...more }) satisfies Endpoint;
const page = (path: string, summary: string, more: Partial<Endpoint> = {}) =>
  ({ method: 'GET', path, access: 'anyone', kind: 'page', summary, ...more }) satisfies Endpoint;

export const ENDPOINTS = {
  health: call('GET', '/healthz', 'anyone', 'Database and background jobs, for a load balancer'),

  // Subscription service (spec 7)
  subscriptions: call(
    'POST',
    '/rec/subscriptions/:id',
    'anyone',
    "A user's subscriptions (with their token) or one subscription by its id",
  ),
  createSubscription: call('POST', '/rec/create-subscription', 'signed-in', 'Starts a main plan for the caller', {
    changes: true,
  }),
  createSubscriptionBilling: call('POST', '/subs/create', 'signed-in', 'The billing service’s createSubscription', {
    changes: true,
  }),
  finalizeSubscription: call(
    'POST',
    '/rec/subscription-finalize',
    'signed-in',
    'Attaches a subscription bought before the account existed',
    { changes: true },
  ),
  finalizeSubscriptionBilling: call('POST', '/subs/finalize', 'signed-in', 'The billing service’s finalize', {
    changes: true,
  }),

  // Origin API (spec 7)
  logRecordByQuery: call(
    'GET',
    '/',
    'anyone',
    'A log record, as `GET /?source=…` (without `source`: the app page)',
    ANONYMOUS_WRITES,
  ),
  logRecord: call('POST', '/', 'anyone', 'A log record', { sameSiteOnly: true, ...ANONYMOUS_WRITES }),
  trackEvent: call('POST', '/event', 'anyone', 'An analytics event', { sameSiteOnly: true, ...ANONYMOUS_WRITES }),
  activationByPath: call(
    'POST',
    '/api/send-activation-by-email/:bundleId/:email',
    'anyone',
    'Emails an activation link',
    ACTIVATION_SENDS,
  ),
  activation: call('POST', '/api/send-activation-by-email', 'anyone', 'Emails an activation link', ACTIVATION_SENDS),
  passwordReset: call('POST', '/api/password-reset', 'anyone', 'Emails a password-reset link', {
    sameSiteOnly: true,
    limits: EMAIL_SENDS,
  }),
  cancelRequest: call('POST', '/api/cancel-request', 'signed-in', 'Emails a cancel-by-link', {
    changes: true,
    limits: [perAccount(5, HOUR), perAddress(30, HOUR)],
  }),
  cancel: call('POST', '/api/cancel', 'signed-in', "Cancels one of the caller's subscriptions", { changes: true }),
  cancelByLink: call('POST', '/api/cancel-subscription/:from', 'anyone', 'Cancels with an emailed one-time link'),
  purchase: call('POST', '/api/purchase', 'signed-in', 'Buys an extra or changes the plan', { changes: true }),
  openPageSession: call('POST', '/api/page-session', 'signed-in', 'Sets the page-session cookie from the ID token', {
    changes: true,
  }),
  closePageSession: call('DELETE', '/api/page-session', 'anyone', 'Removes the page-session cookie'),
  signOut: call(
    'POST',
    '/api/sign-out',
    'signed-in',
    "Ends every session of the caller's account (revokes its tokens)",
  ),

  // Cloud functions (spec 7) and what their answers link to
  news: call('POST', '/functions/ig-getNews', 'anyone', 'The news list'),
  newsImage: call('GET', '/news/:file{[a-z0-9-]+\\.svg}', 'anyone', "A news post's image"),
  breachCheck: call(
    'POST',
    '/functions/breachedaccount',
    'subscriber',
    'Breaches of the caller’s email (password safety)',
    { limits: [perAccount(10, MINUTE), perAddress(30, MINUTE)] },
  ),
  changePassword: call('POST', '/functions/changePassword', 'signed-in', "Changes the caller's password", {
    changes: true,
    errors: 'coded',
    limits: [perAccount(5, HOUR), perAddress(20, HOUR)],
  }),
  profileData: call('POST', '/functions/ig-getProfileData', 'subscriber', "The caller's profile analysis"),
  uploadExport: call('POST', '/functions/ig-uploadExport', 'subscriber', 'Analyses an uploaded Instagram data export', {
    changes: true,
    bodyLimit: MAX_EXPORT_BODY_BYTES,
    limits: [perAccount(10, HOUR), perAddress(30, HOUR)],
  }),
  pdfReport: call('POST', '/functions/ig-getPdfReport', 'report-owner', 'Emails the profile report as a PDF link', {
    changes: true,
    limits: [perAccount(3, HOUR), perAddress(20, HOUR)],
  }),
  reportDownload: call(
    'GET',
    '/reports/:file{[0-9a-f]{32}\\.pdf}',
    'anyone',
    'An emailed report (the link is the credential)',
  ),
  imageProxy: call('GET', '/functions/image-proxy', 'anyone', 'A post image from an allowed host', {
    limits: [perAddress(600, MINUTE)],
  }),
  postImage: call('GET', '/media/posts/:file', 'anyone', "A demo post's drawn image"),

  // The Instagram connection and Meta's callbacks
  instagramStatus: call('POST', '/functions/ig-connectionStatus', 'subscriber', 'The Instagram connection'),
  instagramConnectStart: call('POST', '/functions/ig-connectStart', 'subscriber', "Starts Instagram's OAuth", {
    changes: true,
    limits: [perAccount(20, HOUR), perAddress(80, HOUR)],
  }),
  instagramConnectFinish: call('POST', '/functions/ig-connectFinish', 'subscriber', "Finishes Instagram's OAuth", {
    changes: true,
    limits: [perAccount(20, HOUR), perAddress(80, HOUR)],
  }),
  instagramRefresh: call('POST', '/functions/ig-refreshNow', 'subscriber', 'Syncs Instagram now (once an hour)', {
    changes: true,
  }),
  // Anyone signed in: deleting one's data never needs a live subscription.
  instagramDisconnect: call(
    'POST',
    '/functions/ig-disconnect',
    'signed-in',
    'Disconnects Instagram and deletes its data',
    { changes: true },
  ),
  metaDeauthorize: call('POST', '/meta/deauthorize', 'anyone', "Meta's deauthorize callback (signed_request)"),
  metaDataDeletion: call('POST', '/meta/data-deletion', 'anyone', "Meta's data-deletion request (signed_request)"),
  metaDeletionStatus: call('GET', '/meta/deletion/:code', 'anyone', 'The status page of a deletion'),

  // The course (spec 2.12): lesson PDFs for its owners only
  courseLesson: call(
    'GET',
    '/dashboard/course/:lesson{Lesson_n(?:[1-9]|10)\\.pdf}',
    'course-owner',
    'A lesson of the course',
    {
      via: 'page-session',
    },
  ),
  courseLessonOldPath: call(
    'GET',
    '/pdf/:lesson{Lesson_n(?:[1-9]|10)\\.pdf}',
    'anyone',
    "A lesson's first address (spec 2.12): redirects to its own",
  ),

  // Development stand-ins: mailbox, clock, jobs, checkout, Meta's Instagram, the flows page
  development: call('ALL', '/dev/*', 'anyone', 'Development stand-ins (never in production)', { development: true }),

  // Pages
  myPlanPage: page('/dashboard/my-plan', "My Plan with the subscriber's records (page session), else the app"),
  analyticsPage: page('/dashboard/analytics', "Analytics with the subscriber's records (page session), else the app"),
  dashboardPage: page('/dashboard', 'The dashboard prerendered in the brand of this device’s login, else the app'),
  coursePage: page('/dashboard/course', 'The course prerendered for its owner (page session), else the app'),
  assets: page('/assets/*', 'Hashed build files'),
  serverOnlyFiles: { ...page('/_render/*', "The server's render module and templates: never served"), method: 'ALL' },
  appPage: page('/', 'The app'),
  appIndex: page('/index.html', 'The app'),
  signInPage: page('/sign-in', 'The sign-in page, prerendered'),
  staticFiles: page('/*', 'The build’s other files, and the app for any other page'),
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;

/**
 * The first path segments that belong to the server's calls, never to the app's pages (for Vite's
 * proxy, the service worker and the SPA fallback): `/rec`, `/api`, …, and longer prefixes where a
 * call lives under a page's path (`/dashboard/course/`).
 */
export function backendPrefixes(endpoints: readonly Endpoint[] = Object.values(ENDPOINTS)): string[] {
  const prefixes = endpoints
    .filter((endpoint) => endpoint.kind === 'call' && endpoint.path !== '/')
    .map(({ path }) => {
      const fixed = path.split(/[:*]/)[0];
      // A call beside pages keeps its whole fixed part; others are known by their first segment.
      return fixed.startsWith('/dashboard/') ? fixed : `/${fixed.split('/')[1]}`;
    });
  return [...new Set(prefixes)];
}

/** The service worker's lists, filled into its build (scripts/pwa/service-worker.ts). */
export const backendPaths = (): BackendPaths => ({
  calls: backendPrefixes(),
  pageSessionFiles: backendPrefixes(
    Object.values(ENDPOINTS as Record<string, Endpoint>).filter((endpoint) => endpoint.via === 'page-session'),
  ),
});

/** Where the cloud functions live on this server; the app's FUNCTIONS_URL may put them on another host. */
const FUNCTIONS_BASE = '/functions';

/**
 * The path the app calls an endpoint at, relative to its host's base (spec 7's hosts: the origin,
 * the subscription and billing services at their roots, the cloud functions under their base),
 * with its parameters filled in and encoded: the services name no path of their own.
 */
export function callPath(endpoint: Endpoint, params: Record<string, string> = {}): string {
  const path = endpoint.path.replace(/:(\w+)(\{.*?\})?(?=\/|$)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`No ${name} for ${endpoint.path}`);
    return encodeURIComponent(params[name]);
  });
  return path.startsWith(`${FUNCTIONS_BASE}/`) ? path.slice(FUNCTIONS_BASE.length) : path;
}
