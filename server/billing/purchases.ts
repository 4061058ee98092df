/**
 * Purchases with one press (spec 2.13, 2.15, 2.16): an extra charged to the main plan's card, a
 * plan change charged the same way, a free month that costs nothing. Nothing is granted before
 * the provider confirms the payment. Each order is a `payments` row whose id is the provider's
 * idempotency key: a repeated or concurrent press of an order still open sends the same key, so
 * the provider makes one charge, and granting it twice grants once.
 */
import { randomBytes } from 'node:crypto';
import { BUNDLE_ID } from '../../content/constants.ts';
import type { Db, Queryable } from '../db/adapter.ts';
import { lockAccount, subscriptionsOfUser, type SubscriptionRecord } from '../subscriptions.ts';
import type { BillingConfig } from './config.ts';
import { priceKeyOf } from './price-keys.ts';
import type { BillingProvider, ChargeOutcome } from './provider.ts';
import { syncSubscription } from './records.ts';

export type PaymentKind = 'extra' | 'plan_change' | 'free_month';

interface PaymentRow {
  id: string;
  uid: string;
  plan_code: string;
  main_subscription_id: string;
  kind: PaymentKind;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  provider_payment_id: string | null;
  failure: string | null;
  created_at: Date;
  [key: string]: unknown;
}

/** What a press comes to: bought (the order's id), refused (the words shown in red), or the bank's page. */
export type PurchaseResult = { id: string } | { error: string } | { authenticate: string };

export interface PurchaseDeps {
  db: Db;
  billing: BillingProvider;
  prices: BillingConfig['prices'];
  now: () => Date;
}

export interface Order {
  uid: string;
  email: string;
  planCode: string;
  kind: PaymentKind;
  main: SubscriptionRecord;
  /** Where the bank's page sends the buyer back. */
  returnUrl: string;
}

const DAY_MS = 86_400_000;
/** The free month (spec 2.15 step 7): the gift plan's first month costs nothing. */
const FREE_MONTH_MS = 30 * DAY_MS;

async function ownedExtra(q: Queryable, uid: string, planCode: string): Promise<string | undefined> {
  const owned = (await subscriptionsOfUser(q, uid)).find(
    (s) => !s.main_plan && s.bundle === BUNDLE_ID && s.plan_code === planCode && s.status !== 'expired',
  );
  return owned?.id;
}

/** The main plan's id when it is on the plan ordered already (a press that came in while another changed it). */
async function onPlan(q: Queryable, order: Order): Promise<string | undefined> {
  const [main] = await q.query<{ plan_code: string }>('SELECT plan_code FROM subscriptions WHERE id = $1', [
    order.main.id,
  ]);
  return main?.plan_code === order.planCode ? order.main.id : undefined;
}

/** The order still open for this plan, or a new one; or what it buys, when that is owned already. */
async function openOrder(deps: PurchaseDeps, order: Order, amount: number, currency: string) {
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, order.uid);
    const owned = order.kind === 'extra' ? await ownedExtra(tx, order.uid, order.planCode) : await onPlan(tx, order);
    if (owned) return { owned };
    const [open] = await tx.query<PaymentRow>(
      "SELECT * FROM payments WHERE uid = $1 AND plan_code = $2 AND status IN ('pending', 'requires_action')",
      [order.uid, order.planCode],
    );
    if (open) return { payment: open };
    const now = deps.now();
    const [payment] = await tx.query<PaymentRow>(
      `INSERT INTO payments (id, uid, plan_code, main_subscription_id, kind, status, amount, currency, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $8) RETURNING *`,
      [randomBytes(16).toString('hex'), order.uid, order.planCode, order.main.id, order.kind, amount, currency, now],
    );
    return { payment };
  });
}

async function settle(db: Queryable, id: string, status: PaymentRow['status'], fields: Partial<PaymentRow>, now: Date) {
  await db.query(
    `UPDATE payments SET status = $2, provider_payment_id = COALESCE($3, provider_payment_id), failure = $4, updated_at = $5
     WHERE id = $1 AND status IN ('pending', 'requires_action')`,
    [id, status, fields.provider_payment_id ?? null, fields.failure ?? null, now],
  );
}

