/**
 * The origin API's account-email calls (spec 7): the activation email and the password-reset
 * email. src/services validates the answers with these schemas, machines use the types.
 */
import * as z from 'zod/mini';

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
