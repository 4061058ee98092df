/** Which failures are a dependency not answering (503, try again) rather than a bug or a bad token. */
import { describe, expect, it } from 'vitest';
import { DependencyUnavailable, unavailableDependency } from '../../server/unavailable';

describe('unavailableDependency', () => {
  it('names the database for what the adapter marked, and the identity service for firebase-admin network codes', () => {
    expect(unavailableDependency(new DependencyUnavailable('database', new Error('connect ECONNREFUSED')))).toBe(
      'database',
    );
    for (const code of ['app/network-error', 'app/network-timeout', 'auth/internal-error']) {
      expect(unavailableDependency(Object.assign(new Error('no answer'), { code }))).toBe('identity');
    }
  });

  it('leaves a bad token, a bug and a plain socket error of anything else as they are', () => {
    for (const code of ['auth/argument-error', 'auth/id-token-expired', 'auth/id-token-revoked', 'ECONNREFUSED']) {
      expect(unavailableDependency(Object.assign(new Error('x'), { code }))).toBeUndefined();
    }
    expect(unavailableDependency(new TypeError('undefined is not a function'))).toBeUndefined();
    expect(unavailableDependency(null)).toBeUndefined();
  });
});
