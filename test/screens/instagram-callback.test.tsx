/**
 * The OAuth callback route `/instagram/callback` on the app's real connection actor and
 * a real signed-in session, with fake calls: its beforeLoad hands Instagram's answer to
 * ig-connectFinish as it came (the `#_` Meta appends ignored), once however often the router
 * reloads, and goes on to the Analytics screen ('Connecting Instagram'), replacing its address so
 * the one-time code stays in no history entry.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTAGRAM_CALLBACK_PATH, INSTAGRAM_COPY } from '../../content/instagram-connection';
import { isConnecting, selectLinkedStep } from '../../machines/instagram-connection.machine';
import { account } from './instagram-connection-fixtures';
import { FakeServices } from './model-screen';
import { mainPlan, signedInSession, untilAuthorised, type SessionActor } from './my-plan-fixtures';

const fakes = vi.hoisted(() => ({ session: null as SessionActor | null, services: null as FakeServices | null }));

vi.mock('../../src/services/instagram', () => ({
  fetchConnectionStatus: (...args: unknown[]) => fakes.services!.fake('fetchStatus')(...args),
  finishConnect: (...args: unknown[]) => fakes.services!.fake('finishConnect')(...args),
  startConnect: (...args: unknown[]) => fakes.services!.fake('startConnect')(...args),
}));
vi.mock('../../src/services/auth', () => ({ currentIdToken: async () => 'id-token' }));
vi.mock('../../src/app/session', () => ({
  get session() {
    return fakes.session;
  },
}));

/** The analytics screen's arrival, held until the test lets it load. */
let analyticsLoads: () => void;

/** The callback route under a pathless `_authed` layout as in the app; the Analytics screen a stub that shows the connection's notice. */
async function openCallback(search: string, { rendered = true } = {}) {
  const { Route } = await import('../../src/routes/_authed/instagram/callback');
  const { arriveFromInstagram, instagramConnection } = await import('../../src/app/instagram-connection');
  expect(Route.options.beforeLoad).toBe(arriveFromInstagram);
  const { ConnectionNotice } = await import('../../src/routes/_authed/dashboard/-analytics/connection-notice');
  const loaded = new Promise<void>((resolve) => (analyticsLoads = resolve));
  const root = createRootRoute({ component: Outlet });
  const authed = createRoute({ getParentRoute: () => root, id: '_authed', component: Outlet });
  const callback = createRoute({
    getParentRoute: () => authed,
    path: INSTAGRAM_CALLBACK_PATH,
    validateSearch: Route.options.validateSearch,
    beforeLoad: arriveFromInstagram,
  });
  const analytics = createRoute({
    getParentRoute: () => authed,
    path: '/dashboard/analytics',
    beforeLoad: () => loaded,
    component: () => (
      <>
        <h1>Analytics screen</h1>
        <ConnectionNotice connection={instagramConnection} />
      </>
    ),
  });
  const history = createMemoryHistory({ initialEntries: [`${INSTAGRAM_CALLBACK_PATH}${search}`] });
  const router = createRouter({ routeTree: root.addChildren([authed.addChildren([callback, analytics])]), history });
  if (rendered) render(<RouterProvider router={router} />);
  return { router, history, instagramConnection };
}

/** What ig-connectFinish was sent, once it was. */
async function finishSent() {
  await waitFor(() => expect(fakes.services!.calls.map(({ id }) => id)).toContain('finishConnect'));
  return fakes.services!.calls.find(({ id }) => id === 'finishConnect')!.args;
}

beforeAll(async () => {
  fakes.session = signedInSession({ uid: 'u1', email: 'premium@demo.test' }, () => [mainPlan()]);
  await untilAuthorised(fakes.session);
});

afterAll(() => fakes.session?.stop());

/**
 * Each test a page load: the app's connection actor starts (as the dashboard starts it) and reads
 * the status before the page sends the callback, as vitest hands the second of two concurrent
 * imports of a mocked module (the auth service) the real one.
 */
beforeEach(async () => {
  fakes.services = new FakeServices();
  const { instagramConnection, startInstagramConnection } = await import('../../src/app/instagram-connection');
  startInstagramConnection();
  instagramConnection.send({ type: 'connection.start' }); // after the previous test's stop
  await waitFor(() => expect(fakes.services!.calls.map(({ id }) => id)).toEqual(['fetchStatus']));
});

afterEach(async () =>
  (await import('../../src/app/instagram-connection')).instagramConnection.send({ type: 'connection.stop' }),
);

describe('instagram callback page', () => {
  it("sends the code and state to ig-connectFinish, says 'Connecting Instagram', and leaves its address out of history", async () => {
    const { router, history } = await openCallback('?code=AQBx-code&state=s1#_');
    expect(await finishSent()).toEqual(['/functions', 'id-token', { code: 'AQBx-code', state: 's1' }]);
    act(() => analyticsLoads());
    expect(await screen.findByRole('heading', { name: 'Analytics screen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(INSTAGRAM_COPY.connecting); // the server is still finishing
    expect(router.state.location.href).toBe('/dashboard/analytics');
    expect(history.length).toBe(1); // replaced: Back never returns to the code
  });

  it('the route hands the callback over, with no page rendered, once however often the router reloads', async () => {
    const { router } = await openCallback('?code=c1&state=s1', { rendered: false });
    const arrived = router.load();
    expect((await finishSent())[2]).toEqual({ code: 'c1', state: 's1' });
    analyticsLoads();
    await arrived;
    expect(router.state.location.pathname).toBe('/dashboard/analytics');
    await router.invalidate();
    await router.invalidate();
    expect(fakes.services!.calls.filter(({ id }) => id === 'finishConnect')).toHaveLength(1);
  });

  it("hands Instagram's refusal over as it came", async () => {
    await openCallback(
      '?error=access_denied&error_reason=user_denied&error_description=Permissions+error&state=123456#_',
    );
    expect((await finishSent())[2]).toEqual({
      error: 'access_denied',
      errorReason: 'user_denied',
      errorDescription: 'Permissions error',
      state: '123456',
    });
  });

  it("the server's answer reaches the app's connection: the first sync is under way", async () => {
    const { instagramConnection } = await openCallback('?code=c1&state=s1');
    await finishSent();
    act(() => analyticsLoads());
    await fakes.services!.settle('finishConnect', { output: account('syncing', { lastSyncedAt: null }) });
    expect(selectLinkedStep(instagramConnection.getSnapshot())).toBe('syncing');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('back from Instagram without its answer', () => {
  it('the page shown again from the back-forward cache reads the status again, and Connect Instagram works', async () => {
    const { instagramConnection } = await import('../../src/app/instagram-connection');
    await fakes.services!.settle('fetchStatus', { output: { state: 'none' } });
    instagramConnection.send({ type: 'connection.connect' });
    // An address in the page itself: jsdom navigates nowhere else.
    await fakes.services!.settle('startConnect', {
      output: { authorizeUrl: '#instagram-sign-in' },
    });
    expect(isConnecting(instagramConnection.getSnapshot())).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(isConnecting(instagramConnection.getSnapshot())).toBe(false);
    await waitFor(() =>
      expect(fakes.services!.calls.map(({ id }) => id)).toEqual(['fetchStatus', 'startConnect', 'fetchStatus']),
    );
  });
});
