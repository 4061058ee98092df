/**
 * Shared fixtures of the Access Recovery and Restore Password screen tests (spec 2.17, 5, 8): the
 * origin API's calls as waiting fakes (`vi.mock('../../src/services/origin-api', async () =>
 * (await import('./recovery-screen-fixtures')).mockedOriginApi())`), what a user does on the
 * shared form for a model event, and what the form shows in a model state.
 */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { ACTIVATION_MODAL_COPY } from '../../content/access-recovery';
import { GOOD_EMAIL, isBusyState, type ServiceResult } from '../machines/access-recovery.model';
import { services, type User } from './model-screen';

/** The origin API module: both calls wait under the invoke ids that make them. */
export const mockedOriginApi = () => ({
  ...services.module({ requestActivationEmail: 'requestActivation', requestPasswordReset: 'requestPasswordReset' }),
  sendLog: () => {},
});

/** The form's copy on one of the screens. */
export interface FormCopy {
  title: string;
  prompt: string;
  /** The button's label. */
  submit: string;
}

/** What a serialized model state says the form shows: its state as a dotted path. */
export interface FormState {
  state: string;
  emailError: string | null;
}

export const emailField = () => screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
const submitButton = (copy: FormCopy) => screen.getByRole('button', { name: copy.submit });
/** The outcome line: an alert for a failure (the field's own alert is its error), else a status. */
const outcomeAlert = () =>
  screen.queryAllByRole('alert').find((node) => node.id !== emailField().getAttribute('aria-describedby'));
const outcomeStatus = () => screen.queryByRole('status')?.textContent ?? '';

/** What a user does on the form for a model event (a call's result settles the call). */
export async function performOnForm(user: User, copy: FormCopy, event: EventObject & { email?: string }) {
  if (await services.settleResult(event)) return;
  switch (event.type) {
    case 'form.submit':
      if (emailField().value !== event.email) {
        await user.clear(emailField());
        if (event.email) await user.type(emailField(), event.email);
      }
      return user.click(submitButton(copy));
    case 'form.edit':
      return user.type(emailField(), 'x');
    case 'activationModal.close':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ACTIVATION_MODAL_COPY.ok }));
    default:
      throw new Error(`No user action for ${event.type}`);
  }
}

/** What the form shows in a state (spec 2.17, 5, 8); `row` is the call's result that led there, if one did. */
export function expectForm(copy: FormCopy, { state, emailError }: FormState, row: ServiceResult | undefined) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.title);
  expect(screen.getByText(copy.prompt)).toBeTruthy();
  expect(submitButton(copy).getAttribute('aria-busy')).toBe(isBusyState(state) ? 'true' : null);
  // Spec 5: 'Wrong email format' with the field outlined red (aria-invalid drives the outline).
  expect(emailField().getAttribute('aria-invalid')).toBe(emailError ? 'true' : null);
  expect(screen.queryByText('Wrong email format')?.getAttribute('role') ?? null).toBe(emailError ? 'alert' : null);
  expect(outcomeAlert()?.textContent ?? null).toBe(state === 'form.failed' ? row!.line : null);
  expect(outcomeStatus()).toBe(state === 'form.alreadyActivated' || state === 'form.alreadySent' ? row!.line : '');
  const dialog = screen.queryByRole('dialog', { name: ACTIVATION_MODAL_COPY.title });
  expect(Boolean(dialog)).toBe(state === 'activationSent');
  if (dialog) {
    expect(dialog.textContent).toContain(
      `${ACTIVATION_MODAL_COPY.sentTo} ${GOOD_EMAIL}. ${ACTIVATION_MODAL_COPY.followLink}`,
    );
    within(dialog).getByRole('button', { name: ACTIVATION_MODAL_COPY.ok });
  }
}

/** Spec 5: a bad address outlines the field red with the error until typing, and nothing is sent. */
export async function expectBadAddressHeldUntilTyping(user: User, copy: FormCopy) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@demo');
  await user.click(submitButton(copy));
  expect(emailField().getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Wrong email format');
  await user.type(emailField(), '.test');
  expect(emailField().getAttribute('aria-invalid')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(services.calls).toEqual([]);
}
