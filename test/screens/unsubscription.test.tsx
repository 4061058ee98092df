/** The cancel-by-link page (spec 2.17, 8) with a fake cancel call. */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderAt, signedInSession } from './my-plan-fixtures';

const fakes = vi.hoisted(() => ({ session: null as unknown, cancelByLink: null as unknown as Mock }));

vi.mock('../../src/app/session', () => ({
  get session() {
    return fakes.session;
  },
}));
vi.mock('../../src/services/membership', () => ({ cancelByLink: (...args: unknown[]) => fakes.cancelByLink(...args) }));

type SessionActor = ReturnType<typeof signedInSession>;

async function openPage(search: string) {
  const { Route } = await import('../../src/routes/unsubscription');
  const { CancelByLinkScreen } = await import('../../src/routes/-unsubscription/cancel-by-link-screen');
  // As the route renders it, with the route's own search validation.
  const validate = Route.options.validateSearch as (search: Record<string, unknown>) => { from?: string };
  const from = validate(Object.fromEntries(new URLSearchParams(search)));
  return renderAt('/unsubscription', () => <CancelByLinkScreen from={from.from} />, search);
}

beforeEach(() => {
  // A visitor from an email link is usually signed out.
  fakes.session = signedInSession({ uid: 'u', email: 'x@demo.test' }, () => []);
  fakes.cancelByLink = vi.fn(async () => ({ success: true }));
});

afterEach(() => {
  (fakes.session as SessionActor).stop();
});

const supportLink = () => screen.getByRole('link', { name: 'support@reach.example' });

describe('cancel-by-link page', () => {
  it('shows a loader while cancelling, then the success copy and the support mail link', async () => {
    let answer!: (value: { success: boolean }) => void;
    fakes.cancelByLink = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    await openPage('?from=AbCdEfGhIjKlMnOpQrStUv');
    expect(screen.getByRole('status').textContent).toContain('Cancelling your subscription');
    expect(fakes.cancelByLink).toHaveBeenCalledWith('', 'AbCdEfGhIjKlMnOpQrStUv');
    await act(async () => answer({ success: true }));
    expect(await screen.findByRole('heading', { name: 'Your subscription has been canceled' })).toBeTruthy();
    expect(screen.getByText("We've successfully cancelled your subscription.")).toBeTruthy();
    expect(supportLink().getAttribute('href')).toBe('mailto:support@reach.example');
    expect(fakes.cancelByLink).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the call answers no success', async () => ({ success: false })],
    ['the call fails', async () => Promise.reject(new Error('Request failed with status 400'))],
  ])("shows 'No subscriptions' when %s", async (_name, answer) => {
    fakes.cancelByLink = vi.fn(answer);
    await openPage('?from=AbCdEfGhIjKlMnOpQrStUv');
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeTruthy();
    expect(
      screen.getByText(
        'Unfortunately there are no subscription plans attached to this mail. Check if the specified email address is correct',
      ),
    ).toBeTruthy();
    expect(supportLink()).toBeTruthy();
  });

  it("shows 'No subscriptions' without calling anything when the link has no from", async () => {
    await openPage('');
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeTruthy();
    expect(fakes.cancelByLink).not.toHaveBeenCalled();
  });
});
