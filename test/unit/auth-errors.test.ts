/** Spec 8: a sign-in failure's auth code maps to a message, or 'Something went wrong' without one. */
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../../content/auth-errors';

describe('authErrorMessage', () => {
  it('maps too many requests to the exact spec wording', () => {
    expect(authErrorMessage('auth/too-many-requests')).toBe(
      'We have blocked all requests from this device due to unusual activity. Try again later.',
    );
  });

  it.each([
    ['auth/wrong-password', [/password is invalid/i, /does not have a password/i]],
    ['auth/invalid-email', [/badly formatted/i]],
    ['auth/user-not-found', [/no user record/i]],
    ['auth/user-disabled', [/disabled by an administrator/i]],
    ['auth/weak-password', [/6 characters/i]],
    ['auth/network-request-failed', [/network/i]],
  ])('maps %s to its own message', (code, patterns) => {
    const message = authErrorMessage(code);
    expect(message).not.toBe('Something went wrong');
    for (const pattern of patterns) expect(message).toMatch(pattern);
  });

  it('gives each example code a different message', () => {
    const codes = [
      'auth/wrong-password',
      'auth/invalid-email',
      'auth/user-not-found',
      'auth/user-disabled',
      'auth/weak-password',
      'auth/too-many-requests',
      'auth/network-request-failed',
    ];
    expect(new Set(codes.map(authErrorMessage)).size).toBe(codes.length);
  });

  it.each([['auth/some-future-code'], ['wrong-password'], [''], [undefined], [null]])(
    'falls back to "Something went wrong" for %s',
    (code) => {
      expect(authErrorMessage(code)).toBe('Something went wrong');
    },
  );
});
