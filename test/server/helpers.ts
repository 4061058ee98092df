// Real HTTP helpers for server tests: the stack's base URL and ID tokens from the Auth emulator.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { STAND_IN_APP_ID, STAND_IN_SECRET_FILE } from '../../server/config.ts';
import { confirmAddress as confirmAddressOf } from '../harness/emulator-admin.ts';
import { buyAtCheckout as buyAtCheckoutOf, type CheckoutOptions } from '../harness/web-checkout.ts';

export const baseUrl = inject('baseUrl');
const authEmulatorHost = inject('authEmulatorHost');
const postgresAdminUrl = inject('postgresAdminUrl');

export const DEMO_PASSWORD = 'demo1234';

/** The Instagram stand-in's app: its id, and the secret the stack's data folder made for it. */
export const standInApp = {
  appId: STAND_IN_APP_ID,
  appSecret: readFileSync(path.join(inject('stackDataDir'), STAND_IN_SECRET_FILE), 'utf8').trim(),
};

export function api(pathname: string, init?: RequestInit) {
  return fetch(new URL(pathname, baseUrl), init);
}

export function post(pathname: string, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return api(pathname, { method: 'POST', body: text, headers: { 'content-type': 'text/plain', ...headers } });
}

/** The Auth emulator's REST API (`accounts:<method>`), as the Firebase JS SDK calls it. */
export async function identityToolkit(method: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
  );
  return {
    response,
    body: (await response
      .clone()
      .json()
      .catch(() => ({}))) as { idToken?: string; localId?: string; error?: { message: string } },
  };
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

/** An address no other test (nor an earlier run on the same stack) uses. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@demo.test`;

/** Signs a new account up through the emulator's REST API, as the Firebase JS SDK would. */
export async function signUp(email: string, password = DEMO_PASSWORD): Promise<TestAccount> {
  const { body } = await identityToolkit('signUp', { email, password, returnSecureToken: true });
  if (!body.idToken || !body.localId) throw new Error(`Sign-up of ${email} failed: ${body.error?.message}`);
  return { email, password, uid: body.localId, token: body.idToken };
}

/** Marks the account's address as proven: mail the account asks for at its address then goes out at once. */
export const confirmAddress = (account: TestAccount) => confirmAddressOf(authEmulatorHost, account.uid);

/** A new account with a weekly plan whose address nobody confirmed (as Create Your Account makes one). */
export async function signUpUnconfirmedSubscriber(email: string, password = DEMO_PASSWORD): Promise<TestAccount> {
  const account = await signUp(email, password);
  await subscribe(account);
  return account;
}

/** A new account with a weekly plan and a proven address: a subscriber, whom the paid calls answer (contracts/endpoints.ts). */
export async function signUpSubscriber(email: string, password = DEMO_PASSWORD): Promise<TestAccount> {
  const account = await signUpUnconfirmedSubscriber(email, password);
  await confirmAddress(account);
  return account;
}

/** Starts a plan for the account as a buyer does: paid at the checkout, then attached to the account; its id. */
async function subscribe(account: TestAccount, options: CheckoutOptions = {}): Promise<string> {
  const id = await webCheckout(account.email, options);
  await finalizeSubscription(account, id, options.planCode);
  return id;
}

/** A new subscriber who also bought the profile report (the extra ig-getPdfReport answers). */
export async function signUpReportOwner(email: string, password = DEMO_PASSWORD): Promise<TestAccount> {
  const account = await signUp(email, password);
  await confirmAddress(account);
  const mainPlanId = await subscribe(account);
  const order = { plan_id: 'ig_profile_report', email, firebase_id: account.uid, mainPlanId };
  const response = await post('/api/purchase', order, bearer(account.token));
  if (response.status !== 200) throw new Error(`The report of ${email} answered ${response.status}`);
  return account;
}

/**
 * The same emulator token as if its sign-in had happened at `signedInAt` (e.g. the server's moved
 * clock, where a real user would have signed in again). Only the emulator's unsigned tokens allow this.
 */
