/**
 * The Restore Password screen (spec 2.17, 4, 5, 8), model-based: every path of the machine's graph
 * drives the REAL screen (React Testing Library, jsdom) with fake reset and activation calls,
 * typing and pressing what a user does and asserting the copy of each state it reaches. Coverage
 * of the machine's states and transitions is measured on the screen's own actor and must reach 100 %.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { ACCESS_RECOVERY_COPY, RESTORE_PASSWORD_COPY as COPY } from '../../content/access-recovery';
import { restorePasswordMachine } from '../../machines/restore-password.machine';
import {
  RestorePassword,
  RestorePasswordView,
  RestorePasswordScreen,
} from '../../src/routes/-access-recovery/restore-password-screen';
import { Coverage } from '../harness/coverage';
import { transitionPaths, type ModelPath } from '../harness/model-paths';
import { GOOD_EMAIL, outcomeRowsAlong, serialize, type ServiceResult } from '../machines/access-recovery.model';
import { resultsIn, rowsIn, userEvents } from '../machines/restore-password.model';
import { renderWithStubPages, screenActorCoverage, services, walkPath, type User } from './model-screen';
import { expectBadAddressHeldUntilTyping, expectForm, performOnForm, type FormState } from './recovery-screen-fixtures';

vi.mock('../../src/services/origin-api', async () => (await import('./recovery-screen-fixtures')).mockedOriginApi());

beforeEach(() => services.reset());

const SIGN_IN_STUB = 'Sign in screen';

/** The screen at /password-recovery, with a stub for sign-in, where it leads. */
function renderScreen(content: () => ReactNode) {
  const router = renderWithStubPages('/password-recovery', content, { '/sign-in': SIGN_IN_STUB });
  return { router, user: userEvent.setup({ delay: null }) };
}

const restoreButton = () => screen.getByRole('button', { name: COPY.submit });

/** What a user does for a model event. */
async function perform(user: User, event: EventObject) {
  if (event.type === 'checkEmail.close')
    return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: COPY.gotIt }));
  return performOnForm(user, COPY, event);
}

/** The copy of a state (spec 2.17, 5, 8); `row` is the call's result that led there, if one did. */
function assertCopy(expected: string, row: ServiceResult | undefined) {
  const shown = JSON.parse(expected) as FormState;
  if (shown.state === 'done') {
    // 'Got it' ended the flow: sign-in is next.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SIGN_IN_STUB);
    return;
  }
  expectForm(COPY, shown, row);
  // The link to this very screen belongs to Access Recovery only.
  expect(screen.queryByRole('link', { name: ACCESS_RECOVERY_COPY.restorePassword })).toBeNull();
  const checkEmail = screen.queryByRole('dialog', { name: COPY.checkEmailTitle });
  expect(Boolean(checkEmail)).toBe(shown.state === 'checkEmail');
  if (checkEmail) {
    expect(checkEmail.textContent).toContain(`${COPY.checkEmailSentTo} ${GOOD_EMAIL}.`);
    within(checkEmail).getByRole('button', { name: COPY.gotIt });
  }
}

const coverage = new Coverage(restorePasswordMachine);
const paths = transitionPaths(restorePasswordMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
});

async function runUiPath(path: ModelPath) {
  const rows = outcomeRowsAlong(path, rowsIn);
  const screenActor = screenActorCoverage(coverage);
  const { user } = renderScreen(() => (
    <RestorePassword.Provider options={{ inspect: screenActor.inspect }}>
      <RestorePasswordView />
    </RestorePassword.Provider>
  ));
  await screen.findByRole('heading', { name: COPY.title });
  assertCopy(serialize((await screenActor.started()).getSnapshot()), undefined);
  await walkPath(
    path,
    (event) => perform(user, event),
    (step) => assertCopy(step.expected, rows[path.steps.indexOf(step)]),
  );
}

describe(`restore password screen: ${paths.length} model paths`, () => {
  for (const path of paths) it(path.description, () => runUiPath(path));
  afterAll(() => coverage.assertComplete());
});

describe('restore password screen', () => {
  async function pressWith(email: string) {
    const rendered = renderScreen(() => <RestorePasswordScreen />);
    await rendered.user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
    await rendered.user.click(restoreButton());
    return rendered;
  }

  it("asks for the reset email with the configured origin; 'Got it' lands on /sign-in", async () => {
    const { user, router } = await pressWith('trial@demo.test');
    expect(services.calls).toEqual([{ id: 'requestPasswordReset', args: ['', 'trial@demo.test'] }]);
    await services.settle('requestPasswordReset', { output: { success: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await screen.findByRole('heading', { name: SIGN_IN_STUB });
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('asks for the activation email of an unknown address, with the configured origin and bundle', async () => {
    await pressWith('new@demo.test');
    await services.settle('requestPasswordReset', {
      error: { status: 404, data: { error: { code: 'auth/user-not-found', message: 'No user' } } },
    });
    await waitFor(() =>
      expect(services.calls.at(-1)).toEqual({
        id: 'requestActivation',
        args: ['', 'profile-analyzer', 'new@demo.test'],
      }),
    );
  });

  it('typing clears the red outline and the error, and nothing was sent', async () => {
    await expectBadAddressHeldUntilTyping(renderScreen(() => <RestorePasswordScreen />).user, COPY);
  });

  it('leads back to /sign-in', async () => {
    renderScreen(() => <RestorePasswordScreen />);
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/sign-in');
  });
});
