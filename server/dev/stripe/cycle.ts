/**
 * Time passing for subscriptions: in time order, every due trial end or period end (a renewal
 * invoice), invoice attempt (an hour after the invoice, then the retries), scheduled
 * cancellation and expiry of a pending update, up to a moment. Customers on a test clock move
 * when their clock is advanced; the others follow the server's clock (a timer and every API call
 * catch them up).
 */
import { attemptRenewal, cancelSubscription, renew } from './billing.ts';
import { expirePendingUpdate } from './plan-changes.ts';
import type { Core } from './core.ts';
import { invalidRequest } from './errors.ts';
import type { Customer, TestClock } from './objects.ts';
import { addInterval, unix } from './time.ts';

interface Due {
  time: number;
  run(): void;
}

function nextDue(core: Core, belongs: (customer: Customer) => boolean, until: number): Due | null {
  const { state } = core;
  let best: Due | null = null;
  const consider = (time: number, run: () => void) => {
    if (time <= until && (!best || time < best.time)) best = { time, run };
  };
  const ours = (customerId: string) => {
    const customer = state.customers[customerId];
    return customer !== undefined && belongs(customer);
  };
  for (const subscription of Object.values(state.subscriptions)) {
    if (subscription.status === 'canceled' || !ours(subscription.customer)) continue;
    const end = subscription.items.data[0]!.current_period_end;
    const cancelAt = subscription.cancel_at;
    if (cancelAt !== null && cancelAt <= end)
      consider(cancelAt, () => cancelSubscription(core, subscription, 'cancellation_requested'));
    else consider(end, () => renew(core, subscription));
    const pending = subscription.pending_update;
    if (pending) consider(pending.expires_at, () => expirePendingUpdate(core, subscription));
  }
  for (const invoice of Object.values(state.invoices)) {
    if (invoice.status !== 'draft' && invoice.status !== 'open') continue;
    if (invoice.next_payment_attempt === null || invoice.billing_reason !== 'subscription_cycle') continue;
    if (ours(invoice.customer)) consider(invoice.next_payment_attempt, () => attemptRenewal(core, invoice));
  }
  return best;
}

/** Processes everything due up to `until` for these customers, each at its own time. */
function processDue(core: Core, belongs: (customer: Customer) => boolean, until: number) {
  for (let step = 0; step < 10_000; step++) {
    const due = nextDue(core, belongs, until);
    if (!due) return;
    core.at(due.time, due.run);
  }
  core.logger.warn('Stripe stand-in: more than 10000 billing steps at once; the rest waits for the next call');
}

/** Customers without a test clock, up to the server's now. */
export function catchUp(core: Core, now: Date) {
  processDue(core, (customer) => !customer.test_clock, unix(now));
}

/** How far a clock may move at once: two intervals of its shortest subscription (two years without one). */
function advanceLimit(core: Core, clock: TestClock): number {
  const limits = Object.values(core.state.subscriptions)
    .filter((subscription) => subscription.test_clock === clock.id && subscription.status !== 'canceled')
    .map((subscription) => {
      const recurring = subscription.items.data[0]!.price.recurring!;
      return addInterval(clock.frozen_time, recurring.interval, recurring.interval_count * 2);
    });
  return Math.min(addInterval(clock.frozen_time, 'year', 2), ...limits);
}

export function checkAdvance(core: Core, clock: TestClock, target: number) {
  if (clock.status === 'advancing')
    throw invalidRequest('The test clock is already advancing.', undefined, 'test_clock_advancing');
  if (target <= clock.frozen_time)
    throw invalidRequest("The frozen_time must be after the test clock's current frozen_time.", 'frozen_time');
  const limit = advanceLimit(core, clock);
  if (target > limit)
    throw invalidRequest(
      `Cannot advance the test clock beyond two intervals of the shortest subscription on it (at most to ${limit}).`,
      'frozen_time',
    );
}

/** Advances a clock: `advancing` now, the due work in time order, then `ready`. */
export function advanceClock(core: Core, clock: TestClock, target: number) {
  processDue(core, (customer) => customer.test_clock === clock.id, target);
  clock.frozen_time = target;
  clock.status = 'ready';
  clock.status_details = {};
  core.emit('test_helpers.test_clock.ready', clock);
}
