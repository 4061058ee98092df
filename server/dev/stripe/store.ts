/**
 * The stand-in's state: every object in memory, saved as JSON in the data folder
 * (`stripe-stand-in.json`, written to a temporary file and renamed, a moment after the last change)
 * and read back at start, so a restarted server keeps its customers and subscriptions.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CardKind } from './cards.ts';
import type {
  Charge,
  CheckoutSession,
  Customer,
  Invoice,
  PaymentIntent,
  PaymentMethod,
  PortalSession,
  Price,
  Refund,
  StripeEvent,
  Subscription,
  TestClock,
} from './objects.ts';

/** What a checkout sells (Stripe keeps it as line items and subscription_data). */
interface CheckoutOrder {
  price: string;
  quantity: number;
  trialDays: number | null;
  subscriptionMetadata: Record<string, string>;
}

export interface State {
  prices: Record<string, Price>;
  customers: Record<string, Customer>;
  paymentMethods: Record<string, PaymentMethod>;
  checkoutSessions: Record<string, CheckoutSession>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  portalSessions: Record<string, PortalSession>;
  testClocks: Record<string, TestClock>;
  events: Record<string, StripeEvent>;
  /** The stand-in's own bookkeeping, not Stripe fields. */
  cards: Record<string, CardKind>;
  orders: Record<string, CheckoutOrder>;
  /** Where an on-session PaymentIntent's authentication page sends the buyer back to. */
  returnUrls: Record<string, string>;
  seeds: Record<string, { customerId: string; subscriptionId?: string; paymentIntentId?: string }>;
}

const STATE_FILE = 'stripe-stand-in.json';
const KEPT_EVENTS = 2000;

const emptyState = (): State => ({
  prices: {},
  customers: {},
  paymentMethods: {},
  checkoutSessions: {},
  subscriptions: {},
  invoices: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  portalSessions: {},
  testClocks: {},
  events: {},
  cards: {},
  orders: {},
  returnUrls: {},
  seeds: {},
});

export async function loadState(dataDir: string): Promise<State> {
  try {
    const saved = JSON.parse(await readFile(join(dataDir, STATE_FILE), 'utf8')) as Partial<State>;
    return { ...emptyState(), ...saved };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
}

/** Saves a moment after the last change (and at once on flush). */
export function stateSaver(dataDir: string, state: State, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    timer = null;
    const events = Object.keys(state.events);
    for (const id of events.slice(0, Math.max(0, events.length - KEPT_EVENTS))) delete state.events[id];
    const text = JSON.stringify(state);
    writing = writing
      .then(async () => {
        await mkdir(dataDir, { recursive: true });
        const temporary = join(dataDir, `${STATE_FILE}.${process.pid}.tmp`);
        await writeFile(temporary, text);
        await rename(temporary, join(dataDir, STATE_FILE));
      })
      .catch(onError);
    return writing;
  };
  return {
    changed() {
      // write() hands its own failure to onError: nothing rejects unseen.
      if (!timer) timer = setTimeout(() => void write(), 200).unref();
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        await write();
      }
      await writing;
    },
  };
}
