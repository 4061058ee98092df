/**
 * The origin API's calls (spec 7) other than membership: the activation email, the password-reset
 * email, logging and analytics events. The server validates the requests with these schemas,
 * src/services validates the answers, machines use the types.
 */
import * as z from 'zod/mini';
import { email } from './fields.ts';

/** POST /api/send-activation-by-email/{bundle id}/{email}: `success`, `has_user`, or `error` (spec 3, 8). */
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

/**
 * Logging (spec 7): `GET {origin}/?{query}` (or the same fields as a POSTed JSON object). `data`
 * is JSON text; other fields (creds, subscriptions) are kept as they came, secrets redacted.
 */
export const logRecord = z.object({
  source: z.string().check(z.regex(/^[\w.:-]{1,64}$/, 'must be a short identifier')),
  message: z.optional(z.string().check(z.maxLength(2_000))),
  data: z.optional(z.string().check(z.maxLength(8_000))),
});
export type LogRecord = z.input<typeof logRecord>;

/** POST {origin}/event (JSON): the event's name, the browser's user agent and the event's own fields. */
export const trackedEvent = z.looseObject({
  event: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  userAgent: z.optional(z.string()),
});
export type TrackedEvent = z.input<typeof trackedEvent>;