/**
 * Grants what a confirmed payment bought, once: the extra's row (its id), or for a plan change the
 * main plan read back from the provider. Called by the press, the return from the bank and the webhook.
 */
export async function grantPayment(deps: PurchaseDeps, paymentId: string, providerPaymentId: string | null) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [paymentId]);
    if (!payment) return undefined;
    // Under the account's lock, as a press's order is opened: a press finds the order open or the extra granted.
    await lockAccount(tx, payment.uid);
    if (payment.status === 'pending' || payment.status === 'requires_action')
      await settle(tx, payment.id, 'succeeded', { provider_payment_id: providerPaymentId }, now);
    if (payment.kind !== 'extra') return payment.main_subscription_id;
    const paidWith = providerPaymentId ?? payment.provider_payment_id;
    const [main] = await tx.query<SubscriptionRecord>('SELECT * FROM subscriptions WHERE id = $1', [
      payment.main_subscription_id,
    ]);
    const [granted] = await tx.query<{ id: string }>(
      `INSERT INTO subscriptions (id, uid, bundle, plan_code, status, started_at, main_plan, emails, term_anchor,
         billing_source, provider_customer_id, provider_payment_id, price_amount, price_currency)
       VALUES ($1, $2, $3, $4, 'active', $5, false, $6, $5, 'web', $7, $8, $9, $10)
       ON CONFLICT (provider_payment_id) DO NOTHING RETURNING id`,
      [
        randomBytes(16).toString('hex'),
        payment.uid,
        BUNDLE_ID,
        payment.plan_code,
        now,
        main.emails.slice(-1),
        main.provider_customer_id,
        paidWith,
        payment.amount,
        payment.currency,
      ],
    );
    if (granted) return granted.id;
    const [existing] = await tx.query<{ id: string }>('SELECT id FROM subscriptions WHERE provider_payment_id = $1', [
      paidWith,
    ]);
    return existing?.id;
  });
}

/** A payment given back in full: the extra it bought is gone. */
export async function revokeRefunded(deps: PurchaseDeps, providerPaymentId: string) {
  await deps.db.transaction(async (tx) => {
    await tx.query("UPDATE payments SET status = 'refunded', updated_at = $2 WHERE provider_payment_id = $1", [
      providerPaymentId,
      deps.now(),
    ]);
    await tx.query(
      "UPDATE subscriptions SET status = 'expired' WHERE provider_payment_id = $1 AND NOT main_plan AND status <> 'expired'",
      [providerPaymentId],
    );
  });
}

async function charge(deps: PurchaseDeps, order: Order, payment: PaymentRow): Promise<ChargeOutcome> {
  const { main } = order;
  const priceId = deps.prices[priceKeyOf(order.planCode)];
  const idempotencyKey = `payment-${payment.id}`;
  switch (order.kind) {
    case 'extra':
      return deps.billing.chargeExtra({
        customerId: main.provider_customer_id!,
        subscriptionId: main.provider_subscription_id!,
        price: await deps.billing.price(priceId),
        idempotencyKey,
        metadata: { payment_id: payment.id, plan_code: order.planCode },
        returnUrl: order.returnUrl,
      });
    case 'plan_change':
      return deps.billing.changePlan({
        subscriptionId: main.provider_subscription_id!,
        priceId,
        planCode: order.planCode,
        idempotencyKey,
        returnUrl: order.returnUrl,
      });
    case 'free_month':
      await deps.billing.giveFreeMonth({
        subscriptionId: main.provider_subscription_id!,
        priceId,
        planCode: order.planCode,
        // From the order, not the press: every press of one order must send the same parameters
        // with its idempotency key (Stripe refuses a key reused with others).
        until: new Date(new Date(payment.created_at).getTime() + FREE_MONTH_MS),
        idempotencyKey,
      });
      return { outcome: 'succeeded', paymentId: null };
  }
}

