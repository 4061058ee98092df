/**
 * My Plan's return from the payment provider's page (3-D Secure): the provider sends the buyer to
 * `/dashboard/my-plan?purchase=<plan id>&payment_intent=<id>&payment_intent_client_secret=…&redirect_status=…`.
 * The route's beforeLoad hands the payment to a purchase actor of the plan sold, started in
 * `confirming` with the buyer as the session knows them, and replaces the address with the bare
 * My Plan at once, so the client secret stays in no history entry (and is read by nothing: only
 * `purchase` and `payment_intent` are kept). The actors live for the visit; the route's onLeave ends them.
 */
import { redirect } from '@tanstack/react-router';
import { createActor, type Actor } from 'xstate';
import type { PurchaseProduct } from '../../machines/purchase.machine';
import { config } from './config';
import { purchaseInput, purchaseLogic } from './membership';
import { session } from './session';
import { buyer } from './session-selectors';

/** The query names the provider puts on the return address. */
const RETURN_NAMES = ['purchase', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/** What My Plan reads of its address: the plan bought and its payment; `returned` when any of the provider's names is there. */
export interface PurchaseReturnSearch {
  purchase?: string;
  payment_intent?: string;
  returned?: true;
}

/** The router reads query values as JSON where it can: a digits-only value arrives as a number. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** My Plan's validateSearch: only the plan id and the payment id are kept (never the client secret). */
export function purchaseReturnSearch(search: Record<string, unknown>): PurchaseReturnSearch {
  const purchase = text(search.purchase);
  const paymentIntent = text(search.payment_intent);
  return {
    ...(purchase ? { purchase } : {}),
    ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
    ...(RETURN_NAMES.some((name) => name in search) ? { returned: true as const } : {}),
  };
}

type ReturnedPurchase = Actor<typeof purchaseLogic>;

const returned = new Map<PurchaseProduct, ReturnedPurchase>();

const productOf = (planId: string | undefined): PurchaseProduct | undefined =>
  (Object.keys(config.productIds) as PurchaseProduct[]).find((product) => config.productIds[product] === planId);

/**
 * My Plan's beforeLoad: back from the provider, the payment goes to a purchase actor of the plan
 * sold (the cancellation flow's plan changes buy once, as there), and the browser stays on My Plan
 * without the query. A link's preload is not a return.
 */
export function returnFromAuthentication({ search, preload }: { search: PurchaseReturnSearch; preload: boolean }) {
  if (preload || !search.returned) return;
  const product = productOf(search.purchase);
  if (product && search.payment_intent) {
    returned.get(product)?.stop();
    const confirming = { paymentIntent: search.payment_intent, buyer: buyer(session.getSnapshot()) };
    const once = product === 'premium' || product === 'gift';
    returned.set(
      product,
      createActor(purchaseLogic, {
        input: { ...purchaseInput(product, confirming), ...(once ? { once } : {}) },
      }).start(),
    );
  }
  throw redirect({ to: '/dashboard/my-plan', replace: true });
}

/** The purchase confirmed on this visit for `product`, if the visit began back from the provider. */
export function returnedPurchase(product: PurchaseProduct): ReturnedPurchase | undefined {
  return returned.get(product);
}

/** My Plan's onLeave: the visit's confirmations end with it. */
export function closePurchaseReturns(): void {
  for (const actor of returned.values()) actor.stop();
  returned.clear();
}
