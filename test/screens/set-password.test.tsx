/**
 * The set-password page that emailed links open, model-based: every path of the machine's graph
 * drives the REAL page (React Testing Library, jsdom) with its real composition root and fake
 * Firebase calls, doing what a user does and asserting the copy of each state it reaches.
 * Coverage of the machine's states and transitions is measured on the page's own actor and must
 * reach 100 %.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { setPasswordMachine, type SetPasswordInput } from '../../machines/set-password.machine';
import { Coverage } from '../harness/coverage';
import { transitionPaths, type ModelPath } from '../harness/model-paths';
import {
  ACCOUNT_EMAIL,
  authFailure,
  events,
  inputs,
  NEW_PASSWORD,
  OOB_CODE,
  serialize,
} from '../machines/set-password.model';
import { renderWithStubPages, screenActorCoverage, services, walkPath, type User } from './model-screen';
import type { SetPasswordActor } from '../../src/app/set-password';
import { FIELD_ERRORS } from '../../content/field-errors';

// Firebase's calls, as src/services/auth exposes them, under the machine's invoke ids: each waits until the test settles it.
vi.mock('../../src/services/auth', async () =>
  (await import('./model-screen')).services.module({
    checkPasswordLink: 'checkLink',
    setPasswordWithLink: 'savePassword',
  }),
);

beforeEach(() => services.reset());
afterEach(async () => (await import('../../src/app/set-password')).closeSetPassword());

/**
 * The page at /set-password (and `search`), with stubs where its links lead; `open` opens the
 * visit's actor as the route's loader does (by default the app route's own loader).
 */
async function openPage(search: string, open?: (oobCode: string | null) => SetPasswordActor) {
  const { SetPasswordScreen } = await import('../../src/routes/-access-recovery/set-password-screen');
  const { Route } = await import('../../src/routes/set-password');
  // As the route reads the address: its own search validation, then its loader.
  const validate = Route.options.validateSearch as (search: Record<string, unknown>) => { oobCode?: string };
  const routeLoader = Route.options.loader as (context: { deps: { oobCode: string | null } }) => SetPasswordActor;
  const oobCode = validate(Object.fromEntries(new URLSearchParams(search))).oobCode ?? null;
  let visit: SetPasswordActor | undefined;
  const router = renderWithStubPages(
    '/set-password',
    () => <SetPasswordScreen actor={visit!} />,
    { '/sign-in': 'Sign in page', '/password-recovery': 'Restore password page' },
    search,
    { loader: () => (visit = open ? open(oobCode) : routeLoader({ deps: { oobCode } })) },
  );
  return { router, user: userEvent.setup() };
}

const passwordField = () => screen.getByLabelText('New password') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save password' });

/** The copy and controls of a serialized model state (`expected` of a path step). */
function assertCopy(expected: string) {
  const { state, passwordError, error } = JSON.parse(expected) as {
    state: string;
    passwordError: keyof typeof FIELD_ERRORS | null;
    error: string | null;
  };
  const text = document.body.textContent ?? '';
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Set your password');
  expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/sign-in');
  expect(Boolean(screen.queryByLabelText('New password')), `the form on ${state}`).toBe(
    state === 'form' || state === 'saving',
  );
  switch (state) {
    case 'opening':
    case 'checking':
      expect(screen.getByRole('status').textContent).toBe('Checking your link');
      break;
    case 'checkFailed':
      expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
      screen.getByRole('button', { name: 'Try again' });
      break;
    case 'invalidLink':
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
        'This link has expired or has already been used',
      );
      expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/password-recovery');
      break;
    case 'form':
    case 'saving': {
      expect(text).toContain(`Choose a new password for ${ACCOUNT_EMAIL}`);
      expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
      expect(passwordField().getAttribute('aria-invalid')).toBe(passwordError ? 'true' : null);
      const fieldAlert = passwordField().parentElement!.querySelector('[role="alert"]');
      expect(fieldAlert?.textContent ?? null).toBe(passwordError && FIELD_ERRORS[passwordError]);
      // Nothing disables the button: a press while saving is ignored by the machine.
      expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
      expect(saveButton().getAttribute('aria-busy')).toBe(state === 'saving' ? 'true' : null);
      const formAlerts = within(passwordField().form!)
        .getAllByRole('alert')
        .filter((alert) => alert !== fieldAlert);
      expect(formAlerts.map((alert) => alert.textContent)).toEqual([error ?? '']);
      break;
    }
    case 'done':
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Your password has been set');
      expect(text).toContain('You can now sign in with your email and your new password.');
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
      break;
    default:
      throw new Error(`No copy check for ${state}`);
  }
}

/** What a user does for a model event (the route's loader opens the visit with `link.open`). */
async function perform(user: User, event: EventObject & Record<string, unknown>) {
  if (await services.settleResult(event)) return;
  switch (event.type) {
    case 'link.open':
      return;
    case 'link.retry':
      return user.click(screen.getByRole('button', { name: 'Try again' }));
    case 'password.edit':
      return user.type(passwordField(), 'x');
    case 'password.submit':
      if (passwordField().value !== event.password) {
        await user.clear(passwordField());
        await user.type(passwordField(), event.password as string);
      }
      return user.click(saveButton());
    default:
      throw new Error(`No user action for ${event.type}`);
  }
}

