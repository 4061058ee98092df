// @vitest-environment jsdom
/**
 * The password-strength hint: zxcvbn-ts with the common and English dictionaries, for real, and
 * the component that shows it (no JSX here: the unit project runs `.ts` files).
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordStrength, ratePassword } from '../../src/ui/PasswordStrength/PasswordStrength';

const dictionaries = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@zxcvbn-ts/language-en', async (importOriginal) => {
  dictionaries.loads++;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('PasswordStrength', () => {
  // First in the file: nothing before it has loaded the dictionaries.
  it('says nothing for an empty field and loads no dictionary until a password is typed', async () => {
    const { container, rerender } = render(createElement(PasswordStrength, { password: '' }));
    await pause(400);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('meter')).toBeNull();
    expect(dictionaries.loads).toBe(0);

    rerender(createElement(PasswordStrength, { password: 'password1' }));
    await screen.findByRole('meter', {}, { timeout: 5_000 });
    expect(dictionaries.loads).toBe(1);
  });

  it("rates a common password weak, with zxcvbn's warning, politely announced, and blocks nothing", async () => {
    const { container } = render(
      createElement('form', null, createElement(PasswordStrength, { password: 'password1' })),
    );
    const meter = await screen.findByRole('meter', { name: 'Password strength' }, { timeout: 5_000 });
    expect(meter.getAttribute('aria-valuetext')).toBe('Weak');
    expect(meter.getAttribute('aria-valuenow')).toBe('1');
    expect(container.textContent).toContain('Password strength: Weak');
    expect(container.textContent).toContain('This is a commonly used password.');
    expect(container.querySelector('[aria-live="polite"]')?.contains(meter)).toBe(true);
    // Informational only: no control of its own, nothing disabled, nothing invalid.
    expect(container.querySelectorAll('button, input, [disabled], [aria-invalid], [aria-disabled]')).toHaveLength(0);
  });

  it('rates a long random password strong without advice, and clears at once when the field is emptied', async () => {
    const { container, rerender } = render(createElement(PasswordStrength, { password: 'kX9#mQ2$vL7!pR4z' }));
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toBe('Strong'), {
      timeout: 5_000,
    });
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('4');
    expect(container.textContent).toBe('Password strength: Strong');
    rerender(createElement(PasswordStrength, { password: '' }));
    expect(container.textContent).toBe('');
  });

  it('rates once after a pause in typing, not on every keystroke', async () => {
    await ratePassword('warm up'); // the dictionaries are loaded; only the checks are counted
    const check = vi.spyOn(ZxcvbnFactory.prototype, 'check');
    const { rerender } = render(createElement(PasswordStrength, { password: 't' }));
    for (const typed of ['ti', 'tig', 'tige', 'tiger']) rerender(createElement(PasswordStrength, { password: typed }));
    await screen.findByRole('meter');
    await pause(400);
    expect(check.mock.calls.map(([password]) => password)).toEqual(['tiger']);
  });

  it('shows the rating text as text, never as markup', async () => {
    const { container } = render(createElement(PasswordStrength, { password: '<b>password1</b>' }));
    await screen.findByRole('meter');
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('ratePassword', () => {
  it("rates a common password weak with zxcvbn's warning and a suggestion", async () => {
    const rating = await ratePassword('password1');
    expect(rating.level).toBe('Weak');
    expect(rating.warning).toBe('This is a commonly used password.');
    expect(rating.suggestions.length).toBeGreaterThan(0);
  });

  it('rates a common sequence weak', async () => {
    expect(await ratePassword('abcdef')).toMatchObject({
      level: 'Weak',
      warning: expect.stringContaining('sequences'),
    });
  });

  it.each([
    ['Fair', 'tigerlily92', ['Add more words that are less common.']],
    ['Good', 'kettle-ribbon', []],
  ])('rates in between as %s', async (level, password, suggestions) => {
    expect(await ratePassword(password)).toEqual({ level, warning: null, suggestions });
  });

  it.each([
    ['a long random password', 'kX9#mQ2$vL7!pR4z'],
    ['a passphrase of uncommon words', 'tangerine gravel orbit whistle'],
  ])('rates %s strong, with nothing to warn about', async (_name, password) => {
    expect(await ratePassword(password)).toEqual({ level: 'Strong', warning: null, suggestions: [] });
  });
});
