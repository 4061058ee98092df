/**
 * What a declaration of the endpoint table (contracts/endpoints.ts) says about a route.
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
 */
import type { core } from 'zod/mini';

export type Access = 'anyone' | 'signed-in' | 'subscriber' | 'course-owner' | 'report-owner';

/**
 * How many calls one caller may make in a window: per signed-in account, client address, email
 * address named, or email address named from one client address.
 */
export interface RateLimit {
  per: 'account' | 'address' | 'email' | 'email from one address';
  calls: number;
  windowMs: number;
}

/**
 * What a call reads, each part checked with its schema before the handler runs
 * (server/endpoint-input.ts); `{}` for a call that reads nothing.
 */
export interface EndpointInput {
  /** The path's parameters, where the path's own pattern does not check them already. */
  params?: core.$ZodType;
  query?: core.$ZodType;
  /** A JSON object, sent as application/json or as text/plain (which needs no CORS preflight). */
  body?: core.$ZodType;
  /** A form (application/x-www-form-urlencoded), as Meta posts its callbacks. */
  form?: core.$ZodType;
  /** Files in a multipart body under this field name, which the handler reads itself (the export upload). */
  files?: string;
}

/** What a success answers: JSON of this schema, no content (204), a file (image, PDF), an HTML page, or a redirect. */
export type EndpointAnswer = core.$ZodType | 'no content' | 'file' | 'page' | 'redirect';

/**
 * How a call's refusals are written, every one of them (its guards', its input check's, its
 * handler's, a 503's):
 * - `plain`: `{ error: message }`, any further facts beside it (`{ error, unavailable }`);
 * - `coded`: `{ error: { code, message, ...facts } }`, for a call whose client tells its refusals
 *   apart by code; a refusal without a code of its own gets the Firebase callable code of its
 *   status (`CALLABLE_CODES`).
 */
export type Envelope = 'plain' | 'coded';

/** The codes of Firebase callable functions by HTTP status, for a coded call's refusals that carry none. */
export const CALLABLE_CODES: Readonly<Record<number, string>> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  413: 'invalid-argument',
  429: 'resource-exhausted',
  500: 'internal',
  503: 'unavailable',
};

/** What a refusal says: its message, the code a client tells it apart by, further facts (`unlock`, `retryAt`). */
export interface RefusalText {
  message: string;
  code?: string;
  details?: Readonly<Record<string, unknown>>;
}

/** A refusal's body in an envelope (the server answers every refusal so; docs/endpoints.md shows them so). */
export function refusalBody(envelope: Envelope, status: number, { message, code, details }: RefusalText) {
  return envelope === 'coded'
    ? { error: { code: code ?? CALLABLE_CODES[status] ?? 'unknown', message, ...details } }
    : { error: message, ...details };
}

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
  /** How many calls one caller may make; only well-formed input counts, and for the cloud functions only input that names the caller. */
  limits?: readonly RateLimit[];
  /** Endpoints that count against the same limits (the two activation calls, logs and events). */
  limitGroup?: string;
  /**
   * Beyond its limits the call answers as it does when it has just sent the same email, and sends
   * nothing: no 429 tells a sender whose mail is being dropped, and nothing tells anyone whether
   * an address is being targeted.
   */
  beyondLimits?: 'answers as if sent';
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
  /** How every refusal of the call is written (default `plain`); `coded` where its client tells refusals apart by code. */
  envelope?: Envelope;
  /** Mounted only when development is asked for (APP_ENV=development). */
  development?: true;
  /** What a call reads (not declared for pages and files, nor for the development stand-ins, which read their own). */
  input?: EndpointInput;
  /** What a call answers on success (every call but the development stand-ins). */
  answer?: EndpointAnswer;
  /** The refusal of input its schemas refuse or that cannot be read, where the call has its own (else `<field>: <why>`), in its envelope. */
  invalidInput?: Omit<RefusalText, 'details'>;
  /** The statuses its handler refuses with, besides those of its guards and its input check (docs/endpoints.md lists them all). */
  errorStatuses?: readonly number[];
  /** The codes of its refusals that the client tells apart (spec 7, 8); only a `coded` call has them. */
  errorCodes?: readonly string[];
}

/** The server's default request body limit. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
