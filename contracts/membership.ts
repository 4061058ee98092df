/**
 * The origin API's membership calls (spec 7): cancel request, cancel, cancel by link and the
 * purchase helper. The server validates requests with these schemas, src/services validates the
 * answers, machines use the types.
 */
import * as z from 'zod/mini';
import { email, idParam, planId } from './fields.ts';

/** POST /api/cancel-request (text/plain JSON): emails a link that completes the cancellation. */
export const cancelRequest = z.object({
  email,
  code: z.string().check(z.minLength(1), z.maxLength(100)),
  host: z.string().check(z.maxLength(255)),
  // The client always sends true; the server always emails, the link being the confirmation.
  emailing: z.boolean(),
  inAppUnsubscribe: z.boolean(),
});
export type CancelRequest = z.input<typeof cancelRequest>;

/** POST /api/cancel: cancels the subscription with this id. */
export const cancelOrder = z.object({ id: idParam });

/** POST /api/cancel-subscription/{from}: the emailed link's token, 128 random bits in base64url. */
export const cancelLink = z.object({
  from: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'must be a cancel link token')),
});

/** The purchase helper: a one-time extra or a plan change, for the signed-in buyer. */
export const purchaseOrder = z.object({ plan_id: planId, email, firebase_id: idParam, mainPlanId: idParam });
export type PurchaseOrder = z.input<typeof purchaseOrder>;

/** What cancel request, cancel and cancel by link answer: `success`, or `error` (a string). */
export const outcome = z.object({ success: z.optional(z.boolean()), error: z.optional(z.string()) });
export type Outcome = z.infer<typeof outcome>;

/**
 * What the purchase helper answers: the order's `id` on success, or `error`; or, when the buyer's
 * bank asks them to confirm the payment (3-D Secure), `authenticate`: the payment provider's page
 * to send them to. Nothing is granted meanwhile; the provider sends them back to My Plan with
 * `?purchase=<plan id>&payment_intent=<id>`, where the app confirms the purchase.
 */
export const purchaseAnswer = z.object({
  id: z.optional(z.string()),
  error: z.optional(z.string()),
  authenticate: z.optional(z.url()),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswer>;

/** POST /api/purchase/confirm: the payment the buyer confirmed with their bank; answers as the purchase helper. */
export const purchaseConfirmation = z.object({
  payment_intent: z.string().check(z.regex(/^pi_[A-Za-z0-9_]{1,120}$/, 'must be a payment id')),
});
export type PurchaseConfirmation = z.input<typeof purchaseConfirmation>;
