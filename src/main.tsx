import './ui/theme/global.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { applyBrandTheme, followFirstScreen } from './app/brand';
import { onFirstInteraction } from './app/first-interaction';
import { takeLoginLinkCredentials } from './app/login-link';
import { authService } from './app/services';
import { session } from './app/session';
import { SignInBeforeRouter, signInMounted } from './routes/_guest/-sign-in-first-paint';
import { storedLoginTime } from './services/login-time';

const credentials = takeLoginLinkCredentials();
applyBrandTheme();

/** Starts the session (with the first screen kept beside it) and hands it a login link's credentials. */
function startSession() {
  session.start();
  followFirstScreen();
  if (credentials) session.send({ type: 'creds.received', ...credentials });
}

const container = document.getElementById('root')!;
const strict = (node: ReactNode) => <StrictMode>{node}</StrictMode>;

/** Resolves in a later task, so the page can paint and answer input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

let libraries: Promise<void> | undefined;
/**
 * The app's shared chunks (vite.config.ts) are evaluated one task each instead of in one long
 * task: each import evaluates one chunk (any module of it would do) after the last. First the
 * libraries, then the contracts: what a stored session's first calls (restoring it, the
 * subscription check) need, which would otherwise evaluate both with the services in one task.
 */
const loadLibraries = () =>
  (libraries ??= (async () => {
    await nextTask(); // after the entry's own modules
    await import('@tanstack/react-router');
    await nextTask();
    await import('../contracts/endpoints');
    await nextTask();
  })());

let routerModule: Promise<typeof import('./app/router')> | undefined;
/** The router with the rest of the shared chunks, after the libraries and contracts. */
const loadRouter = () =>
  (routerModule ??= (async () => {
    await loadLibraries();
    await import('./ui/Card/Card'); // the machines and the UI kit
    await nextTask();
    await import('./app/insights'); // the app's actors
    await nextTask();
    return import('./app/router'); // the router with its routes
  })());

/**
 * The rest of the app: the router with every other screen, then, once the first screen is up,
 * the installable shell (service worker, manifest, offline notice), the insight status (spec 4)
 * and the news (spec 7: fetched on start, its images preloaded). Their requests would otherwise
 * share a slow link with what the first screen waits for; a screen that needs them sooner
 * starts them itself. Resolves once the router has rendered the first screen.
 */
async function startApp(root: Root, beforeRouter: Promise<void>): Promise<void> {
  const [{ router, RouterProvider }] = await Promise.all([loadRouter(), beforeRouter]);
  return new Promise((shown) => {
    const stopWaiting = router.subscribe('onRendered', () => {
      stopWaiting();
      shown();
      void import('./app/app-shell').then(({ startAppShell }) => startAppShell());
      void import('./app/insights').then(({ startInsights }) => startInsights());
      void import('./app/news').then(({ startNews }) => startNews());
    });
    // A transition: React renders the screen in slices between which the page stays responsive,
    // instead of one long task (what is on the page stays until the screen is ready).
    startTransition(() => root.render(strict(<RouterProvider router={router} />)));
  });
}

/** Resolves at the session's next change: on the sign-in screen, the visitor's first press. */
function nextSessionChange(): Promise<void> {
  const current = session.getSnapshot();
  return new Promise((resolve) => {
    const subscription = session.subscribe((snapshot) => {
      if (snapshot === current) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

if (location.pathname === '/sign-in') {
  // A signed-out visitor's session loads nothing (src/app/session.ts): it starts at once.
  startSession();
  // The server sends the screen prerendered (sign-in.html): hydrate it. It works on its own, so
  // the rest of the app loads on the visitor's first interaction, off the critical path, and the
  // router takes the screen over at their first press (never under their fingers while they type).
  // A stored session may send them on to the dashboard: then everything starts at once.
  const screen = strict(<SignInBeforeRouter />);
  const prerendered = container.hasChildNodes();
  const root = prerendered ? hydrateRoot(container, screen) : createRoot(container);
  if (!prerendered) root.render(screen);
  const start = (beforeRouter: Promise<void>) => {
    void startApp(root, beforeRouter);
    void authService().then(({ preloadFirebase }) => preloadFirebase()); // the sign-in press needs it
  };
  if (credentials || storedLoginTime() !== null) start(signInMounted);
  else onFirstInteraction(() => start(nextSessionChange()));
} else {
  // What the server sent (a returning subscriber's painted or rendered page, else the loader) stays
  // until the router can show the route as it is: rendering sooner would put the router's loader,
  // or the screen's spinner, over the page, and the screen would then come as an update React
  // cannot slice (see startApp). What was pressed on it meanwhile is pressed again on the route's
  // screen, if that is the page's (not where the session sent the visitor instead).
  const sent = { nodes: [...container.children], path: location.pathname };
  // The session starts once what its first calls need is evaluated (a few tasks, no download more).
  void loadLibraries().then(startSession);
  void startApp(
    createRoot(container),
    loadRouter().then(async ({ router }) => {
      await nextTask(); // the router's module made it: its first load in a task of its own
      await router.load().catch(console.error);
      if (router.state.location.pathname === '/dashboard/analytics')
        await import('./app/analytics').then(({ analyticsShown }) => analyticsShown());
    }),
  ).then(async () => {
    if (location.pathname !== sent.path) return;
    const { replayEarlyPresses } = await import('./app/early-presses');
    replayEarlyPresses(sent.nodes, container);
  });
}
