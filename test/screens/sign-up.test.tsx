/**
 * Create Your Account (spec 2.17, 4, 5, 7, 8), model-based: every path of the sign-up machine's
 * graph drives the REAL screen (React Testing Library, jsdom) with its real composition root and
 * fake services, doing what a user does and asserting what each state shows. Coverage of the
 * machine's states and transitions is measured on the screen's own actor and must reach 100 %.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, type EventObject } from 'xstate';
import { FINALIZE_DELAY_MS } from '../../content/constants';
import { PASSWORD_REQUIREMENTS } from '../../content/sign-up';
import { signUpMachine } from '../../machines/sign-up.machine';
import { type SignUpError, type SignUpInput } from '../../machines/sign-up-attempt';
import { closeSignUp, openSignUp, type SignUpActor } from '../../src/app/sign-up';
import { Route } from '../../src/routes/access-recovery';
import { SignUpScreen } from '../../src/routes/-access-recovery/sign-up-screen';
import { FetchError } from '../../src/services/http';
import { Coverage } from '../harness/coverage';
import { transitionPaths, type ModelPath } from '../harness/model-paths';
import {
  authFailure,
  inputs,
  LAST_EMAIL,
  PASSWORD,
  PLAN_CODE,
  serializeSnapshot,
  serviceResults,
  shownError,
  subscription,
  userEvents,
  type Snapshot,
} from '../machines/sign-up.model';
import { renderWithStubPages, screenActorCoverage, services, walkPath, type User } from './model-screen';

/** The session the screen hands the credentials to, and the logs it sends. */
const fakes = vi.hoisted(() => ({
  session: { send: (_event: unknown) => {} },
  logs: [] as Array<{ source: string; message: string; data?: unknown }>,
}));

vi.mock('../../src/app/session', () => ({
  get session() {
    return fakes.session;
  },
}));
// Each call waits until the test settles it by the machine's invoke id.
vi.mock('../../src/services/auth', async () => ({
  ...(await import('./model-screen')).services.module({ createAccount: 'createAccount', checkCredentials: 'signIn' }),
  currentIdToken: async () => 'id-token',
}));
vi.mock('../../src/services/subscriptions', async () =>
  (await import('./model-screen')).services.module({
    fetchSubscriptions: 'fetchSubscription',
    finalizeSubscription: 'finalizeSubscription',
  }),
);
vi.mock('../../src/services/origin-api', () => ({
  sendLog: (_origin: string, record: (typeof fakes.logs)[number]) => void fakes.logs.push(record),
}));
// The strength hint is another component's own test; here it only has to get what is typed.
vi.mock('../../src/ui/PasswordStrength/PasswordStrength', () => ({
  PasswordStrength: ({ password }: { password: string }) => <p data-testid="password-strength">{password}</p>,
}));

beforeEach(() => {
  fakes.session = { send: vi.fn() };
  services.reset();
  fakes.logs.length = 0;
});

afterEach(() => closeSignUp()); // the test's router goes without leaving the page

/**
 * The page as its route has it, with the app's routes around it (where it leads when it ends, and
 * where its link goes): the loader opens the visit's actor for the id (with the test's `options`).
 */
function openPage(subscriptionId: string, options: Parameters<typeof openSignUp>[1] = {}) {
  let visit: SignUpActor | undefined;
  const loads: SignUpActor[] = [];
  const router = renderWithStubPages(
    '/access-recovery',
    () => <SignUpScreen actor={visit!} />,
    { '/dashboard': 'Dashboard page', '/sign-in': 'Sign-in page' },
    `?id=${subscriptionId}`,
    { loader: () => loads.push((visit = openSignUp(subscriptionId, options))) },
  );
  return { router, loads, user: userEvent.setup({ delay: null }) };
}

