/**
 * Every route the server answers, declared once (what a declaration says:
 * contracts/endpoint-declaration.ts): method, path, who may call it, its limits, its input and
 * answer schemas and how it refuses. The server mounts its routes from this table only
 * (server/endpoints.ts), enforces `access` and checks the input before any handler runs;
 * src/services take their paths and answer schemas from it; the backend path lists (Vite's proxy,
 * the service worker, the SPA fallback) derive from it; `npm run docs:endpoints` writes it as
 * docs/endpoints.md.
 *
 * Order matters where paths overlap: the server mounts in table order.
 */
import { audienceCsvQuery, audienceListPage, audienceListQuery } from './audience-lists.ts';
import type { BackendPaths } from './backend-paths.ts';
import { profileHistory, profileHistoryQuery } from './profile-history.ts';
import { checkoutOrder, checkoutReturn, MAX_WEBHOOK_BODY_BYTES, updateCardAnswer, webhookAnswer } from './billing.ts';
import { breachesAnswer, breachQuery } from './breaches.ts';
import { changePasswordAnswer, changePasswordRequest } from './change-password.ts';
import type { Access, Endpoint, RateLimit } from './endpoint-declaration.ts';
import { MAX_EXPORT_BODY_BYTES } from './export-upload.ts';
import { healthAnswer } from './health.ts';
import { imageProxyQuery } from './image-proxy.ts';
import {
  CONNECT_FAILURES,
  connectCallback,
  connectCallbackRefusal,
  connectStartAnswer,
  instagramConnectionView,
  metaCallback,
  metaCallbackAnswer,
  metaCallbackRefusal,
} from './instagram-connection.ts';
import {
  cancelLink,
  cancelOrder,
  cancelRequest,
  outcome,
  purchaseAnswer,
  purchaseConfirmation,
  purchaseOrder,
} from './membership.ts';
import { newsAnswer } from './news.ts';
import {
  activationAnswer,
  activationParams,
  activationRefusal,
  activationRequest,
  logQuery,
  logRecord,
  passwordResetAnswer,
  passwordResetRefusal,
  passwordResetRequest,
  trackedEvent,
} from './origin-api.ts';
import { pdfReportAnswer, pdfReportRequest } from './pdf-report.ts';
import { profileDocument } from './profile.ts';
import { timeZoneRequest } from './time-zone.ts';
import {
  createSubscription,
  finalizeSubscription,
  subscriptionCreated,
  subscriptionFinalized,
  subscriptionsAnswer,
  subscriptionsParams,
} from './subscriptions.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const perAccount = (calls: number, windowMs: number): RateLimit => ({ per: 'account', calls, windowMs });
const perAddress = (calls: number, windowMs: number): RateLimit => ({ per: 'address', calls, windowMs });
const perEmail = (calls: number, windowMs: number): RateLimit => ({ per: 'email', calls, windowMs });
const perEmailFromAddress = (calls: number, windowMs: number): RateLimit => ({
  per: 'email from one address',
  calls,
  windowMs,
});
/**
 * Emails to an address anyone may name. Counted per email from each client address, so someone
 * spending an email's quota elsewhere does not lock its owner out; the per-email ceiling only
 * bounds how much mail many addresses together can send one person. An address may be shared
 * by many people (NAT, offices, mobile carriers): it gets more room than one email.
 */
