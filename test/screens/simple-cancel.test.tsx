/**
 * The simple cancel modal (spec 2.14, 5, 7, 8) through every outcome, on My Plan of a brand-x
 * subscriber, with the real session machine and fake services.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakes, mainPlan, renderAt, signInSession } from './my-plan-fixtures';

vi.mock('../../src/app/session', async () => (await import('./my-plan-fixtures')).mockedModules.session());
vi.mock('../../src/services/auth', async () => (await import('./my-plan-fixtures')).mockedModules.auth());
vi.mock('../../src/services/membership', async () => (await import('./my-plan-fixtures')).mockedModules.membership());
vi.mock('../../src/services/origin-api', async () => (await import('./my-plan-fixtures')).mockedModules.originApi());

async function openModal(email = 'x@demo.test') {
  await signInSession({ uid: 'demo-x', email }, () => [mainPlan()]);
  const { MyPlan } = await import('../../src/routes/_authed/dashboard/-my-plan/my-plan-screen');
  const rendered = await renderAt('/dashboard/my-plan', () => <MyPlan />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
  const dialog = await screen.findByRole('dialog', { name: 'We are sorry to see you go' });
  return { ...rendered, dialog };
}

const eventNames = () => fakes.sendEvent.mock.calls.map((call) => call[1]);

beforeEach(() => {
  fakes.requestCancelEmail = vi.fn(async () => ({ success: true }));
  fakes.sendEvent = vi.fn(async () => undefined);
});

afterEach(() => {
  fakes.session?.stop();
});

describe('simple cancel modal', () => {
  it("shows the three benefit lines (Track, Get insights, Identify) and 'Count me in! Keep my membership' closes it", async () => {
    const { user, dialog } = await openModal();
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(lines).toHaveLength(3);
    expect(lines[0].startsWith('Track')).toBe(true);
    expect(lines[1].startsWith('Get insights')).toBe(true);
    expect(lines[2].startsWith('Identify')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Count me in! Keep my membership' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakes.requestCancelEmail).not.toHaveBeenCalled();
  });

  it("'I want to cancel' sends the request once and confirms the email, naming the address; OK closes", async () => {
    let answer!: (value: { success: boolean }) => void;
    fakes.requestCancelEmail = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await openModal();
    const cancel = within(dialog).getByRole('button', { name: 'I want to cancel' });
    await user.click(cancel);
    await user.click(cancel);
    expect(fakes.requestCancelEmail).toHaveBeenCalledTimes(1);
    expect(fakes.requestCancelEmail).toHaveBeenCalledWith('', 'id-token', {
      email: 'x@demo.test',
      code: 'profile-analyzer-web',
      host: 'localhost:3000',
    });
    expect(cancel.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(eventNames()).toContain('Cancel subscription click'));

    await act(async () => answer({ success: true }));
    const sent = await screen.findByRole('dialog', { name: "We've sent you a confirmation email" });
    expect(sent.textContent).toContain(
      'Complete cancellation by following a link we emailed to x@demo.test. Be sure to check the spam folder too',
    );
    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(eventNames()).not.toContain('Cancel subscription request error');
  });

  it.each([
    ['the response error', async () => ({ error: 'Too many cancel requests' }), 'Too many cancel requests'],
    ["'Something went wrong' with neither error nor success", async () => ({}), 'Something went wrong'],
    [
      "a thrown failure's error field",
      async () =>
        Promise.reject(Object.assign(new Error('Request failed with status 429'), { data: { error: 'Slow down' } })),
      'Slow down',
    ],
    ["a thrown failure's message", async () => Promise.reject(new Error('Failed to fetch')), 'Failed to fetch'],
  ])('shows %s in red, logs it as the request-error event, and can try again', async (_name, answer, text) => {
    fakes.requestCancelEmail = vi.fn(answer);
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'I want to cancel' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    await waitFor(() => expect(eventNames()).toContain('Cancel subscription request error'));
    const logged = fakes.sendEvent.mock.calls.find((call) => call[1] === 'Cancel subscription request error')![2];
    expect(logged).toMatchObject({
      error: text,
      email: 'x@demo.test',
      subscription_id: 'sub-main',
      project: 'profile-analyzer',
    });

    fakes.requestCancelEmail = vi.fn(async () => ({ success: true }));
    await user.click(within(dialog).getByRole('button', { name: 'I want to cancel' }));
    await screen.findByRole('dialog', { name: "We've sent you a confirmation email" });
  });

  it('sends nothing when the user has no email', async () => {
    const { user, dialog } = await openModal('');
    await user.click(within(dialog).getByRole('button', { name: 'I want to cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakes.requestCancelEmail).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'We are sorry to see you go' })).toBeTruthy();
  });
});
