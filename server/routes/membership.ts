/**
 * The origin API's membership calls (spec 7): cancel request (emails a cancel-by-link), cancel by
 * subscription id, cancel by link, and the purchase helper (one-time extras and plan changes).
 * Every change is atomic and idempotent; the uid only ever comes from the verified token.
 */
import { randomBytes } from 'node:crypto';
import { HTTPException } from 'hono/http-exception';
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
import { factory, type EndpointHandlers } from '../endpoints.ts';
import { appOrigin } from '../http.ts';
import { enqueueAccountEmail, mailingAccount } from '../verified-mail.ts';
import { limitCaller } from '../functions/caller.ts';
import {
  cancelSubscription,
  changePlan,
  insertSubscription,
  lockAccount,
  subscriptionRecord,
  subscriptionsOfUser,
} from '../subscriptions.ts';
import { assertCaller, assertOwnEmail } from './subscription-service.ts';

const HOUR_MS = 3_600_000;
const CANCEL_TOKEN_TTL_MS = 24 * HOUR_MS;

const EXTRA_PLAN_CODES = new Set<string>([...COURSE_PLAN_CODES, ...REPORT_PLAN_CODES]);
const PLAN_CHANGE_CODES = new Set<string>([...PREMIUM_ONE_MONTH_PLAN_CODES, ...GIFT_ONE_MONTH_PLAN_CODES]);

const cancelLinkEmail = (to: string, link: string) => ({
  to,
  subject: 'Confirm the cancellation of your membership',
  body: `We received a request to cancel your membership.\n\nTo complete the cancellation, open this link (valid for 24 hours, once):\n${link}\n\nIf you did not ask for this, ignore this email and your membership stays as it is.`,
});

export function membershipRoutes(deps: AppDeps) {
  const { db, clock, outbox, config } = deps;

  const notFound = () => new HTTPException(404, { message: 'Subscription not found' });
  const conflict = (message: string) => new HTTPException(409, { message });

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
      if (!subscription || subscription.uid !== c.get('uid')) throw notFound();
      const outcome = await cancelSubscription(db, subscription, clock.now());
      if (!outcome.canceled) throw conflict(outcome.reason);
      return c.json({ success: true });
    }),
    cancelByLink: factory.createHandlers(async (c) => {
      const tokenHash = linkTokenHash(inputOf(c, 'cancelByLink').params.from);
      const now = clock.now();
      // Claiming the token and cancelling commit together: a concurrent second call finds it used.
      const success = await db.transaction(async (tx) => {
        const [claimed] = await tx.query<{ uid: string }>(
          'UPDATE cancel_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING uid',
          [tokenHash, now],
        );
        if (!claimed) return false;
        const main = authorisingSubscription(await subscriptionsOfUser(tx, claimed.uid), BUNDLE_ID);
        const subscription = main && (await subscriptionRecord(tx, main.id));
        return subscription ? (await cancelSubscription(tx, subscription, now)).canceled : false;
      });
      return c.json({ success });
    }),
    purchase: factory.createHandlers(async (c) => {
      const { body } = inputOf(c, 'purchase');
      assertCaller(c, body);
      const isExtra = EXTRA_PLAN_CODES.has(body.plan_id);
      if (!isExtra && !PLAN_CHANGE_CODES.has(body.plan_id)) return c.json({ error: 'Unknown plan id' }, 400);
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        // Serialise this account's purchases so a double or concurrent submit has one effect.
        await lockAccount(tx, body.firebase_id);
        const main = await subscriptionRecord(tx, body.mainPlanId);
        if (!main || main.uid !== body.firebase_id || !main.main_plan || main.bundle !== BUNDLE_ID) throw notFound();
        if (isExtra) {
          const owned = (await subscriptionsOfUser(tx, body.firebase_id)).find(
            (s) => !s.main_plan && s.bundle === BUNDLE_ID && s.plan_code === body.plan_id && s.status !== 'expired',
          );
          return (
            owned?.id ??
            insertSubscription(tx, {
              uid: body.firebase_id,
              bundle: BUNDLE_ID,
              plan_code: body.plan_id,
              status: 'active',
              started_at: now,
              main_plan: false,
              email: body.email,
            })
          );
        }
        if (main.plan_code === body.plan_id) return main.id;
        if (main.billing_source !== 'web')
          throw conflict('This plan is billed by the mobile app store: change it there');
        if (!(await changePlan(tx, main.id, body.plan_id, now)))
          throw conflict(`A subscription that is ${main.status} cannot change plan`);
        return main.id;
      });
      return c.json({ id });
    }),
  } satisfies EndpointHandlers;
}
