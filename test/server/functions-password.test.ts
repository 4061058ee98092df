// changePassword: the caller's own account only; errors as { error: { code, message } }. Runs on
// throwaway accounts: the demo accounts' passwords must stay as the end-to-end tests expect.
import { describe, expect, it } from 'vitest';
import { changePasswordAnswer, type ChangePasswordRequest } from '../../contracts/change-password.ts';
import { bearer, idTokenFor, post, type TestAccount } from './helpers.ts';
import { callFunction, callUntilLimited, canSignIn, createAccount } from './functions-helpers.ts';

const request = (account: TestAccount, overrides: Record<string, unknown> = {}) => ({
  ...({
    email: account.email,
    id: account.uid,
    password: 'a-new-password',
    test: false,
  } satisfies ChangePasswordRequest),
  ...overrides,
});

async function expectCodedError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const answer = await response.json();
  expect(answer).toEqual({ error: { code, message: expect.any(String) } });
  expect(changePasswordAnswer.safeParse(answer).success, 'the answer keeps the contract').toBe(true);
}

describe('changePassword', () => {
  it('sets the new password: it signs in and the old one no longer does (the test flag changes nothing)', async () => {
    const account = await createAccount('password');
    for (const [password, test] of [
      ['second-pass-2', false],
      ['third-pass-3', true],
    ] as const) {
      const previous = account.password;
      // A password change revokes the account's earlier tokens: sign in again, as the app does.
      const response = await callFunction(
        'changePassword',
        await idTokenFor(account.email, previous),
        request(account, { password, test }),
      );
      expect(response.status).toBe(200);
      const answer = await response.json();
      expect(answer).toEqual({ success: true });
      expect(changePasswordAnswer.safeParse(answer).success, 'the answer keeps the contract').toBe(true);
      expect(await canSignIn(account.email, password)).toBe(true);
      expect(await canSignIn(account.email, previous)).toBe(false);
      account.password = password;
    }
  });

  it('refuses a password under 6 characters with auth/weak-password', async () => {
    const account = await createAccount('weak');
    await expectCodedError(
      await callFunction('changePassword', account.token, request(account, { password: '12345' })),
      400,
      'auth/weak-password',
    );
    expect(await canSignIn(account.email, account.password)).toBe(true);
  });

  it('answers 400 for missing fields, wrong types and a body that is not JSON', async () => {
    const account = await createAccount('invalid');
    const { email: _email, ...withoutEmail } = request(account);
    for (const body of [
      {},
      withoutEmail,
      request(account, { password: 123456 }),
      request(account, { id: 42 }),
      request(account, { test: 'yes' }),
      '{not json',
      '[]',
    ]) {
      await expectCodedError(await callFunction('changePassword', account.token, body), 400, 'invalid-argument');
    }
  });

  it("answers 403 for another user's id or email, and 401 without a valid token", async () => {
    const [account, other] = await Promise.all([createAccount('owner'), createAccount('other')]);
    await expectCodedError(
      await callFunction('changePassword', account.token, request(account, { id: other.uid })),
      403,
      'permission-denied',
    );
    await expectCodedError(
      await callFunction('changePassword', account.token, request(account, { email: other.email })),
      403,
      'permission-denied',
    );
    await expectCodedError(await callFunction('changePassword', undefined, request(account)), 401, 'unauthenticated');
    await expectCodedError(
      await post('/functions/changePassword', request(account), bearer('garbage')),
      401,
      'unauthenticated',
    );
    expect(await canSignIn(other.email, other.password)).toBe(true);
  });

  it('answers 413 for an oversized body', async () => {
    const account = await createAccount('oversized');
    const response = await callFunction(
      'changePassword',
      account.token,
      request(account, { password: 'x'.repeat(20_000) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toHaveProperty('error');
  });

  it('limits an account to 5 changes an hour, answering 429 with Retry-After', async () => {
    const account = await createAccount('password-limit');
    const change = async () =>
      callFunction(
        'changePassword',
        await idTokenFor(account.email, account.password),
        request(account, { password: account.password }),
      );
    const { passed, limited } = await callUntilLimited(change, { maxCalls: 8, windowMs: 3_600_000 });
    expect(passed).toBe(5);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectCodedError(limited!, 429, 'resource-exhausted');
  });
});