const EMAIL_SENDS = {
  sameSiteOnly: true,
  limits: [perEmailFromAddress(5, HOUR), perEmail(30, HOUR), perAddress(20, HOUR)],
  beyondLimits: 'answers as if sent',
} as const;
/** Log records and events, counted together: anyone may write them, from any page of ours. */
const ANONYMOUS_WRITES = { limits: [perAddress(300, MINUTE)], limitGroup: 'anonymous-writes' };
/** The two activation calls, counted together; both answer spec 8's copy to an address they cannot read. */
const ACTIVATION_SENDS = {
  ...EMAIL_SENDS,
  limitGroup: 'activation',
  answer: activationAnswer,
  invalidInput: activationRefusal,
} as const;
/** The subscription service's and the billing service's create, and their finalize (spec 7). */
const CREATE_SUBSCRIPTION = {
  input: { body: createSubscription },
  answer: subscriptionCreated,
  // 402: a plan starts only with a payment, at the web checkout; 403: a firebase_id or email not the caller's.
  errorStatuses: [402, 403],
} as const;
const FINALIZE_SUBSCRIPTION = {
  input: { body: finalizeSubscription },
  answer: subscriptionFinalized,
  // 404: no such subscription for that address; 409: another plan, or another account's.
  errorStatuses: [403, 404, 409],
} as const;
/** Meta's two callbacks. */
const META_CALLBACK = {
  input: { form: metaCallback },
  answer: metaCallbackAnswer,
  invalidInput: metaCallbackRefusal,
} as const;

// Generic in `more`, so the table keeps each call's own schemas' types (for InputOf and the services).
const call = <const More extends Partial<Endpoint>>(
  method: Endpoint['method'],
  path: string,
  access: Access,
  summary: string,
  more: More,
) => ({ method, path, access, kind: 'call' as const, summary, ...more }) satisfies Endpoint;
const page = (path: string, summary: string, more: Partial<Endpoint> = {}) =>
  ({ method: 'GET', path, access: 'anyone', kind: 'page', summary, ...more }) satisfies Endpoint;

