/**
 * The real server conditions Create Your Account's browser paths need, arranged from outside the
 * page: a buyer from /dev/checkout, an account the buyer's email already has (through the Auth
 * emulator's REST API, as the Firebase SDK calls it), a subscription attached to another account.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PLAN_CODE } from '../machines/sign-up.model';
import { baseUrl } from './browser-paths';

/** The Auth emulator the stack starts (the app's default, src/app/config.ts). */
const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

export interface Buyer {
  email: string;
  subscriptionId: string;
}

// The arranging calls come from their own address, so they count against no path's limits.
const fromAnotherClient = () => ({ 'x-forwarded-for': `127.30.0.${Math.floor(Math.random() * 250) + 1}` });

export const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@demo.test`;

/** A subscription id the server has never issued (ids are 128 random bits): it answers 404. */
export const unknownSubscriptionId = () => randomBytes(16).toString('hex');

/** A buyer who paid at /dev/checkout and has no account yet. */
export async function newBuyer(): Promise<Buyer> {
  const email = uniqueEmail('buyer');
  const response = await fetch(new URL('/dev/checkout', baseUrl), { method: 'POST', body: new URLSearchParams({ email }), redirect: 'manual', headers: fromAnotherClient() });
  expect(response.status).toBe(303);
  const subscriptionId = new URL(response.headers.get('location')!, baseUrl).searchParams.get('id')!;
  return { email, subscriptionId };
}

async function emulatorCall(method: string, body: object): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(`${EMULATOR}/accounts:${method}?key=any`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { idToken: string; localId: string };
  expect(response.status, `accounts:${method}`).toBe(200);
  return answer;
}

/** An account for `email` with `password`, made as someone who signed up elsewhere would have it. */
export const accountFor = (email: string, password: string) => emulatorCall('signUp', { email, password, returnSecureToken: true });

/**
 * The buyer's subscription attached to an account that is gone again: another account with the
 * same email finalised it, then was deleted. A new account for that email finds it taken (409).
 */
export async function attachToAnotherAccount({ email, subscriptionId }: Buyer) {
  const { idToken, localId } = await accountFor(email, 'other-pass-1');
  const response = await fetch(new URL('/rec/subscription-finalize', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'text/plain', authorization: `Bearer ${idToken}`, ...fromAnotherClient() },
    // /dev/checkout sells the weekly trial, the model's plan too.
    body: JSON.stringify({ plan_id: PLAN_CODE, subscription_id: subscriptionId, email, firebase_id: localId }),
  });
  expect(response.status, 'finalize for the other account').toBe(200);
  await emulatorCall('delete', { idToken });
}
