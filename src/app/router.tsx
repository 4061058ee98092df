import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { session } from './session';
import { isAuthorised, isSettling, type SessionSnapshot } from './session-selectors';

export { RouterProvider };

export const router = createRouter({
  routeTree,
  context: { session },
  defaultPreload: 'intent',
  defaultPendingMs: 150,
  scrollRestoration: false,
});

// The page's own screens load while the session is still being restored and checked, not after
// the guard has let the user in: both take round trips, so they overlap.
// A chunk that fails to load here is loaded again when the route is shown, where a failure is the route's error.
for (const route of router.getMatchedRoutes(location.pathname)[0]) router.loadRouteChunk(route)?.catch(() => undefined);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Guards run in beforeLoad; whenever who-the-user-is changes they run again, so signing in,
// logging out and the 5-hour expiry move the user to the right screen by themselves.
const authKey = (s: SessionSnapshot) => `${isSettling(s)}|${isAuthorised(s)}`;
let lastAuthKey = authKey(session.getSnapshot());
session.subscribe((snapshot) => {
  const key = authKey(snapshot);
  if (key === lastAuthKey) return;
  lastAuthKey = key;
  void router.invalidate();
});

// Spec 2.2 / 2.5: every navigation, back and forward included, lands at the top of the page.
// The browser's own restoration would scroll back down after a back/forward, so it is turned off.
history.scrollRestoration = 'manual';
router.subscribe('onResolved', ({ hrefChanged }) => {
  if (hrefChanged) window.scrollTo(0, 0);
});
