/**
 * Cloud function changePassword (spec 7): POST, JSON, with the caller's ID token; sets the
 * password of the account the request names, which must be the caller's. It answers
 * `{ success: true }`, or `error` as `{ code, message }` (auth/weak-password, auth/user-not-found,
 * and the callable functions' codes for refused input, sign-in and rate limits). The server
 * validates the request with the schema.
 */
import * as z from 'zod/mini';
import { codedError, email, idParam } from './fields.ts';

export const changePasswordRequest = z.object({
  email,
  id: idParam,
  // The length rule is the function's, which answers the client's auth/weak-password code.
  password: z.string().check(z.maxLength(1024)),
  // Sent as true from the development host. No effect: the server knows its own environment, and
  // a flag any caller can set must not switch behaviour (e.g. skip checks) in production.
  test: z.optional(z.boolean()),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const changePasswordAnswer = z.object({ success: z.optional(z.literal(true)), error: z.optional(codedError) });
export type ChangePasswordAnswer = z.infer<typeof changePasswordAnswer>;
