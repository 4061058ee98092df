/** Origin API calls of spec 7: logging, analytics events, activation and password-reset emails. */
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import type {
  ActivationAnswer,
  LogRecord as LogQuery,
  PasswordResetAnswer,
  PasswordResetRequest,
  TrackedEvent,
} from '../../contracts/origin-api';
import { http, request, url } from './http';

export type LogSource = 'check_active_subscription' | 'sign_in' | 'sign_in_error' | 'sign_up_error' | 'get_news';

/** A record as the app hands it over: `data` goes on the wire as JSON text (the contract's LogRecord). */
export interface LogRecord {
  source: LogSource;
  message: string;
  data?: unknown;
}

/** `GET {origin}/?{query}`; best effort: a lost log line must never break the flow. */
export function sendLog(originUrl: string, { source, message, data }: LogRecord): void {
  const record: LogQuery = { source, message, ...(data === undefined ? {} : { data: JSON.stringify(data) }) };
  http.get(`${url(originUrl, callPath(ENDPOINTS.logRecordByQuery))}?${new URLSearchParams(record)}`).catch(() => {});
}

/** `POST {origin}/event`; best effort as well. */
export function sendEvent(originUrl: string, event: string, fields: Record<string, unknown> = {}): Promise<void> {
  return http
    .post(url(originUrl, callPath(ENDPOINTS.trackEvent)), {
      json: { userAgent: navigator.userAgent, event, ...fields } satisfies TrackedEvent,
    })
    .then(() => undefined)
    .catch(() => undefined);
}

export async function requestActivationEmail(
  originUrl: string,
  bundleId: string,
  email: string,
): Promise<ActivationAnswer> {
  const path = callPath(ENDPOINTS.activationByPath, { bundleId, email });
  const body = await request(() =>
    http.post(url(originUrl, path), { headers: { 'content-type': 'text/plain' } }).json(),
  );
  return ENDPOINTS.activationByPath.answer.parse(body);
}

/**
 * Emails a link that sets a new password (Restore Password, spec 2.17). An unknown address fails
 * with 404 and `{ error: { code: 'auth/user-not-found' } }`, the identity provider's own code.
 */
export async function requestPasswordReset(originUrl: string, email: string): Promise<PasswordResetAnswer> {
  const body = await request(() =>
    http
      .post(url(originUrl, callPath(ENDPOINTS.passwordReset)), { json: { email } satisfies PasswordResetRequest })
      .json(),
  );
  return ENDPOINTS.passwordReset.answer.parse(body);
}
