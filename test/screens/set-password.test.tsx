/**
 * The set-password page that emailed links open, model-based: every path of the machine's graph
 * drives the REAL page (React Testing Library, jsdom) with its real composition root and fake
 * Firebase calls, doing what a user does and asserting the copy of each state it reaches.
 * Coverage of the machine's states and transitions is measured on the page's own actor and must
 * reach 100 %.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
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

// Firebase's calls, as src/services/auth exposes them, under the machine's invoke ids: each waits until the test settles it.
vi.mock('../../src/services/auth', async () =>
  (await import('./model-screen')).services.module({
    checkPasswordLink: 'checkLink',
    setPasswordWithLink: 'savePassword',
  }),
);

beforeEach(() => services.reset());

/** The page at /set-password, with stubs where its links lead. */
const renderAt = (page: () => ReactNode, search = '') =>
  renderWithStubPages(
    '/set-password',
    page,
    { '/sign-in': 'Sign in page', '/password-recovery': 'Restore password page' },
    search,
  );

async function loadScreen() {
  return import('../../src/routes/-access-recovery/set-password-screen');
}

const passwordField = () => screen.getByLabelText('New password') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save password' });

/** The copy and controls of a serialized model state (`expected` of a path step). */
function assertCopy(expected: string) {
  const { state, passwordError, error } = JSON.parse(expected) as {
    state: string;
    passwordError: string | null;
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
      expect(fieldAlert?.textContent ?? null).toBe(passwordError);
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

/** What a user does for a model event (the page sends `link.open` itself when it mounts). */
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
  const { SetPasswordSteps } = await loadScreen();
  const { setPasswordLogic } = await import('../../src/app/set-password');
  const screenActor = screenActorCoverage(coverage);
  const actor = createActor(setPasswordLogic, { input, inspect: screenActor.inspect }).start();
  try {
    await screenActor.started();
    renderAt(() => <SetPasswordSteps actor={actor} />);
    const user = userEvent.setup({ delay: null });
    await walkPath(
      path,
      (event) => perform(user, event as EventObject & Record<string, unknown>),
      (step) => assertCopy(step.expected),
    );
  } finally {
    actor.stop();
  }
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
  async function openLink(search: string) {
    const { Route } = await import('../../src/routes/set-password');
    const { SetPasswordScreen } = await loadScreen();
    // As the route renders it, with the route's own search validation.
    const validate = Route.options.validateSearch as (search: Record<string, unknown>) => { oobCode?: string };
    const { oobCode } = validate(Object.fromEntries(new URLSearchParams(search)));
    const router = renderAt(() => <SetPasswordScreen oobCode={oobCode ?? null} />, search);
    return { router, user: userEvent.setup() };
  }

  async function openForm() {
    const opened = await openLink(`?oobCode=${OOB_CODE}&mode=resetPassword`);
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
    const { router, user } = await openLink('');
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
});
