/**
 * The contract every JSON endpoint keeps: each class of bad input answers a clear
 * JSON 4xx and nothing reaches a 500. Success and behaviour live in each endpoint's own tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, tokenSignedInAt } from './helpers.ts';
import { signUpReportOwner, type TestAccount } from './helpers.ts';

interface Endpoint {
  path: string;
  /** A well-formed body for `account` (field values need not lead to success). */
  body: (account: TestAccount) => Record<string, unknown>;
  token: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    path: '/rec/create-subscription',
    token: true,
    body: (a) => ({ plan_id: 'ig_weekly_trial', email: a.email, firebase_id: a.uid }),
  },
  {
    path: '/subs/create',
    token: true,
    body: (a) => ({ plan_id: 'ig_weekly_trial', email: a.email, firebase_id: a.uid }),
  },
  {
    path: '/rec/subscription-finalize',
    token: true,
    body: (a) => ({ plan_id: 'ig_weekly_trial', subscription_id: 'x1', email: a.email, firebase_id: a.uid }),
  },
  {
    path: '/subs/finalize',
    token: true,
    body: (a) => ({ plan_id: 'ig_weekly_trial', subscription_id: 'x-1', email: a.email, firebase_id: a.uid }),
  },
  {
    path: '/api/cancel-request',
    token: true,
    body: (a) => ({ email: a.email, code: 'app', host: 'localhost', emailing: true, inAppUnsubscribe: true }),
  },
  { path: '/api/cancel', token: true, body: () => ({ id: 'x1' }) },
  {
    path: '/api/purchase',
    token: true,
    body: (a) => ({ plan_id: 'ig_course_pack', email: a.email, firebase_id: a.uid, mainPlanId: 'x1' }),
  },
  {
    path: '/functions/changePassword',
    token: true,
    body: (a) => ({ email: a.email, id: a.uid, password: 'new-password', test: false }),
  },
  {
    path: '/functions/ig-getPdfReport',
    token: true,
    body: (a) => ({ email: a.email, uid: a.uid, hostname: 'localhost' }),
  },
  { path: '/api/send-activation-by-email', token: false, body: (a) => ({ email: a.email }) },
  { path: '/api/password-reset', token: false, body: (a) => ({ email: a.email }) },
  { path: '/event', token: false, body: () => ({ event: 'Contract test' }) },
];

let account: TestAccount;

beforeAll(async () => {
  // A report owner: every call of the table lets the account through to its input check.
  account = await signUpReportOwner(`contract-${Date.now().toString(36)}@demo.test`);
});

function call(endpoint: Endpoint, body: string, headers: Record<string, string> = {}) {
  return api(endpoint.path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain', ...(endpoint.token ? bearer(account.token) : {}), ...headers },
  });
}

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  expect(await response.json()).toHaveProperty('error');
}

describe.each(ENDPOINTS)('$path', (endpoint) => {
  it('answers 400 for a body that is not JSON', async () => {
    await expectJsonError(await call(endpoint, '{not json'), 400);
  });

  it('answers 400 for missing fields', async () => {
    await expectJsonError(await call(endpoint, '{}'), 400);
  });

  it('answers 400 for a field of the wrong type', async () => {
    const [[field]] = Object.entries(endpoint.body(account));
    await expectJsonError(await call(endpoint, JSON.stringify({ ...endpoint.body(account), [field]: 12345 })), 400);
  });

  it('answers 413 for an oversized body', async () => {
    await expectJsonError(
      await call(endpoint, JSON.stringify({ ...endpoint.body(account), padding: 'x'.repeat(17 * 1024) })),
      413,
    );
  });

  it('answers 415 for another content type', async () => {
    await expectJsonError(
      await call(endpoint, JSON.stringify(endpoint.body(account)), { 'content-type': 'application/xml' }),
      415,
    );
  });

  it.runIf(endpoint.token)(
    'answers 401 without a token, with a garbage token and with a session older than 5 hours',
    async () => {
      const body = JSON.stringify(endpoint.body(account));
      const withoutToken = await api(endpoint.path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain' },
      });
      await expectJsonError(withoutToken, 401);
      await expectJsonError(await call(endpoint, body, bearer('garbage')), 401);
      const sixHoursAgo = new Date(Date.now() - 6 * 3_600_000);
      await expectJsonError(await call(endpoint, body, bearer(tokenSignedInAt(account.token, sixHoursAgo))), 401);
    },
  );
});