const coverage = new Coverage(setPasswordMachine);
const runs = inputs.flatMap((input) =>
  transitionPaths(setPasswordMachine, { events, serialize, input }).map((path) => ({ input, path })),
);

async function runUiPath(input: SetPasswordInput, path: ModelPath) {
  const { openSetPassword } = await import('../../src/app/set-password');
  const screenActor = screenActorCoverage(coverage);
  await openPage('', () => openSetPassword(input.oobCode, { inspect: screenActor.inspect }));
  await screenActor.started();
  const user = userEvent.setup({ delay: null });
  await walkPath(
    path,
    (event) => perform(user, event as EventObject & Record<string, unknown>),
    (step) => assertCopy(step.expected),
  );
}

describe(`set-password page: ${runs.length} model paths`, () => {
  for (const { input, path } of runs) {
    it(`[${JSON.stringify(input.oobCode)}] ${path.description}`, async () => {
      await runUiPath(input, path);
      // Firebase gets the link's own code, and only a long enough password.
      for (const call of services.calls)
        expect(call.args).toEqual(call.id === 'checkLink' ? [OOB_CODE] : [OOB_CODE, NEW_PASSWORD]);
    });
  }
  afterAll(() => coverage.assertComplete());
});

describe('set-password page: the route', () => {
  async function openForm() {
    const opened = await openPage(`?oobCode=${OOB_CODE}&mode=resetPassword`);
    await services.settle('checkLink', { output: { email: ACCOUNT_EMAIL } });
    await screen.findByLabelText('New password');
    return opened;
  }

  it('checks the code from the address, sets the password and leads to sign-in', async () => {
    const { router, user } = await openForm();
    expect(services.calls).toEqual([{ id: 'checkLink', args: [OOB_CODE] }]);
    await user.type(passwordField(), NEW_PASSWORD);
    await user.click(saveButton());
    await user.click(saveButton());
    expect(services.calls.slice(1)).toEqual([{ id: 'savePassword', args: [OOB_CODE, NEW_PASSWORD] }]);
    await services.settle('savePassword', { output: undefined });
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Sign in page' });
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('an address without a code asks for a new link, which leads to Restore password', async () => {
    const { router, user } = await openPage('');
    await user.click(await screen.findByRole('link', { name: 'Request a new link' }));
    await screen.findByRole('heading', { name: 'Restore password page' });
    expect(router.state.location.pathname).toBe('/password-recovery');
    expect(services.calls).toEqual([]);
  });

  it('shows and hides the password on request', async () => {
    const { user } = await openForm();
    expect(passwordField().type).toBe('password');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(passwordField().type).toBe('text');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(passwordField().type).toBe('password');
  });

  it('rates the password as it is typed, and a weak one of 6+ characters is still saved', async () => {
    const { user } = await openForm();
    expect(screen.queryByRole('meter')).toBeNull();
    await user.type(passwordField(), 'password1');
    const meter = await screen.findByRole('meter', { name: 'Password strength' }, { timeout: 5_000 });
    expect(meter.getAttribute('aria-valuetext')).toBe('Weak');
    expect(document.body.textContent).toContain('This is a commonly used password.');
    await user.click(saveButton());
    expect(services.calls.at(-1)).toEqual({ id: 'savePassword', args: [OOB_CODE, 'password1'] });
  });

  it('shows the save failure as text, and a new press clears it', async () => {
    const { user } = await openForm();
    await user.type(passwordField(), NEW_PASSWORD);
    await user.click(saveButton());
    await services.settle('savePassword', { error: authFailure('auth/too-many-requests') });
    await screen.findByText('We have blocked all requests from this device due to unusual activity. Try again later.');
    await user.click(saveButton());
    expect(screen.queryByText(/We have blocked/)).toBeNull();
  });

  it('checks the link once per visit, as the route loads: loading the route again keeps the form', async () => {
    const { router, user } = await openForm();
    await user.type(passwordField(), NEW_PASSWORD);
    await act(() => router.invalidate());
    expect(passwordField().value).toBe(NEW_PASSWORD);
    expect(services.calls).toEqual([{ id: 'checkLink', args: [OOB_CODE] }]);
  });

  it('opens the visit in the route loader, before the page renders: the check runs at once', async () => {
    const { Route } = await import('../../src/routes/set-password');
    const routeLoader = Route.options.loader as (context: { deps: { oobCode: string | null } }) => SetPasswordActor;
    const visit = routeLoader({ deps: { oobCode: OOB_CODE } });
    expect(visit.getSnapshot().value).toBe('checking');
    expect(routeLoader({ deps: { oobCode: OOB_CODE } })).toBe(visit);
    await waitFor(() => expect(services.calls).toEqual([{ id: 'checkLink', args: [OOB_CODE] }]));
  });
});
