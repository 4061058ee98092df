/**
 * The origin API's calls (spec 7) other than membership: the activation email, the password-reset
 * email, logging and analytics events. The server validates the requests with these schemas,
 * src/services validates the answers, machines use the types.
 */
import * as z from 'zod/mini';
import type { RefusalText } from './endpoint-declaration.ts';
import { email } from './fields.ts';

/** What the emails' calls answer to an address they cannot read (spec 8's copy). */
const WRONG_EMAIL_FORMAT = 'Wrong email format';

/** POST /api/send-activation-by-email/{bundle id}/{email} (the bundle id's pattern is in the path). */
export const activationParams = z.object({ bundleId: z.string(), email });
/** POST /api/send-activation-by-email with a JSON body. */
export const activationRequest = z.object({ email });
/** Either activation call's answer to refused input. */
export const activationRefusal: RefusalText = { message: WRONG_EMAIL_FORMAT };

/** What both activation calls answer: `success`, `has_user`, or `error` (spec 3, 8). */
export const activationAnswer = z.object({
  success: z.optional(z.boolean()),
  has_user: z.optional(z.boolean()),
  error: z.optional(z.union([z.string(), z.object({ message: z.string() })])),
  user_id: z.optional(z.string()),
});
export type ActivationAnswer = z.infer<typeof activationAnswer>;

/** POST /api/password-reset: `success`, or `error` with the identity provider's code (a failed call carries it too). */
export const passwordResetAnswer = z.object({
  success: z.optional(z.boolean()),
  error: z.optional(z.union([z.string(), z.object({ code: z.optional(z.string()), message: z.optional(z.string()) })])),
});
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswer>;

/** POST /api/password-reset (JSON). */
export const passwordResetRequest = z.object({ email });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;
/** Its answer to refused input: the identity provider's code, as Restore Password reads failures (spec 8). */
export const passwordResetRefusal: RefusalText = { code: 'auth/invalid-email', message: WRONG_EMAIL_FORMAT };

/**
 * Logging (spec 7): `GET {origin}/?{query}` (or the same fields as a POSTed JSON object). `data`
 * is JSON text; other fields (creds, subscriptions) are kept as they came, secrets redacted.
 */
const logSource = z.string().check(z.regex(/^[\w.:-]{1,64}$/, 'must be a short identifier'));
const logText = {
  message: z.optional(z.string().check(z.maxLength(2_000))),
  data: z.optional(z.string().check(z.maxLength(8_000))),
};
export const logRecord = z.looseObject({ source: logSource, ...logText });
/** A record's own fields, as the app sends them. */
export type LogRecord = Pick<z.input<typeof logRecord>, 'source' | 'message' | 'data'>;
/** `GET /`'s query: a log record when it names a source; without one the request is for the app's page. */
export const logQuery = z.looseObject({ source: z.optional(logSource), ...logText });

/** POST {origin}/event (JSON): the event's name, the browser's user agent and the event's own fields. */
export const trackedEvent = z.looseObject({
  event: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  userAgent: z.optional(z.string()),
});
export type TrackedEvent = z.input<typeof trackedEvent>;
