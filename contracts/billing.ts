/**
 * Billing's own calls: the web checkout that starts a main plan (the billing quiz ends in it), the
 * payment provider's webhook, and the page where a subscriber updates their card.
 */
import * as z from 'zod/mini';
import { email, planId } from './fields.ts';

/** POST /checkout (a form): the main plan chosen and the buyer's email; answers a redirect to the provider's checkout. */
export const checkoutOrder = z.object({ plan_code: planId, email });

/** GET /checkout/complete?session_id=…: where the provider sends a buyer who paid. */
export const checkoutReturn = z.object({
  session_id: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'must be a checkout session id')),
});

/** Stripe's events are small; an expanded one stays well under this. */
export const MAX_WEBHOOK_BODY_BYTES = 512 * 1024;

/** POST /api/billing/webhook: every delivery is acknowledged once its signature holds. */
export const webhookAnswer = z.object({ received: z.literal(true) });

/** POST /api/billing/update-card: the provider's page where the subscriber updates the card their plan is charged to. */
export const updateCardAnswer = z.object({ url: z.url() });
