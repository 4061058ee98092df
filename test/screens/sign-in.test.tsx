/**
 * Sign-in screen (spec 2.4, 5, 8) driven by the real session machine with fake services:
 * what the user sees and which service calls the screen causes.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authErrorMessage } from '../../content/auth-errors';
import type { Subscription } from '../../contracts/subscriptions';
import type { ActivationAnswer } from '../../contracts/origin-api';
import { sessionMachine, type Credentials } from '../../machines/session.machine';
import type { Restored, SignedIn } from '../../contracts/identity';
import { fromCall } from '../../src/app/call';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

type SessionActor = ReturnType<typeof createSession>;

/** Fakes of the session's services; each test sets what they answer. */
const fakes = vi.hoisted(() => ({
  current: null as unknown,
  signIn: null as unknown as Mock<(credentials: Credentials) => Promise<SignedIn>>,
  requestActivation: null as unknown as Mock<(input: { email: string }) => Promise<ActivationAnswer>>,
  fetchSubscriptions: null as unknown as Mock<(input: { uid: string }) => Promise<Subscription[]>>,
}));

// The screen and the modals read the module-level actor; each test gets a fresh one.
vi.mock('../../src/app/session', () => ({
  get session() {
    return fakes.current;
  },
}));

function createSession() {
  return createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async (): Promise<Restored> => ({ user: null, loginAt: null, now: Date.now() })),
        // The app's own wrapper: what a fake throws reaches the machine as the app's failure value.
        signIn: fromCall(({ input }: { input: Credentials }) => fakes.signIn(input)),
        requestActivation: fromCall(({ input }: { input: { email: string } }) => fakes.requestActivation(input)),
        fetchSubscriptions: fromCall(({ input }: { input: { uid: string } }) => fakes.fetchSubscriptions(input)),
        signOut: fromPromise(async () => {}),
        leaveToCheckout: fromPromise(async () => {}),
      },
    }),
    { input: { bundleId: 'profile-analyzer', deferPostAuthCheck: false } },
  ).start();
}

let signInCall: Deferred<SignedIn>;

beforeEach(() => {
  // The screen keeps a draft in module state across its first-paint remount: load it fresh per test.
  vi.resetModules();
  signInCall = deferred<SignedIn>();
  fakes.signIn = vi.fn(() => signInCall.promise);
  fakes.requestActivation = vi.fn(async (): Promise<ActivationAnswer> => ({ success: false }));
  fakes.fetchSubscriptions = vi.fn(async () => []);
  fakes.current = createSession();
});

afterEach(() => {
  (fakes.current as SessionActor).stop();
});

async function loadScreen() {
  const [{ SignIn }, { SessionModals }] = await Promise.all([
    import('../../src/routes/_guest/-sign-in-screen'),
    import('../../src/routes/-session-modals'),
  ]);
  return { SignIn, SessionModals };
}

async function renderSignIn({ withModals = false } = {}) {
  const { SignIn, SessionModals } = await loadScreen();
  // The stored session must have been looked up before the form is used (a precondition, not a check).
  await waitFor(() => expect((fakes.current as SessionActor).getSnapshot().matches('signedOut')).toBe(true));
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        {withModals && <SessionModals />}
      </>
    ),
  });
  const routeTree = rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      // As src/routes/_guest/sign-in.tsx renders it.
      component: () => (
        <SignIn
          forgotPasswordLink={(className) => (
            <Link to="/access-recovery" className={className}>
              Forgot password?
            </Link>
          )}
        />
      ),
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/access-recovery',
      component: () => <h1>Access recovery screen</h1>,
    }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Analyze your Instagram account and gain valuable insights' });
  return { user, router };
}

const emailField = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(emailField(), email);
  if (password) await user.type(passwordField(), password);
}

