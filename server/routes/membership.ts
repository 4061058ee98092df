/**
 * The origin API's membership calls (spec 7): cancel request (emails a cancel-by-link), cancel by
 * subscription id, cancel by link, and the purchase helper (one-time extras and plan changes),
 * which charges through the payment provider (server/billing/). Every change is idempotent; the
 * uid only ever comes from the verified token.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { BUNDLE_ID } from '../../content/constants.ts';
import {
  authorisingSubscription,
  COURSE_PLAN_CODES,
  GIFT_ONE_MONTH_PLAN_CODES,
  PREMIUM_ONE_MONTH_PLAN_CODES,
  REPORT_PLAN_CODES,
} from '../../domain/plans.ts';
import type { AppDeps } from '../deps.ts';
import { inputOf } from '../endpoint-input.ts';
import { linkTokenHash } from '../link-token.ts';
import { refuse } from '../refusal.ts';
import { factory, type EndpointHandlers } from '../endpoints.ts';
import { appOrigin } from '../http.ts';
import { enqueueAccountEmail, mailingAccount } from '../verified-mail.ts';
import { limitCaller } from '../functions/caller.ts';
import { cancelMembership } from '../billing/cancel.ts';
import { confirmPurchase, purchase, type PaymentKind, type PurchaseResult } from '../billing/purchases.ts';
import type { Queryable } from '../db/adapter.ts';
import { subscriptionRecord, subscriptionsOfUser } from '../subscriptions.ts';
import { assertCaller, assertOwnEmail } from './subscription-service.ts';

const HOUR_MS = 3_600_000;
const CANCEL_TOKEN_TTL_MS = 24 * HOUR_MS;

const EXTRA_PLAN_CODES = new Set<string>([...COURSE_PLAN_CODES, ...REPORT_PLAN_CODES]);

const cancelLinkEmail = (to: string, link: string) => ({
  to,
  subject: 'Confirm the cancellation of your membership',
  body: `We received a request to cancel your membership.\n\nTo complete the cancellation, open this link (valid for 24 hours, once):\n${link}\n\nIf you did not ask for this, ignore this email and your membership stays as it is.`,
});

export function membershipRoutes(deps: AppDeps) {
  const { db, clock, outbox, config, billing } = deps;
  const purchaseDeps = { db, billing, prices: config.billing.prices, now: () => clock.now() };

  return {
    cancelRequest: factory.createHandlers(limitCaller(deps, 'cancelRequest'), async (c) => {
      const { body } = inputOf(c, 'cancelRequest');
      assertOwnEmail(c, body.email);
      const token = randomBytes(16).toString('base64url');
      const now = clock.now();
      const origin = appOrigin(c, config);
      const link = `${origin}/unsubscription?from=${token}`;
      const account = await mailingAccount(deps.auth, c.get('uid'), body.email);
      await db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO cancel_tokens (token_hash, uid, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
          [linkTokenHash(token), c.get('uid'), body.email, now, new Date(now.getTime() + CANCEL_TOKEN_TTL_MS)],
        );
        await enqueueAccountEmail(tx, clock, { ...account, origin }, cancelLinkEmail(body.email, link));
      });
      outbox.kick();
      return c.json({ success: true });
    }),
    cancel: factory.createHandlers(async (c) => {
      const { id } = inputOf(c, 'cancel').body;
      const subscription = await subscriptionRecord(db, id);
      if (!subscription || subscription.uid !== c.get('uid')) notFound();
      const origin = appOrigin(c, config);
      const outcome = await db.transaction(async (tx) => {
        const result = await cancelMembership(tx, billing, subscription.id, clock.now());
        if (result.canceled && result.changed) await confirmCancellation(deps, tx, subscription.id, origin);
        return result;
      });
      if (!outcome.canceled) conflict(outcome.reason);
      outbox.kick();
      return c.json({ success: true });
    }),
    cancelByLink: factory.createHandlers(async (c) => {
      const tokenHash = linkTokenHash(inputOf(c, 'cancelByLink').params.from);
      const now = clock.now();
      const origin = appOrigin(c, config);
      // Claiming the token and cancelling commit together: a concurrent second call finds it used.
      const success = await db.transaction(async (tx) => {
        const [claimed] = await tx.query<{ uid: string }>(
          'UPDATE cancel_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING uid',
          [tokenHash, now],
        );
        if (!claimed) return false;
        const main = authorisingSubscription(await subscriptionsOfUser(tx, claimed.uid), BUNDLE_ID);
        if (!main) return false;
        const outcome = await cancelMembership(tx, billing, main.id, now);
        if (outcome.canceled && outcome.changed) await confirmCancellation(deps, tx, main.id, origin);
        return outcome.canceled;
      });
      outbox.kick();
      return c.json({ success });
    }),
    purchase: factory.createHandlers(async (c) => {
      const { body } = inputOf(c, 'purchase');
      assertCaller(c, body);
      const kind = purchaseKind(body.plan_id);
      if (!kind) refuse(400, 'Unknown plan id');
      const main = await subscriptionRecord(db, body.mainPlanId);
      if (!main || main.uid !== body.firebase_id || !main.main_plan || main.bundle !== BUNDLE_ID) notFound();
      if (kind !== 'extra' && main.plan_code === body.plan_id) return c.json({ id: main.id });
      if (main.billing_source !== 'web') conflict('This plan is billed by the mobile app store: buy there');
      // Extras while access lasts; a plan change only for a plan that goes on.
      if (kind !== 'extra' && main.status !== 'active')
        conflict(`A subscription that is ${main.status} cannot change plan`);
      if (main.status === 'expired') conflict('A subscription that is expired cannot buy extras');
      if (!main.provider_subscription_id) conflict('This plan has no card on file to charge');
      const result = await purchase(purchaseDeps, {
        uid: body.firebase_id,
        email: body.email,
        planCode: body.plan_id,
        kind,
        main,
        returnUrl: `${appOrigin(c, config)}/dashboard/my-plan?purchase=${body.plan_id}`,
      });
      return answerPurchase(c, result);
    }),
    confirmPurchase: factory.createHandlers(async (c) => {
      const { payment_intent } = inputOf(c, 'confirmPurchase').body;
      const result = await confirmPurchase(purchaseDeps, c.get('uid'), payment_intent);
      if (!result) refuse(404, 'Payment not found');
      return answerPurchase(c, result);
    }),
  } satisfies EndpointHandlers;
}

function notFound(): never {
  return refuse(404, 'Subscription not found');
}

function conflict(message: string): never {
  return refuse(409, message);
}

/** A refused payment is a 402 with the provider's words, shown in red under the offer (spec 8). */
function answerPurchase(c: Context, result: PurchaseResult) {
  return 'error' in result ? refuse(402, result.error) : c.json(result);
}

