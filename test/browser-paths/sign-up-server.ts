/**
 * The real server conditions Create Your Account's browser paths need beyond a buyer
 * (subscribers.ts), arranged from outside the page: an account the buyer's email already has
 * (through the Auth emulator's REST API, as the Firebase SDK calls it), a subscription attached to
 * another account, a subscription id never issued.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, emulatorToken } from '../faults/client';
import { PLAN_CODE } from '../machines/sign-up.model';
import { baseUrl } from './browser-paths';
import { deleteAccount, emulator, fromAnotherClient, type Buyer } from './subscribers';

/** A subscription id the server has never issued (ids are 128 random bits): it answers 404. */
export const unknownSubscriptionId = () => randomBytes(16).toString('hex');

/** An account for `email` with `password`, made as someone who signed up elsewhere would have it. */
export const accountFor = (email: string, password: string) => emulatorToken(emulator, 'signUp', email, password);

/**
 * The buyer's subscription attached to an account that is gone again: another account with the
 * same email finalised it, then was deleted. A new account for that email finds it taken (409).
 */
export async function attachToAnotherAccount({ email, subscriptionId }: Buyer) {
  const { token, uid } = await accountFor(email, 'other-pass-1');
  const response = await fetch(new URL('/rec/subscription-finalize', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...bearer(token), ...fromAnotherClient() },
    // The checkout sells buyers the weekly trial, the model's plan too.
    body: JSON.stringify({ plan_id: PLAN_CODE, subscription_id: subscriptionId, email, firebase_id: uid }),
  });
  expect(response.status, 'finalize for the other account').toBe(200);
  await deleteAccount(token);
}