export const ENDPOINTS = {
  health: call('GET', '/healthz', 'anyone', 'Database and background jobs, for a load balancer', {
    input: {},
    answer: healthAnswer,
  }),

  // Subscription service (spec 7)
  subscriptions: call(
    'POST',
    '/rec/subscriptions/:id',
    'anyone',
    "A user's subscriptions (with their token) or one subscription by its id",
    // 401: a token is optional, but checked when sent.
    { input: { params: subscriptionsParams }, answer: subscriptionsAnswer, errorStatuses: [401, 404] },
  ),
  createSubscription: call('POST', '/rec/create-subscription', 'signed-in', 'Refuses: a plan starts at the checkout', {
    changes: true,
    ...CREATE_SUBSCRIPTION,
  }),
  createSubscriptionBilling: call('POST', '/subs/create', 'signed-in', 'The billing service’s createSubscription', {
    changes: true,
    ...CREATE_SUBSCRIPTION,
  }),
  finalizeSubscription: call(
    'POST',
    '/rec/subscription-finalize',
    'signed-in',
    'Attaches a subscription bought before the account existed',
    { changes: true, ...FINALIZE_SUBSCRIPTION },
  ),
  finalizeSubscriptionBilling: call('POST', '/subs/finalize', 'signed-in', 'The billing service’s finalize', {
    changes: true,
    ...FINALIZE_SUBSCRIPTION,
  }),

  // Origin API (spec 7)
  logRecordByQuery: call(
    'GET',
    '/',
    'anyone',
    'A log record, as `GET /?source=…` (without `source`: the app page)',
    // 403: it refuses other sites itself, since without `source` it is the app's page.
    { ...ANONYMOUS_WRITES, input: { query: logQuery }, answer: 'no content', errorStatuses: [403] },
  ),
  logRecord: call('POST', '/', 'anyone', 'A log record', {
    sameSiteOnly: true,
    ...ANONYMOUS_WRITES,
    input: { body: logRecord },
    answer: 'no content',
  }),
  trackEvent: call('POST', '/event', 'anyone', 'An analytics event', {
    sameSiteOnly: true,
    ...ANONYMOUS_WRITES,
    input: { body: trackedEvent },
    answer: 'no content',
  }),
  activationByPath: call(
    'POST',
    '/api/send-activation-by-email/:bundleId{[\\w.-]{1,64}}/:email',
    'anyone',
    'Emails an activation link',
    { ...ACTIVATION_SENDS, input: { params: activationParams } },
  ),
  activation: call('POST', '/api/send-activation-by-email', 'anyone', 'Emails an activation link', {
    ...ACTIVATION_SENDS,
    input: { body: activationRequest },
  }),
  passwordReset: call('POST', '/api/password-reset', 'anyone', 'Emails a password-reset link', {
    ...EMAIL_SENDS,
    envelope: 'coded',
    input: { body: passwordResetRequest },
    answer: passwordResetAnswer,
    invalidInput: passwordResetRefusal,
    errorStatuses: [404],
    errorCodes: ['auth/invalid-email', 'auth/user-disabled', 'auth/user-not-found'],
  }),
  cancelRequest: call('POST', '/api/cancel-request', 'signed-in', 'Emails a cancel-by-link', {
    changes: true,
    limits: [perAccount(5, HOUR), perAddress(30, HOUR)],
    input: { body: cancelRequest },
    answer: outcome,
    errorStatuses: [403],
  }),
  cancel: call('POST', '/api/cancel', 'signed-in', "Cancels one of the caller's subscriptions", {
    changes: true,
    input: { body: cancelOrder },
    answer: outcome,
    errorStatuses: [404, 409],
  }),
  cancelByLink: call('POST', '/api/cancel-subscription/:from', 'anyone', 'Cancels with an emailed one-time link', {
    input: { params: cancelLink },
    answer: outcome,
  }),
  confirmEmail: call(
    'GET',
    '/confirm-email/:token{[A-Za-z0-9_-]{22}}',
    'anyone',
    "Confirms an account's address from an emailed link (the link is the credential), and sends the mail held for it",
    { answer: 'page', errorStatuses: [404] },
  ),
  purchase: call('POST', '/api/purchase', 'signed-in', 'Buys an extra or changes the plan', {
    changes: true,
    input: { body: purchaseOrder },
    answer: purchaseAnswer,
    // 402: the payment was refused (the provider's words); 409: a plan billed elsewhere, or ended.
    errorStatuses: [402, 403, 404, 409],
  }),
  confirmPurchase: call(
    'POST',
    '/api/purchase/confirm',
    'signed-in',
    'Completes a purchase the buyer confirmed with their bank',
    { changes: true, input: { body: purchaseConfirmation }, answer: purchaseAnswer, errorStatuses: [402, 404] },
  ),
  updateCard: call(
    'POST',
    '/api/billing/update-card',
    'subscriber',
    "The payment provider's page where the subscriber updates their card",
    { changes: true, input: {}, answer: updateCardAnswer, errorStatuses: [409] },
  ),

  // The web checkout (the billing quiz ends in it) and the payment provider's webhook
  checkoutPage: page('/checkout', 'Choose a plan and pay: starts the web checkout'),
  startCheckout: call('POST', '/checkout', 'anyone', "Sends the buyer to the payment provider's checkout", {
    sameSiteOnly: true,
    // Each starts a Stripe Checkout Session: no address may spend the account's API rate on them.
    limits: [perAddress(60, MINUTE)],
    input: { form: checkoutOrder },
    answer: 'redirect',
  }),
  checkoutComplete: call(
    'GET',
    '/checkout/complete',
    'anyone',
    'Where a buyer who paid lands: records the subscription and opens Create Your Account',
    { input: { query: checkoutReturn }, answer: 'redirect', errorStatuses: [404] },
  ),
  billingWebhook: call('POST', '/api/billing/webhook', 'anyone', "The payment provider's events (signed)", {
    // Read raw by its handler: the signature covers the bytes as sent.
    bodyLimit: MAX_WEBHOOK_BODY_BYTES,
    input: {},
    answer: webhookAnswer,
    errorStatuses: [400, 413],
  }),
  openPageSession: call('POST', '/api/page-session', 'signed-in', 'Sets the page-session cookie from the ID token', {
    changes: true,
    input: {},
    answer: 'no content',
  }),
  closePageSession: call('DELETE', '/api/page-session', 'anyone', 'Removes the page-session cookie', {
    input: {},
    answer: 'no content',
  }),
  signOut: call(
    'POST',
    '/api/sign-out',
    'signed-in',
    "Ends every session of the caller's account (revokes its tokens)",
    { input: {}, answer: 'no content' },
  ),

  // Cloud functions (spec 7) and what their answers link to
  news: call('POST', '/functions/ig-getNews', 'anyone', 'The news list', { input: {}, answer: newsAnswer }),
  newsImage: call('GET', '/news/:file{[a-z0-9-]+\\.svg}', 'anyone', "A news post's image", {
    answer: 'file',
    errorStatuses: [404],
  }),
  breachCheck: call(
    'POST',
    '/functions/breachedaccount',
    'subscriber',
    'Breaches of the caller’s email (password safety)',
    {
      limits: [perAccount(10, MINUTE), perAddress(30, MINUTE)],
      input: { query: breachQuery },
      answer: breachesAnswer,
      // 403: another address than the caller's; 404: in no breach; 502: Have I Been Pwned did not answer.
      errorStatuses: [403, 404, 502],
    },
  ),
  changePassword: call('POST', '/functions/changePassword', 'signed-in', "Changes the caller's password", {
    changes: true,
    envelope: 'coded',
    limits: [perAccount(5, HOUR), perAddress(20, HOUR)],
    input: { body: changePasswordRequest },
    answer: changePasswordAnswer,
    errorStatuses: [403, 404],
    errorCodes: ['auth/weak-password', 'auth/requires-recent-login', 'auth/user-not-found'],
  }),
  profileData: call('POST', '/functions/ig-getProfileData', 'subscriber', "The caller's profile analysis", {
    input: {},
    answer: profileDocument,
    errorStatuses: [404],
  }),
  uploadExport: call('POST', '/functions/ig-uploadExport', 'subscriber', 'Analyses an uploaded Instagram data export', {
    changes: true,
    envelope: 'coded',
    bodyLimit: MAX_EXPORT_BODY_BYTES,
    limits: [perAccount(10, HOUR), perAddress(30, HOUR)],
    input: { files: 'files' },
    answer: profileDocument,
    errorCodes: ['invalid-upload', 'invalid-export', 'html-export', 'too-large', 'busy'],
  }),
  audienceList: call(
    'POST',
    '/functions/ig-audienceList',
    'subscriber',
    "A page of one of the caller's audience categories",
    {
      envelope: 'coded',
      limits: [perAccount(600, HOUR)],
      input: { body: audienceListQuery },
      answer: audienceListPage,
      // 409: the category is locked (its `unlock` is in the document).
      errorStatuses: [409],
      errorCodes: ['locked'],
    },
  ),
  audienceCsv: call(
    'POST',
    '/functions/ig-audienceCsv',
    'subscriber',
    "One of the caller's audience categories as CSV",
    {
      envelope: 'coded',
      limits: [perAccount(60, HOUR)],
      input: { body: audienceCsvQuery },
      answer: 'file',
      errorStatuses: [409],
      errorCodes: ['locked'],
    },
  ),
  profileHistory: call('POST', '/functions/ig-profileHistory', 'subscriber', "The caller's figures over time", {
    input: { body: profileHistoryQuery },
    answer: profileHistory,
  }),
  timeZone: call(
    'POST',
    '/functions/ig-setTimeZone',
    'subscriber',
    "Sets the caller's time zone; answers their profile analysis counted in it",
    {
      changes: true,
      limits: [perAccount(30, HOUR)],
      input: { body: timeZoneRequest },
      answer: profileDocument,
      // 400: a zone the server's Intl does not know; 404: no profile data yet.
      errorStatuses: [400, 404],
    },
  ),
  pdfReport: call('POST', '/functions/ig-getPdfReport', 'report-owner', 'Emails the profile report as a PDF link', {
    changes: true,
    limits: [perAccount(3, HOUR), perAddress(20, HOUR)],
    input: { body: pdfReportRequest },
    answer: pdfReportAnswer,
    // 403: another account than the caller's; 404: no profile data yet; 409: still being analysed.
    errorStatuses: [403, 404, 409],
  }),
  reportDownload: call(
    'GET',
    '/reports/:file{[0-9a-f]{32}\\.pdf}',
    'anyone',
    'An emailed report (the link is the credential)',
    { answer: 'file', errorStatuses: [404] },
  ),
  imageProxy: call('GET', '/functions/image-proxy', 'anyone', 'A post image from an allowed host', {
    limits: [perAddress(600, MINUTE)],
    input: { query: imageProxyQuery },
    answer: 'file',
    // The image host's 404, or 502 when it fails.
    errorStatuses: [404, 502],
  }),
  postImage: call('GET', '/media/posts/:file', 'anyone', "A demo post's drawn image", {
    answer: 'file',
    errorStatuses: [404],
  }),

  // The Instagram connection and Meta's callbacks
  instagramStatus: call('POST', '/functions/ig-connectionStatus', 'subscriber', 'The Instagram connection', {
    input: {},
    answer: instagramConnectionView,
  }),
  instagramConnectStart: call('POST', '/functions/ig-connectStart', 'subscriber', "Starts Instagram's OAuth", {
    changes: true,
    limits: [perAccount(20, HOUR), perAddress(80, HOUR)],
    input: {},
    answer: connectStartAnswer,
  }),
  instagramConnectFinish: call('POST', '/functions/ig-connectFinish', 'subscriber', "Finishes Instagram's OAuth", {
    changes: true,
    envelope: 'coded',
    limits: [perAccount(20, HOUR), perAddress(80, HOUR)],
    input: { body: connectCallback },
    answer: instagramConnectionView,
    invalidInput: connectCallbackRefusal,
    errorStatuses: [502],
    errorCodes: CONNECT_FAILURES,
  }),
  instagramRefresh: call('POST', '/functions/ig-refreshNow', 'subscriber', 'Syncs Instagram now (once an hour)', {
    changes: true,
    envelope: 'coded',
    input: {},
    answer: instagramConnectionView,
    errorStatuses: [409, 429],
    errorCodes: ['too-soon', 'not-connected', 'reconnect'],
  }),
  // Anyone signed in: deleting one's data never needs a live subscription.
  instagramDisconnect: call(
    'POST',
    '/functions/ig-disconnect',
    'signed-in',
    'Disconnects Instagram and deletes its data',
    { changes: true, input: {}, answer: instagramConnectionView },
  ),
  metaDeauthorize: call('POST', '/meta/deauthorize', 'anyone', "Meta's deauthorize callback (signed_request)", {
    ...META_CALLBACK,
  }),
  metaDataDeletion: call('POST', '/meta/data-deletion', 'anyone', "Meta's data-deletion request (signed_request)", {
    ...META_CALLBACK,
  }),
  metaDeletionStatus: call('GET', '/meta/deletion/:code', 'anyone', 'The status page of a deletion', {
    answer: 'page',
    errorStatuses: [404],
  }),

  // The course (spec 2.12): lesson PDFs for its owners only
  courseLesson: call(
    'GET',
    '/dashboard/course/:lesson{Lesson_n(?:[1-9]|10)\\.pdf}',
    'course-owner',
    'A lesson of the course',
    { via: 'page-session', answer: 'file', errorStatuses: [404] },
  ),
  courseLessonOldPath: call(
    'GET',
    '/pdf/:lesson{Lesson_n(?:[1-9]|10)\\.pdf}',
    'anyone',
    "A lesson's first address (spec 2.12): redirects to its own",
    { answer: 'redirect' },
  ),

  // Development stand-ins: mailbox, clock, jobs, Stripe, Meta's Instagram, the flows page (each reads its own input)
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