/** Extras are charged once; the premium plan is a paid change; the gift plan is the free month. */
function purchaseKind(planCode: string): PaymentKind | undefined {
  if (EXTRA_PLAN_CODES.has(planCode)) return 'extra';
  if ((PREMIUM_ONE_MONTH_PLAN_CODES as readonly string[]).includes(planCode)) return 'plan_change';
  if ((GIFT_ONE_MONTH_PLAN_CODES as readonly string[]).includes(planCode)) return 'free_month';
  return undefined;
}

/** Spec 4: the cancellation is confirmed by email, saying when access ends. */
async function confirmCancellation(deps: AppDeps, tx: Queryable, id: string, origin: string) {
  const canceled = await subscriptionRecord(tx, id);
  const uid = canceled?.uid;
  const to = canceled?.emails.at(-1);
  if (!uid || !to || !canceled.cancel_effective_at) return;
  const account = await mailingAccount(deps.auth, uid, to);
  await enqueueAccountEmail(
    tx,
    deps.clock,
    { ...account, origin },
    cancellationEmail(to, canceled.cancel_effective_at),
  );
}

const cancellationEmail = (to: string, endsAt: Date) => ({
  to,
  subject: 'Your membership is canceled',
  body: `Your membership is canceled. Nothing more will be charged.

You keep access until ${new Date(endsAt).toUTCString()}.`,
});