export function tokenSignedInAt(token: string, signedInAt: Date): string {
  const [header, payload] = token.split('.');
  const claims = {
    ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
    auth_time: Math.floor(signedInAt.getTime() / 1000),
  };
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/** Waits until the outbox has delivered matching mail into the local mailbox (newest first). */
async function deliveredMails(matches: (mail: Mail) => boolean, timeoutMs: number): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { emails } = (await (await api('/dev/mailbox.json')).json()) as { emails: Mail[] };
    const found = emails.filter(matches);
    if (found.length || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Mail delivered to `email` (newest first), once there is some. */
export const mailsTo = (email: string, timeoutMs = 8_000) => deliveredMails((mail) => mail.to === email, timeoutMs);

/** Mail delivered to `email` whose subject matches (newest first), once there is some: for an address that already has other mail. */
export const mailsWithSubject = (email: string, subject: RegExp, timeoutMs = 8_000) =>
  deliveredMails((mail) => mail.to === email && subject.test(mail.subject), timeoutMs);

export { completeAuthentication, TEST_CARDS, type CheckoutOptions } from '../harness/web-checkout.ts';

/** Buys a main plan at the web checkout as a buyer does; our subscription id (test/harness/web-checkout.ts). */
export async function webCheckout(email: string, options: CheckoutOptions = {}): Promise<string> {
  return (await buyAtCheckout(email, options)).id;
}

/** webCheckout, with the provider's checkout session (whose subscription a test can follow in the stand-in). */
export const buyAtCheckout = (email: string, options: CheckoutOptions = {}) => buyAtCheckoutOf(baseUrl, email, options);

/** Attaches a subscription bought at the checkout to the account (spec 7's finalize, as Create Your Account calls it). */
export async function finalizeSubscription(account: TestAccount, subscriptionId: string, planId = 'ig_weekly_trial') {
  const response = await post(
    '/rec/subscription-finalize',
    { plan_id: planId, subscription_id: subscriptionId, email: account.email, firebase_id: account.uid },
    bearer(account.token),
  );
  if (response.status !== 200) throw new Error(`Finalising ${subscriptionId} answered ${response.status}`);
}

/** The one-time code of the SPA's set-password link in a mail (the link must lead to the stack's own origin). */
export function setPasswordCodeIn(mail: Mail): string {
  const prefix = `${new URL(baseUrl).origin}/set-password?oobCode=`;
  const link = mail.body.split(/\s+/).find((word) => word.startsWith(prefix));
  const oobCode = link && new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`No ${prefix}… link in the mail "${mail.subject}"`);
  return oobCode;
}

/** Spends a password-reset code as the SPA's confirmPasswordReset does (identitytoolkit accounts:resetPassword). */
export function resetPassword(oobCode: string, newPassword: string) {
  return identityToolkit('resetPassword', { oobCode, newPassword });
}

/** Whether a test can read the stack's own database: on the stack-pg cluster, not on PGlite (only the server process has it open). */
export const stackDbReadable = postgresAdminUrl !== undefined;

export async function queryStackDb(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (!postgresAdminUrl) throw new Error('The stack database is readable only in the stack-pg project');
  // The database scripts/with-postgres.mjs creates for the stack, on the same cluster.
  const client = new pg.Client(postgresAdminUrl.replace(/\/postgres$/, '/profile_analyzer'));
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A database of its own on the stack-pg cluster, migrated, for tests that need Postgres without the running server's jobs. */
export async function scratchDatabaseUrl(name: string): Promise<string> {
  if (!postgresAdminUrl) throw new Error('A scratch database exists only in the stack-pg project');
  const database = `${name}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client(postgresAdminUrl);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  return postgresAdminUrl.replace(/\/postgres$/, `/${database}`);
}

/** How many identical requests the concurrency tests fire at once. */
export const PARALLEL = 50;

export interface Answer {
  status: number;
  body: unknown;
}

export const answerOf = async (response: Promise<Response>): Promise<Answer> => {
  const settled = await response;
  return { status: settled.status, body: await settled.json() };
};

/**
 * Fires `count` identical requests at once (none waits for another) and reads every answer.
 * As many reads go first to fill the server's Postgres pool: against a cold pool the first request
 * commits on the one open connection while the others still connect, so the burst never overlaps
 * in the database (a missing account lock then went unnoticed at 50 on stack-pg).
 */
export async function inParallel(request: () => Promise<Response>, count = PARALLEL): Promise<Answer[]> {
  await Promise.all(
    Array.from({ length: count }, () => answerOf(post('/rec/subscriptions/0123456789abcdef0123456789abcdef'))),
  );
  return Promise.all(Array.from({ length: count }, () => answerOf(request())));
}

export const answerKey = (status: number, body: unknown) => `${status} ${JSON.stringify(body)}`;

/** Answers counted by status and body, e.g. `{ '200 {"success":true}': 50 }`: one line shows every kind of answer a burst got. */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = answerKey(status, body);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
