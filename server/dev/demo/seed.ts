/** Idempotent seeding: Firebase users every start (the emulator may have lost them), rows of accounts that have none. */
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../../db/adapter.ts';
import { isUserNotFound } from '../../firebase.ts';
import { insertSubscription } from '../../subscriptions.ts';
import { BUNDLE_ID } from '../../../content/constants.ts';
import { STAND_IN_PRICES } from '../../billing/config.ts';
import { priceKeyOf, TRIAL_DAYS } from '../../billing/price-keys.ts';
import type { StripeStandIn } from '../stripe/stand-in.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoSubscription } from './accounts.ts';

const SEED_LOCK_ID = 4173_0002;

export async function seedFirebaseUsers(auth: Auth): Promise<number> {
  const created = await Promise.all(
    DEMO_ACCOUNTS.filter((account) => account.uid).map(async ({ uid, email }) => {
      try {
        await auth.getUser(uid!);
        return 0; // present: leave it alone (its password may have been changed on purpose)
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
      await auth.createUser({ uid, email, password: DEMO_PASSWORD, emailVerified: true });
      return 1;
    }),
  );
  return created.reduce<number>((sum, n) => sum + n, 0);
}

/**
 * Each web-billed demo plan is a subscription in Stripe's stand-in too (a customer with a working
 * card), and each extra a payment by that customer: the demo accounts' plans renew, fail and cancel
 * as a buyer's do.
 */
function standInIds(standIn: StripeStandIn, account: DemoAccount, s: DemoSubscription, customerId?: string) {
  if ((s.billing_source ?? 'web') !== 'web') return undefined;
  const priceId = STAND_IN_PRICES[priceKeyOf(s.plan_code)];
  if (!s.main_plan) {
    if (!customerId) return undefined;
    const { paymentIntentId } = standIn.seedPayment({ customerId, priceId, metadata: { plan_code: s.plan_code } });
    return { customerId, paymentId: paymentIntentId };
  }
  return standIn.seedSubscription({
    email: account.email,
    priceId,
    planCode: s.plan_code,
    startedAt: new Date(Date.now() - s.startedAgoMs),
    trialDays: TRIAL_DAYS[priceKeyOf(s.plan_code)],
    cancelAtPeriodEnd: s.status === 'canceled',
  });
}

/**
 * Per account, so an account added to the demo list appears in an existing data folder too; an
 * account seeded before billing went through Stripe is seeded again.
 */
export async function seedSubscriptions(db: Db, standIn: StripeStandIn, now = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_ID]); // instances starting together
    let inserted = 0;
    for (const account of DEMO_ACCOUNTS) {
      const [{ seeded, unbilled }] = await tx.query<{ seeded: boolean; unbilled: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM subscriptions WHERE emails @> ARRAY[$1::text]) AS seeded,
           EXISTS (SELECT 1 FROM subscriptions WHERE emails @> ARRAY[$1::text] AND billing_source = 'web' AND provider_customer_id IS NULL) AS unbilled`,
        [account.email],
      );
      if (seeded && !unbilled) continue;
      if (unbilled) await tx.query('DELETE FROM subscriptions WHERE emails @> ARRAY[$1::text]', [account.email]);
      let customerId: string | undefined;
      for (const s of account.subscriptions) {
        const provider = standInIds(standIn, account, s, customerId);
        customerId ??= provider?.customerId;
        await insertSubscription(tx, {
          provider,
          ...s,
          uid: account.uid ?? null,
          bundle: BUNDLE_ID,
          started_at: new Date(now - s.startedAgoMs),
          email: account.email,
          now: new Date(now),
        });
        inserted += 1;
      }
    }
    return inserted;
  });
}
