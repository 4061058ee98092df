// Real HTTP helpers for server tests: the stack's base URL and ID tokens from the Auth emulator.
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
const authEmulatorHost = inject('authEmulatorHost');

export const DEMO_PASSWORD = 'demo1234';

export function api(pathname: string, init?: RequestInit) {
  return fetch(new URL(pathname, baseUrl), init);
}

export function post(pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return api(pathname, { method: 'POST', body: text, headers: { 'content-type': 'text/plain', ...headers } });
}

/** The Auth emulator's REST API (`accounts:<method>`), as the Firebase JS SDK calls it. */
export async function identityToolkit(method: string, body: unknown) {
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.clone().json().catch(() => ({}))) as { idToken?: string; localId?: string; error?: { message: string } } };
}

/** Signs in through the emulator's REST API, as the Firebase JS SDK would. */
export async function idTokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { body } = await identityToolkit('signInWithPassword', { email, password, returnSecureToken: true });
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message}`);
  return body.idToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A test's own Firebase account: state-changing tests never touch the demo accounts e2e tests use. */
export interface TestAccount {
  email: string;
  password: string;
  uid: string;
  token: string;
}

/** Signs a new account up through the emulator's REST API, as the Firebase JS SDK would. */
export async function signUp(email: string, password = DEMO_PASSWORD): Promise<TestAccount> {
  const { body } = await identityToolkit('signUp', { email, password, returnSecureToken: true });
  if (!body.idToken || !body.localId) throw new Error(`Sign-up of ${email} failed: ${body.error?.message}`);
  return { email, password, uid: body.localId, token: body.idToken };
}

/**
 * The same emulator token as if its sign-in had happened at `signedInAt` (e.g. the server's moved
 * clock, where a real user would have signed in again). Only the emulator's unsigned tokens allow this.
 */
export function tokenSignedInAt(token: string, signedInAt: Date): string {
  const [header, payload] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), auth_time: Math.floor(signedInAt.getTime() / 1000) };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Waits until the outbox has delivered something to `email` in the local mailbox (newest first). */
export async function mailsTo(email: string, timeoutMs = 8_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { emails } = (await (await api('/dev/mailbox.json')).json()) as { emails: Mail[] };
    const mine = emails.filter((mail) => mail.to === email);
    if (mine.length || Date.now() > deadline) return mine;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
