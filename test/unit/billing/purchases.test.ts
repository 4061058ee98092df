// One order, one set of parameters: every press of an order still open sends the provider the same
// request under the same idempotency key (Stripe refuses a key reused with other parameters), however
// far apart the presses come. The provider here is a fake that holds the first request open.
import { expect, it } from 'vitest';
import { STAND_IN_PRICES } from '../../../server/billing/config.ts';
import type { BillingProvider, ProviderSubscription } from '../../../server/billing/provider.ts';
import { purchase } from '../../../server/billing/purchases.ts';
import type { Db } from '../../../server/db/adapter.ts';
import { withScratchDatabase } from '../../harness/scratch-database.ts';
import { insertSubscription, subscriptionRecord } from '../../../server/subscriptions.ts';

let db: Db;

withScratchDatabase('purchases-test', (opened) => (db = opened));

const started = new Date('2026-11-20T10:00:00Z');
const giftSubscription: ProviderSubscription = {
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'trialing',
  price: { id: STAND_IN_PRICES.gift, amount: 1999, currency: 'usd', interval: 'month', intervalCount: 1 },
  planCode: 'ig_gift_one_month',
  startedAt: started,
  periodStart: started,
  periodEnd: new Date('2026-12-22T10:00:00Z'),
  cancelAtPeriodEnd: false,
  cancelAt: null,
  endedAt: null,
  trialEnd: new Date('2026-12-22T10:00:00Z'),
  paymentMethodId: 'pm_1',
  clockTime: null,
};

it('sends the free month of one order with the same end and key, pressed two seconds apart', async () => {
  const mainId = await insertSubscription(db, {
    uid: 'u1',
    bundle: 'profile-analyzer',
    plan_code: 'ig_weekly_trial',
    status: 'active',
    started_at: started,
    main_plan: true,
    email: 'u1@demo.test',
    provider: { customerId: 'cus_1', subscriptionId: 'sub_1' },
  });
  const requests: { until: Date; idempotencyKey: string }[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const billing = {
    price: async () => giftSubscription.price,
    subscription: async () => giftSubscription,
    giveFreeMonth: async (change: { until: Date; idempotencyKey: string }) => {
      requests.push({ until: change.until, idempotencyKey: change.idempotencyKey });
      await held;
      return giftSubscription;
    },
  } as unknown as BillingProvider;
  let now = new Date('2026-11-22T12:00:00.400Z');
  const deps = { db, billing, prices: STAND_IN_PRICES, now: () => now };
  const main = (await subscriptionRecord(db, mainId))!;
  const order = {
    uid: 'u1',
    email: 'u1@demo.test',
    planCode: 'ig_gift_one_month',
    kind: 'free_month' as const,
    main,
    returnUrl: 'http://x',
  };

  const first = purchase(deps, order);
  await expect.poll(() => requests.length).toBe(1);
  now = new Date(now.getTime() + 2_000);
  const second = purchase(deps, order);
  await expect.poll(() => requests.length).toBe(2);
  release();
  expect(await Promise.all([first, second])).toEqual([{ id: mainId }, { id: mainId }]);
  expect(requests[1]).toEqual(requests[0]);
});
