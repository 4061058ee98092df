/**
 * What a failed Instagram call means for the caller:
 * - `token-dead`: code 190 (any subcode): stop, ask the user to reconnect.
 * - `throttled`: codes 4, 17, 32, 613, 80002 (or HTTP 429): stop calling for `waitMs`, taken from
 *   `X-Business-Use-Case-Usage`'s `estimated_time_to_regain_access` (minutes) when present.
 * - `transient`: `is_transient`, a 5xx, codes 1 and 2 (Meta's "temporary issue" codes), a network
 *   failure or a timeout: retry later with `backoffMs`.
 * - `invalid-answer`: a success whose body is not the documented shape.
 * - `other`: the rest (a refused or reused code, a permission missing, a bad parameter).
 * Messages name the endpoint (method and path, never the query) and carry no token or secret.
 */
import { redactText } from '../redact.ts';
import { metaErrorBody } from './contracts.ts';
import { parseUsage, regainAccessMs, type Usage } from './usage.ts';

export type InstagramErrorKind = 'token-dead' | 'throttled' | 'transient' | 'invalid-answer' | 'other';

const TOKEN_DEAD_CODE = 190;
const THROTTLE_CODES: readonly number[] = [4, 17, 32, 613, 80002];
const TEMPORARY_CODES: readonly number[] = [1, 2];
/** Without a header saying how long, wait out Meta's rolling hour. */
export const DEFAULT_THROTTLE_WAIT_MS = 60 * 60_000;

/** Why a token is dead, from code 190's subcode. */
type TokenDeadReason =
  'app-not-authorized' | 'checkpoint' | 'password-changed' | 'expired' | 'unconfirmed-user' | 'invalid';
const DEAD_REASONS: Record<number, TokenDeadReason> = {
  458: 'app-not-authorized',
  459: 'checkpoint',
  460: 'password-changed',
  463: 'expired',
  464: 'unconfirmed-user',
  467: 'invalid',
};

export interface InstagramErrorDetails {
  /** `GET /v25.0/me`: method and path, never the query (it carries the token). */
  endpoint: string;
  status?: number;
  code?: number;
  subcode?: number;
  type?: string;
  fbtraceId?: string;
  /** `token-dead` only. */
  deadReason?: TokenDeadReason;
  /** `throttled` only: how long to stop calling. */
  waitMs?: number;
  usage?: Usage;
}

export class InstagramError extends Error {
  override readonly name = 'InstagramError';
  readonly kind: InstagramErrorKind;
  readonly details: InstagramErrorDetails;

  constructor(kind: InstagramErrorKind, message: string, details: InstagramErrorDetails) {
    super(message);
    this.kind = kind;
    this.details = details;
  }
}

export const isInstagramError = (error: unknown, kind?: InstagramErrorKind): error is InstagramError =>
  error instanceof InstagramError && (kind === undefined || error.kind === kind);

/** Every known secret replaced, then whatever still looks like one (`access_token=...`, bearer tokens). */
export function redactSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  const known = secrets.filter((secret): secret is string => !!secret && secret.length >= 4);
  return redactText(known.reduce((out, secret) => out.split(secret).join('[redacted]'), text));
}

export interface FailedAnswer {
  endpoint: string;
  status: number;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
  headers: Headers;
  /** The token, app secret, code... that the call carried, kept out of the message. */
  secrets: readonly (string | undefined)[];
}

function kindOf(status: number, code: number | undefined, isTransient: boolean): InstagramErrorKind {
  if (code === TOKEN_DEAD_CODE) return 'token-dead';
  if (status === 429 || (code !== undefined && THROTTLE_CODES.includes(code))) return 'throttled';
  if (isTransient || status >= 500 || (code !== undefined && TEMPORARY_CODES.includes(code))) return 'transient';
  return 'other';
}

/** Classifies an answer that was not a success (or a success carrying an error body). */
export function classifyFailure({ endpoint, status, body, headers, secrets }: FailedAnswer): InstagramError {
  const parsed = metaErrorBody.safeParse(body);
  const error = parsed.success ? parsed.data : undefined;
  const usage = parseUsage(headers);
  const kind = kindOf(status, error?.code, error?.isTransient ?? false);
  const details: InstagramErrorDetails = {
    endpoint,
    status,
    code: error?.code,
    subcode: error?.subcode,
    type: error?.type,
    fbtraceId: error?.fbtraceId,
    usage,
  };
  if (kind === 'token-dead') details.deadReason = DEAD_REASONS[error?.subcode ?? 0] ?? 'invalid';
  if (kind === 'throttled') details.waitMs = regainAccessMs(usage) ?? DEFAULT_THROTTLE_WAIT_MS;
  const code = error ? ` code ${error.code}${error.subcode === undefined ? '' : `/${error.subcode}`}` : '';
  const said = error ? `: ${error.message}` : '';
  return new InstagramError(
    kind,
    redactSecrets(`Instagram ${endpoint} failed (${kind}, HTTP ${status}${code})${said}`, secrets),
    details,
  );
}

/** The call never got an answer: refused connection, DNS, reset, timeout. */
export function networkFailure(
  endpoint: string,
  cause: unknown,
  secrets: readonly (string | undefined)[],
): InstagramError {
  const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return new InstagramError(
    'transient',
    redactSecrets(`Instagram ${endpoint} unreachable (transient): ${reason}`, secrets),
    { endpoint },
  );
}

/** A success whose body is not the documented shape; `problem` names the field, never its value. */
export function invalidAnswer(
  endpoint: string,
  status: number,
  problem: string,
  secrets: readonly (string | undefined)[],
): InstagramError {
  return new InstagramError(
    'invalid-answer',
    redactSecrets(`Instagram ${endpoint} answered an unexpected body: ${problem}`, secrets),
    { endpoint, status },
  );
}

/** Exponential backoff with jitter for transient failures: attempt 0 waits 0.5-1 s, doubling, capped at 5 min. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(5 * 60_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
