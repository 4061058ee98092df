// Helpers for the cloud-function tests: throwaway accounts (so rate limits and password changes
// never touch the demo accounts the end-to-end tests sign in with) and the local mailbox.
import { randomUUID } from 'node:crypto';
import {
  bearer,
  identityToolkit,
  mailsTo,
  post,
  signUp,
  signUpReportOwner,
  signUpSubscriber,
  type Mail,
  type TestAccount,
} from './helpers.ts';
import { advanceToWindowStart, resetClock } from './membership-fixtures.ts';

const uniqueAddress = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@functions.test`;

/** A new Auth emulator account with a unique email. */
export function createAccount(prefix: string, password = 'start-pass-1'): Promise<TestAccount> {
  return signUp(uniqueAddress(prefix), password);
}

/** The same, as a subscriber (a weekly plan). */
export const createSubscriber = (prefix: string) => signUpSubscriber(uniqueAddress(prefix));

/** The same, as a subscriber who bought the profile report. */
export const createReportOwner = (prefix: string) => signUpReportOwner(uniqueAddress(prefix));

/** Whether the emulator accepts this email and password (as a sign-in form would). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  return Boolean(
    (await identityToolkit('signInWithPassword', { email, password, returnSecureToken: true })).body.idToken,
  );
}

/** POST to a cloud function with a bearer token (JSON body unless a string is given). */
export function callFunction(name: string, token: string | undefined, body?: unknown, query = '') {
  return post(`/functions/${name}${query}`, body, token === undefined ? {} : bearer(token));
}

/** The first email the outbox delivered to `email` in the local mailbox. */
export async function mailTo(email: string): Promise<Mail | undefined> {
  return (await mailsTo(email))[0];
}

/**
 * Calls `call` until it answers 429, from the start of a window of the limit (`windowMs`, on the
 * server's clock, reset after) so no window boundary falls between the calls; returns how many
 * calls succeeded before and the 429 response.
 */
export async function callUntilLimited(call: () => Promise<Response>, { maxCalls, windowMs }: LimitRun) {
  await advanceToWindowStart(windowMs);
  try {
    let passed = 0;
    for (let i = 0; i < maxCalls; i += 1) {
      const response = await call();
      if (response.status === 429) return { passed, limited: response };
      passed += 1;
    }
    return { passed, limited: undefined };
  } finally {
    await resetClock();
  }
}

interface LimitRun {
  maxCalls: number;
  windowMs: number;
}
