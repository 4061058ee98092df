/** What the fault cases send: a subscriber made through the stack's own calls, and JSON posts. */
import { buyAtCheckout } from '../harness/web-checkout.ts';
import { randomUUID } from 'node:crypto';
import { confirmAddress } from '../harness/emulator-admin.ts';
import type { FaultStack } from './fault-stack.ts';

export interface Subscriber {
  email: string;
  uid: string;
  token: string;
  subscriptionId: string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function postJson(baseUrl: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(new URL(pathname, baseUrl), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'text/plain', ...headers },
  });
}

/** Signs in (or up) through the emulator's REST API, as the Firebase JS SDK would; the emulator must be up. */
export async function emulatorToken(
  stack: Pick<FaultStack, 'authEmulatorHost'>,
  method: 'signUp' | 'signInWithPassword',
  email: string,
  password = 'fault-pass-1',
) {
  const response = await fetch(
    `http://${stack.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!body.idToken || !body.localId) throw new Error(`${method} of ${email} answered ${response.status}`);
  return { token: body.idToken, uid: body.localId };
}

/** A new account with a weekly plan and a proven address, as a buyer who activated it by mail would have it. */
export async function newSubscriber(stack: FaultStack): Promise<Subscriber> {
  const email = `fault-${randomUUID().slice(0, 8)}@demo.test`;
  const { token, uid } = await emulatorToken(stack, 'signUp', email);
  await confirmAddress(stack.authEmulatorHost, uid);
  // Paid at the checkout (the stack's Stripe stand-in), then attached to the account.
  const { id } = await buyAtCheckout(stack.url, email);
  const response = await postJson(
    stack.url,
    '/rec/subscription-finalize',
    { plan_id: 'ig_weekly_trial', subscription_id: id, email, firebase_id: uid },
    bearer(token),
  );
  if (!response.ok) throw new Error(`subscription-finalize answered ${response.status}`);
  return { email, uid, token, subscriptionId: id };
}
