// @vitest-environment jsdom
/**
 * The first-screen cookie (contracts/first-screen.ts) lives no longer than the stored login's
 * 5 hours, and goes with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../content/constants';
import { clearLoginTime, forgetFirstScreen, rememberFirstScreen, saveLoginTime } from '../../src/services/login-time';

const cookieWrites = () => vi.spyOn(document, 'cookie', 'set');

afterEach(() => {
  vi.restoreAllMocks();
  forgetFirstScreen();
  localStorage.clear();
});

describe('the first-screen cookie', () => {
  it("names the brand until the stored login's 5 hours end", () => {
    const now = Date.now();
    saveLoginTime(now - 3_600_000);
    const writes = cookieWrites();
    rememberFirstScreen({ brand: 'x', course: true });
    expect(document.cookie).toBe('first-screen=x.course');
    const maxAge = Number(/Max-Age=(\d+)/.exec(writes.mock.calls[0][0])![1]);
    expect(maxAge).toBeGreaterThan((SESSION_LIFETIME_MS - 3_600_000) / 1000 - 5);
    expect(maxAge).toBeLessThanOrEqual((SESSION_LIFETIME_MS - 3_600_000) / 1000);
    expect(writes.mock.calls[0][0]).toMatch(/; Path=\/; SameSite=Lax$/);
  });

  it('is not kept without a stored login, nor once its 5 hours have passed', () => {
    rememberFirstScreen({ brand: 'default', course: false });
    expect(document.cookie).toBe('');
    saveLoginTime(Date.now() - SESSION_LIFETIME_MS - 1000);
    rememberFirstScreen({ brand: 'default', course: false });
    expect(document.cookie).toBe('');
  });

  it('goes when the login time is cleared (sign-out)', () => {
    saveLoginTime(Date.now());
    rememberFirstScreen({ brand: 'y', course: false });
    expect(document.cookie).toBe('first-screen=y');
    clearLoginTime();
    expect(document.cookie).toBe('');
  });
});