const emailField = () => screen.getByLabelText('Email') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Create account' });
/** The error under a field (TextField links it with aria-describedby), '' when none. */
const fieldError = (field: HTMLInputElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
/** The form's error area: the last alert inside the form. */
const formErrorArea = () => within(document.querySelector('form')!).getAllByRole('alert').at(-1)!;

interface Expected {
  state: string | Record<string, string>;
  email: string;
  error: SignUpError | null;
}

/** What a state shows (spec 2.17, 8), checked whenever the screen reaches it. */
function assertScreen({ state, email, error: machineError }: Expected) {
  const error = shownError(machineError);
  if (state === 'opening' || state === 'loading') {
    expect(screen.getByRole('status').textContent).toBe('Loading your subscription');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  if (state === 'done') {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard page');
    return;
  }
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Your Account');
  expect(screen.getByText('You need to set up an account to access the application')).toBeTruthy();
  // The email is the subscription's last one, and cannot be edited; the password reads as typed.
  expect(emailField().value).toBe(email);
  expect(emailField().disabled).toBe(true);
  expect(passwordField().type).toBe('text');
  expect(passwordField().autocomplete).toBe('new-password');
  // The strength hint sits right under the password field and rates what is typed.
  const hint = screen.getByTestId('password-strength');
  expect(hint.textContent).toBe(passwordField().value);
  expect(passwordField().closest('div')!.nextElementSibling).toBe(hint);
  const busy = typeof state === 'object' && 'submitting' in state;
  expect(submitButton().getAttribute('aria-busy')).toBe(busy ? 'true' : null);

  const alert = screen.queryByRole('dialog', { name: 'No Active Subscription' });
  const alertOpen = typeof state === 'object' && state.form === 'noActiveSubscription';
  expect(Boolean(alert), 'No Active Subscription alert').toBe(alertOpen);
  if (alert) {
    expect(within(alert).getByText("It seems like you don't have a subscription anymore")).toBeTruthy();
    within(alert).getByRole('button', { name: 'OK' });
  }
  const loadFailed = typeof state === 'object' && state.form === 'loadFailed';
  expect(Boolean(screen.queryByRole('button', { name: 'Try again' })), 'Try again').toBe(loadFailed);
  expect(Boolean(screen.queryByText('Something went wrong')), 'the load failure line').toBe(loadFailed);
  const invalidLink = typeof state === 'object' && state.form === 'invalidLink';
  expect(Boolean(screen.queryByText('This link is not valid. Open the link from your email again.'))).toBe(invalidLink);

  // Each error at its place, and nowhere else.
  expect(fieldError(emailField())).toBe(error?.at === 'email' ? error.text : '');
  expect(emailField().getAttribute('aria-invalid')).toBe(error?.at === 'email' ? 'true' : null);
  expect(fieldError(passwordField())).toBe(error?.at === 'password' ? error.text : '');
  expect(passwordField().getAttribute('aria-invalid')).toBe(error?.at === 'password' ? 'true' : null);
  const restore = screen.queryByRole('link', { name: 'You can try to restore you password' });
  expect(Boolean(restore), 'the restore-password link').toBe(Boolean(error?.offerRestore));
  expect(restore?.getAttribute('href') ?? null).toBe(error?.offerRestore ? '/sign-in' : null);
  const formText =
    error?.at === 'form' ? `${error.text}${error.offerRestore ? ' You can try to restore you password' : ''}` : '';
  expect(formErrorArea().textContent).toBe(formText);
}

// ---- The model: the machine's own graph, with the answers services can give. ----

/** Behind the open alert the form cannot be used: OK is the only thing a user can press. */
function eventsFor(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches({ form: 'noActiveSubscription' }))
    return [{ type: 'signUp.dismissAlert' }, ...serviceResults(snapshot)];
  return [...userEvents, ...serviceResults(snapshot)];
}

const coverage = new Coverage(signUpMachine);
const runs = inputs.flatMap((input) =>
  transitionPaths(signUpMachine, { events: eventsFor, serialize: serializeSnapshot, input }).map((path) => ({
    input,
    path,
  })),
);

/** What a user (or a service, or the clock) does for a model event. */
async function perform(user: User, clock: SimulatedClock, event: EventObject & Record<string, unknown>) {
  if (await services.settleResult(event)) return;
  if (event.type.startsWith('xstate.after.')) return act(async () => clock.increment(FINALIZE_DELAY_MS));
  switch (event.type) {
    case 'signUp.open':
      return; // the route's loader opens the visit with it
    case 'signUp.submit': {
      const password = event.password as string;
      if (passwordField().value !== password) {
        await user.clear(passwordField());
        await user.type(passwordField(), password);
      }
      return user.click(submitButton());
    }
    case 'signUp.editPassword':
      return user.type(passwordField(), '!');
    case 'signUp.dismissAlert':
      return user.click(screen.getByRole('button', { name: 'OK' }));
    case 'signUp.retry':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
  }
  throw new Error(`No action for ${event.type}`);
}

async function runUiPath(input: SignUpInput, path: ModelPath) {
  const clock = new SimulatedClock();
  const screenActor = screenActorCoverage(coverage);
  const { router, user } = openPage(input.subscriptionId, { clock, inspect: screenActor.inspect });
  await screenActor.started();
  await walkPath(
    path,
    (event) => perform(user, clock, event as EventObject & Record<string, unknown>),
    (step) => assertScreen(JSON.parse(step.expected) as Expected),
  );
  const last = JSON.parse(path.steps.at(-1)!.expected) as Expected;
  if (last.state === 'done') expect(router.state.location.pathname).toBe('/dashboard');
  // Logged failures carry the email and the code, never the password.
  expect(JSON.stringify(fakes.logs)).not.toContain(PASSWORD);
}

describe(`create account screen: ${runs.length} model paths`, () => {
  for (const { input, path } of runs) {
    it(`[${input.subscriptionId || 'no id'}] ${path.description}`, async () => {
      await runUiPath(input, path);
    });
  }

  afterAll(() => coverage.assertComplete());
});

describe('create account screen: the route with its services', () => {
  async function openForm(id: string, subscriptions = [subscription({ id })]) {
    const rendered = openPage(id);
    expect((await screen.findByRole('status')).textContent).toBe('Loading your subscription');
    await services.settle('fetchSubscription', { output: subscriptions });
    await screen.findByRole('heading', { name: 'Create Your Account' });
    return rendered;
  }

  it('fetches the subscription by id (no token), then pre-fills its last email, disabled', async () => {
    await openForm('1042', [subscription({ emails: ['old@demo.test', LAST_EMAIL] })]);
    expect(services.calls).toEqual([{ id: 'fetchSubscription', args: ['', '1042'] }]);
    expect(emailField().value).toBe(LAST_EMAIL);
    expect(emailField().disabled).toBe(true);
  });

  it('creates the account, finalises a billing id for the new user with a token, and hands the credentials to the session', async () => {
    const { user } = await openForm('web-checkout-demo');
    await user.type(passwordField(), PASSWORD);
    await user.click(submitButton());
    await user.click(submitButton());
    expect(services.calls.filter((call) => call.id === 'createAccount')).toEqual([
      { id: 'createAccount', args: [LAST_EMAIL, PASSWORD] },
    ]);
    await services.settle('createAccount', { output: { user_id: 'uid-created' } });
    await services.settle('finalizeSubscription', { output: undefined });
    expect(services.calls.find((call) => call.id === 'finalizeSubscription')?.args).toEqual([
      { subscriptionUrl: '', billingUrl: '' },
      'id-token',
      { plan_id: PLAN_CODE, subscription_id: 'web-checkout-demo', email: LAST_EMAIL, firebase_id: 'uid-created' },
    ]);
    await waitFor(() =>
      expect(fakes.session.send).toHaveBeenCalledWith({ type: 'signIn.submit', email: LAST_EMAIL, password: PASSWORD }),
    );
    // Opening the page ended whatever session this device had, before the new account signs in.
    expect(
      (fakes.session.send as ReturnType<typeof vi.fn>).mock.calls.map(([event]) => (event as { type: string }).type),
    ).toEqual(['session.end', 'signIn.submit']);
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
  });

  it("an account that exists but will not sign in: the in-use message and 'You can try to restore you password' leading to /sign-in, logged without the password", async () => {
    const { user, router } = await openForm('1042');
    await user.type(passwordField(), PASSWORD);
    await user.click(submitButton());
    await services.settle('createAccount', { error: authFailure('auth/email-already-in-use') });
    expect(services.calls.find((call) => call.id === 'signIn')?.args).toEqual([LAST_EMAIL, PASSWORD]);
    await services.settle('signIn', { error: authFailure('auth/wrong-password') });
    const link = await screen.findByRole('link', { name: 'You can try to restore you password' });
    expect(formErrorArea().textContent).toBe(
      'The email address is already in use by another account. You can try to restore you password',
    );
    expect(fakes.logs).toEqual([
      {
        source: 'sign_up_error',
        message: 'Firebase: Error (auth/wrong-password).',
        data: { email: LAST_EMAIL, code: 'auth/wrong-password' },
      },
    ]);
    await user.click(link);
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('shows the password requirements under the password field, outlined red; typing clears them', async () => {
    const { user } = await openForm('1042');
    await user.type(passwordField(), 'aaaaaa');
    await user.click(submitButton());
    await services.settle('createAccount', { error: authFailure('auth/password-does-not-meet-requirements') });
    await waitFor(() => expect(fieldError(passwordField())).toBe(PASSWORD_REQUIREMENTS));
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    await user.type(passwordField(), '1');
    expect(fieldError(passwordField())).toBe('');
    expect(passwordField().getAttribute('aria-invalid')).toBeNull();
  });

  it("checks the password on press: 'At least 6 symbols' under the field, and nothing is sent", async () => {
    const { user } = await openForm('1042');
    await user.type(passwordField(), '12345');
    await user.click(submitButton());
    expect(fieldError(passwordField())).toBe('At least 6 symbols');
    expect(services.calls.some((call) => call.id === 'createAccount')).toBe(false);
  });

  it("without an id opens the form at once and reports 'No subscription id for finalize' on press", async () => {
    const { user } = openPage('');
    await screen.findByRole('heading', { name: 'Create Your Account' });
    await user.click(submitButton());
    expect(formErrorArea().textContent).toBe('No subscription id for finalize');
    expect(services.calls).toEqual([]);
  });

  it("logs a failed fetch and offers 'Try again', which loads again", async () => {
    const { user } = openPage('1042');
    await services.settle('fetchSubscription', { error: new TypeError('Failed to fetch') });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(fakes.logs).toEqual([
      { source: 'check_active_subscription', message: 'Failed to fetch', data: { subscriptionId: '1042' } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Loading your subscription');
    await services.settle('fetchSubscription', { output: [subscription()] });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe(LAST_EMAIL);
  });

  it("a link whose id the service refuses says it is not valid, without a 'Try again' that could never load", async () => {
    openPage('1042.');
    await services.settle('fetchSubscription', { error: new FetchError(400, { error: 'Invalid input' }) });
    await screen.findByText('This link is not valid. Open the link from your email again.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fakes.logs).toEqual([
      { source: 'check_active_subscription', message: 'Invalid input', data: { subscriptionId: '1042.' } },
    ]);
  });
});

describe('create account screen: one visit per link', () => {
  const routeLoader = (id: string | undefined) =>
    (Route.options.loader as (context: { deps: { id?: string } }) => SignUpActor | null)({ deps: { id } });

  it('opens as the route loads, before the screen renders: the session ends and the subscription is asked for, once', async () => {
    const visit = routeLoader('1042');
    expect(visit?.getSnapshot().value).toBe('loading');
    expect(routeLoader('1042')).toBe(visit); // the route loading again (the router's invalidate)
    await waitFor(() => expect(services.calls).toEqual([{ id: 'fetchSubscription', args: ['', '1042'] }]));
    expect(fakes.session.send).toHaveBeenCalledExactlyOnceWith({ type: 'session.end' });
  });

  it('a new id is a new visit; Access Recovery (no id) has none', () => {
    const first = routeLoader('1042');
    const second = routeLoader('2001');
    expect(second).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    expect(routeLoader(undefined)).toBeNull();
    expect(second?.getSnapshot().status).toBe('stopped');
  });

  it('keeps the page as it is when the router loads the route again', async () => {
    const { router, user } = openPage('1042');
    await services.settle('fetchSubscription', { output: [subscription()] });
    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await act(() => router.invalidate());
    expect(passwordField().value).toBe(PASSWORD);
    expect(services.calls).toHaveLength(1);
    expect(fakes.session.send).toHaveBeenCalledTimes(1);
  });
});

describe('create account screen: the alert over the form', () => {
  async function openAlert() {
    const opened = openPage('1042');
    await services.settle('fetchSubscription', { output: [subscription({ status: 'expired' })] });
    const dialog = await screen.findByRole('dialog', { name: 'No Active Subscription' });
    return { ...opened, dialog };
  }
  const page = () => screen.getByRole('heading', { level: 1, name: 'Create Your Account' }).closest('main')!;

  it('makes the page behind it inert while it is open, and gives it back when it closes', async () => {
    const { user, dialog } = await openAlert();
    expect(page().closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(page().closest('[inert]')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside it, even after a click on its text', async () => {
    const { user, dialog } = await openAlert();
    await user.click(within(dialog).getByText("It seems like you don't have a subscription anymore"));
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(within(dialog).getByText("It seems like you don't have a subscription anymore"));
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
