/** The cancel-by-link page (spec 2.17, 8) with a fake cancel call. */
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { callFailure } from '../harness/call-failure';
import { signedInSession } from './my-plan-fixtures';

const fakes = vi.hoisted(() => ({ session: null as unknown, cancelByLink: null as unknown as Mock }));

vi.mock('../../src/app/session', () => ({
  get session() {
    return fakes.session;
  },
}));
vi.mock('../../src/services/membership', () => ({ cancelByLink: (...args: unknown[]) => fakes.cancelByLink(...args) }));

type SessionActor = ReturnType<typeof signedInSession>;

/** The app's route (its search validation, loader and screen) in a router of its own. */
async function pageRouter(search: string) {
  const { Route } = await import('../../src/routes/unsubscription');
  const Page = Route.options.component! as NonNullable<typeof Route.options.component> & {
    preload?: () => Promise<void>;
  };
  await Page.preload?.(); // code-split: load it before the first render
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/unsubscription',
    ...(Route.options as object),
    component: Page,
  } as never);
  const history = createMemoryHistory({ initialEntries: [`/unsubscription${search}`] });
  return createRouter({ routeTree: root.addChildren([page]), history });
}

/** The page rendered by its router, under StrictMode as in the app. */
async function openPage(search: string) {
  const router = await pageRouter(search);
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

beforeEach(() => {
  // A visitor from an email link is usually signed out.
  fakes.session = signedInSession({ uid: 'u', email: 'x@demo.test' }, () => []);
  fakes.cancelByLink = vi.fn(async () => ({ success: true }));
});

afterEach(async () => {
  (fakes.session as SessionActor).stop();
  // The visit ends as leaving the page ends it: the next test opens its own.
  (await import('../../src/app/cancel-by-link')).closeCancelLink();
});

const supportLink = () => screen.getByRole('link', { name: 'support@reach.example' });

describe('cancel-by-link page', () => {
  it('shows a loader while cancelling, then the success copy and the support mail link', async () => {
    let answer!: (value: { success: boolean }) => void;
    fakes.cancelByLink = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    await openPage('?from=AbCdEfGhIjKlMnOpQrStUv');
    expect((await screen.findByRole('status')).textContent).toContain('Cancelling your subscription');
    expect(fakes.cancelByLink).toHaveBeenCalledWith('', 'AbCdEfGhIjKlMnOpQrStUv');
    await act(async () => answer({ success: true }));
    expect(await screen.findByRole('heading', { name: 'Your subscription has been canceled' })).toBeTruthy();
    expect(screen.getByText("We've successfully cancelled your subscription.")).toBeTruthy();
    expect(supportLink().getAttribute('href')).toBe('mailto:support@reach.example');
    expect(fakes.cancelByLink).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the call answers no success', async () => ({ success: false })],
    ['the call fails', async () => Promise.reject(callFailure({ status: 400 }))],
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

  it('the route makes the cancel call as it loads (not the screen), once: not again when it loads again', async () => {
    const router = await pageRouter('?from=AbCdEfGhIjKlMnOpQrStUv');
    await router.load();
    await waitFor(() => expect(fakes.cancelByLink).toHaveBeenCalledWith('', 'AbCdEfGhIjKlMnOpQrStUv'));
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Your subscription has been canceled' })).toBeTruthy();
    await act(async () => router.invalidate());
    expect(screen.getByRole('heading', { name: 'Your subscription has been canceled' })).toBeTruthy();
    expect(fakes.cancelByLink).toHaveBeenCalledTimes(1);
  });

  it("shows 'No subscriptions' without calling anything when the link has no from", async () => {
    await openPage('');
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeTruthy();
    expect(fakes.cancelByLink).not.toHaveBeenCalled();
  });
});