/** One press of an offer, for a main plan the provider bills. */
export async function purchase(deps: PurchaseDeps, order: Order): Promise<PurchaseResult> {
  const price = await deps.billing.price(deps.prices[priceKeyOf(order.planCode)]);
  const amount = order.kind === 'free_month' ? 0 : price.amount;
  const opened = await openOrder(deps, order, amount, price.currency);
  if ('owned' in opened) return { id: opened.owned! };
  const { payment } = opened;
  const outcome = await charge(deps, order, payment);
  return settleOutcome(deps, payment.id, outcome);
}

async function settleOutcome(deps: PurchaseDeps, paymentId: string, outcome: ChargeOutcome): Promise<PurchaseResult> {
  const now = deps.now();
  switch (outcome.outcome) {
    case 'succeeded': {
      const [payment] = await deps.db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [paymentId]);
      if (payment.kind !== 'extra') await changedPlan(deps, payment, outcome.paymentId);
      return { id: (await grantPayment(deps, paymentId, outcome.paymentId))! };
    }
    case 'declined':
      await settle(
        deps.db,
        paymentId,
        'failed',
        { provider_payment_id: outcome.paymentId, failure: outcome.message },
        now,
      );
      return { error: outcome.message };
    case 'authenticate':
      await settle(deps.db, paymentId, 'requires_action', { provider_payment_id: outcome.paymentId }, now);
      return { authenticate: outcome.url };
  }
}

/**
 * A plan change the provider made: the main plan's row, read back from the provider, changes in
 * the same transaction that settles the payment, under the account's lock, so a press that comes
 * in meanwhile finds either the order still open or the plan changed.
 */
async function changedPlan(deps: PurchaseDeps, payment: PaymentRow, providerPaymentId: string | null) {
  const [main] = await deps.db.query<SubscriptionRecord>(
    'SELECT provider_subscription_id FROM subscriptions WHERE id = $1',
    [payment.main_subscription_id],
  );
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, payment.uid);
    // A concurrent press of the same order may have done it already.
    const [current] = await tx.query<PaymentRow>('SELECT status FROM payments WHERE id = $1', [payment.id]);
    if (current.status === 'succeeded') return;
    await syncSubscription(tx, deps.billing, main.provider_subscription_id!);
    await settle(tx, payment.id, 'succeeded', { provider_payment_id: providerPaymentId }, deps.now());
  });
}

async function discardPlanChange(deps: PurchaseDeps, mainId: string, providerPaymentId: string) {
  const [main] = await deps.db.query<{ provider_subscription_id: string }>(
    'SELECT provider_subscription_id FROM subscriptions WHERE id = $1',
    [mainId],
  );
  await deps.billing.discardPlanChange(main!.provider_subscription_id, providerPaymentId);
}

/** After the buyer's bank: the payment as the provider has it now. Undefined when it is not this buyer's. */
export async function confirmPurchase(
  deps: PurchaseDeps,
  uid: string,
  providerPaymentId: string,
): Promise<PurchaseResult | undefined> {
  const [payment] = await deps.db.query<PaymentRow>(
    'SELECT * FROM payments WHERE provider_payment_id = $1 AND uid = $2',
    [providerPaymentId, uid],
  );
  if (!payment) return undefined;
  const current = await deps.billing.payment(providerPaymentId);
  if (current.status === 'succeeded')
    return settleOutcome(deps, payment.id, { outcome: 'succeeded', paymentId: current.id });
  if (current.status === 'failed' || current.status === 'canceled') {
    if (payment.kind === 'plan_change') await discardPlanChange(deps, payment.main_subscription_id, current.id);
    const message = current.failure ?? 'Your bank did not confirm the payment';
    return settleOutcome(deps, payment.id, { outcome: 'declined', paymentId: current.id, code: 'failed', message });
  }
  return { error: 'The payment is not confirmed yet. Try again in a moment' };
}