describe('sign-in screen', () => {
  it('shows the headline, labelled email and password fields and the Sign in button', async () => {
    await renderSignIn();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Analyze your Instagram account and gain valuable insights',
    );
    expect(emailField().tagName).toBe('INPUT');
    expect(emailField().type).toBe('email');
    expect(passwordField().type).toBe('password');
    expect(signInButton().getAttribute('type')).toBe('submit');
    expect(signInButton().getAttribute('aria-busy')).toBeNull();
  });

  it("links 'Forgot password?' to /access-recovery", async () => {
    const { user, router } = await renderSignIn();
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/access-recovery');
    await user.click(link);
    await screen.findByRole('heading', { name: 'Access recovery screen' });
    expect(router.state.location.pathname).toBe('/access-recovery');
  });

  describe('validation on press (spec 5)', () => {
    it("shows 'Wrong email format' for a bad email and sends nothing", async () => {
      const { user } = await renderSignIn();
      await fillIn(user, 'not-an-email', 'demo1234');
      await user.click(signInButton());
      expect(screen.getByText('Wrong email format')).toBeTruthy();
      expect(screen.queryByText('Min 6 symbols')).toBeNull();
      expect(fakes.signIn).not.toHaveBeenCalled();
      expect(signInButton().getAttribute('aria-busy')).toBeNull();
    });

    it("shows 'Min 6 symbols' for a short password and sends nothing", async () => {
      const { user } = await renderSignIn();
      await fillIn(user, 'trial@demo.test', '12345');
      await user.click(signInButton());
      expect(screen.getByText('Min 6 symbols')).toBeTruthy();
      expect(screen.queryByText('Wrong email format')).toBeNull();
      expect(fakes.signIn).not.toHaveBeenCalled();
    });

    it('shows both errors for empty fields and sends nothing', async () => {
      const { user } = await renderSignIn();
      await user.click(signInButton());
      expect(screen.getByText('Wrong email format')).toBeTruthy();
      expect(screen.getByText('Min 6 symbols')).toBeTruthy();
      expect(fakes.signIn).not.toHaveBeenCalled();
    });

    it("clears a field's error when typing in that field only", async () => {
      const { user } = await renderSignIn();
      await fillIn(user, 'bad', '123');
      await user.click(signInButton());
      expect(screen.getByText('Wrong email format')).toBeTruthy();
      expect(screen.getByText('Min 6 symbols')).toBeTruthy();

      await user.type(emailField(), 'x');
      expect(screen.queryByText('Wrong email format')).toBeNull();
      expect(screen.getByText('Min 6 symbols')).toBeTruthy();

      await user.type(passwordField(), 'x');
      expect(screen.queryByText('Min 6 symbols')).toBeNull();
      expect(fakes.signIn).not.toHaveBeenCalled();
    });

    it('sends the corrected credentials once the errors are fixed', async () => {
      const { user } = await renderSignIn();
      await fillIn(user, 'trial@demo', '123');
      await user.click(signInButton());
      expect(screen.getByText('Wrong email format')).toBeTruthy();
      await user.type(emailField(), '.test');
      await user.type(passwordField(), '456');
      await user.click(signInButton());
      expect(fakes.signIn).toHaveBeenCalledTimes(1);
      expect(fakes.signIn).toHaveBeenCalledWith({ email: 'trial@demo.test', password: '123456' });
    });
  });

  describe('signing in', () => {
    it('calls sign-in once with the typed credentials, shows the spinner and ignores a second press', async () => {
      const { user } = await renderSignIn();
      await fillIn(user, 'trial@demo.test', 'demo1234');
      await user.click(signInButton());
      expect(fakes.signIn).toHaveBeenCalledTimes(1);
      expect(fakes.signIn).toHaveBeenCalledWith({ email: 'trial@demo.test', password: 'demo1234' });
      expect(signInButton().getAttribute('aria-busy')).toBe('true');

      await user.click(signInButton());
      await user.type(passwordField(), '{Enter}');
      expect(fakes.signIn).toHaveBeenCalledTimes(1);
      expect(signInButton().getAttribute('aria-busy')).toBe('true');
    });

    it('ignores a press while signing in even with fields it would refuse, and shows no field error for it', async () => {
      const { user } = await renderSignIn();
      await fillIn(user, 'trial@demo.test', 'demo1234');
      await user.click(signInButton());
      await user.clear(passwordField());
      await user.click(signInButton());
      expect(screen.queryByText('Min 6 symbols')).toBeNull();
      expect(fakes.signIn).toHaveBeenCalledTimes(1);
      await act(async () => signInCall.reject({ code: 'auth/wrong-password' }));
      await waitFor(() => expect(signInButton().getAttribute('aria-busy')).toBeNull());
      await user.click(signInButton());
      expect(await screen.findByText('Min 6 symbols')).toBeTruthy();
    });
  });

  describe('authentication errors (spec 8)', () => {
    it('shows the message mapped from the auth error code in an alert and stops the spinner', async () => {
      const { user } = await renderSignIn({ withModals: true });
      await fillIn(user, 'trial@demo.test', 'demo1234');
      await user.click(signInButton());
      await act(async () => signInCall.reject({ code: 'auth/wrong-password' }));

      const expected = authErrorMessage('auth/wrong-password');
      expect(expected).not.toBe('Something went wrong'); // precondition: a mapped message
      const message = await screen.findByText(expected);
      expect(message.getAttribute('role')).toBe('alert');
      await waitFor(() => expect(signInButton().getAttribute('aria-busy')).toBeNull());
      // The activation email is requested after a failed sign-in; it was not sent, so no dialog.
      await waitFor(() => expect(fakes.requestActivation).toHaveBeenCalledWith({ email: 'trial@demo.test' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it("shows 'Something went wrong' when the failure has no code", async () => {
      const { user } = await renderSignIn();
      await fillIn(user, 'trial@demo.test', 'demo1234');
      await user.click(signInButton());
      await act(async () => signInCall.reject(new Error('offline')));

      const message = await screen.findByText('Something went wrong');
      expect(message.getAttribute('role')).toBe('alert');
    });
  });

  describe('activation (spec 2.16, 8)', () => {
    it('opens "First, let\'s activate your account!" when the activation email was sent', async () => {
      fakes.requestActivation = vi.fn(async () => ({ success: true }));
      const { user } = await renderSignIn({ withModals: true });
      await fillIn(user, 'new@demo.test', 'demo1234');
      await user.click(signInButton());
      await act(async () => signInCall.reject({ code: 'auth/invalid-credential' }));

      const dialog = await screen.findByRole('dialog', { name: "First, let's activate your account!" });
      expect(fakes.requestActivation).toHaveBeenCalledWith({ email: 'new@demo.test' });
      expect(dialog.textContent).toContain('new@demo.test');

      await user.click(screen.getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('opens no dialog when the activation request fails', async () => {
      fakes.requestActivation = vi.fn(async () => Promise.reject(new Error('500')));
      const { user } = await renderSignIn({ withModals: true });
      await fillIn(user, 'new@demo.test', 'demo1234');
      await user.click(signInButton());
      await act(async () => signInCall.reject({ code: 'auth/invalid-credential' }));
      await screen.findByText(authErrorMessage('auth/invalid-credential'));
      await waitFor(() => expect(fakes.requestActivation).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(signInButton().getAttribute('aria-busy')).toBeNull());
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('first paint before the router (src/main.tsx)', () => {
    it('keeps what was typed when the screen mounts again, but not a submitted password', async () => {
      const { SignIn } = await loadScreen();
      const standalone = () => (
        <SignIn
          forgotPasswordLink={(className) => (
            <a href="/access-recovery" className={className}>
              Forgot password?
            </a>
          )}
        />
      );
      const user = userEvent.setup();
      const first = render(standalone());
      await user.type(screen.getByLabelText('Email'), 'trial@demo.test');
      await user.type(screen.getByLabelText('Password'), 'demo1234');
      first.unmount();
      const second = render(standalone());
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('trial@demo.test');
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('demo1234');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      second.unmount();
      render(standalone());
      expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    });
  });
});
