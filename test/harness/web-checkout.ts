// The web checkout as a buyer goes through it against a running stack: the plan and email to
// /checkout, the card on the payment provider's page (the stack's Stripe stand-in), and back to
// /checkout/complete, which opens Create Your Account. Shared by the server, fault and browser tests.
import { anotherLoopbackAddress, postFrom } from './loopback.ts';

/** Stripe's test cards (Stripe's testing docs), as the stand-in's checkout and its later charges treat them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Authenticates on this payment; later off-session payments need no more. */
  authenticatesOnce: '4000002500003155',
  /** Asks for authentication on every payment: off-session charges fail with authentication_required. */
  alwaysAuthenticates: '4000002760003184',
  /** Attaches, pays this checkout; every later charge fails. */
  failsLater: '4000000000000341',
} as const;

export interface CheckoutOptions {
  planCode?: string;
  card?: string;
  /** A Stripe test clock the new customer lives on (the stand-in's checkout page takes one). */
  testClock?: string;
}

/** POST /checkout from `localAddress`, as a buyer's browser on that address posts the form: its status, Location and Retry-After. */
export async function startCheckout(baseUrl: string, fields: Record<string, string>, localAddress: string) {
  const form = new URLSearchParams(fields).toString();
  const answer = await postFrom(localAddress, new URL('/checkout', baseUrl), form, 'application/x-www-form-urlencoded');
  return {
    status: answer.status,
    location: answer.headers.get('location') ?? undefined,
    retryAfter: answer.headers.get('retry-after') ?? undefined,
  };
}

/** Buys a main plan for `email`: our subscription id, and the provider's checkout session (a test can follow its subscription in the stand-in). */
export async function buyAtCheckout(baseUrl: string, email: string, options: CheckoutOptions = {}) {
  const { planCode = 'ig_weekly_trial', card = TEST_CARDS.succeeds, testClock } = options;
  const start = await startCheckout(baseUrl, { plan_code: planCode, email }, anotherLoopbackAddress());
  const paymentPage = start.location;
  if (start.status !== 303 || !paymentPage) throw new Error(`The checkout of ${email} answered ${start.status}`);
  let paid = await fetch(paymentPage, {
    method: 'POST',
    body: new URLSearchParams({
      number: card,
      expiry: '12/34',
      cvc: '123',
      ...(testClock && { test_clock: testClock }),
    }),
    redirect: 'manual',
  });
  // A card that asks for 3-D Secure on this payment: the buyer completes the bank's step.
  const page = paid.status === 200 ? await paid.text() : '';
  if (page.includes('3D Secure')) paid = await completeAuthentication(page, paymentPage);
  const completion = paid.headers.get('location');
  if (paid.status !== 303 || !completion) throw new Error(`The payment of ${email} answered ${paid.status}`);
  const landed = await fetch(completion, { redirect: 'manual' });
  const id = new URL(landed.headers.get('location') ?? '/', baseUrl).searchParams.get('id');
  if (landed.status !== 303 || !id) throw new Error(`The checkout's completion for ${email} answered ${landed.status}`);
  return { id, checkoutSessionId: new URL(completion).searchParams.get('session_id')! };
}

/** Presses 'Complete authentication' (or 'Fail authentication') on the stand-in's 3-D Secure page. */
export async function completeAuthentication(page: string, pageUrl: string, outcome: 'complete' | 'fail' = 'complete') {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`No authentication form on ${pageUrl}`);
  const hidden = [...page.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [
    name,
    value,
  ]);
  return fetch(new URL(action, pageUrl), {
    method: 'POST',
    body: new URLSearchParams([...hidden, ['outcome', outcome]]),
    redirect: 'manual',
  });
}
