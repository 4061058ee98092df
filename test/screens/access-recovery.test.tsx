/**
 * The Access Recovery screen (spec 2.17, 4, 5, 8), model-based: every path of the machine's graph
 * drives the REAL screen (React Testing Library, jsdom) with a fake activation call, typing and
 * pressing what a user does and asserting the copy of each state it reaches. Coverage of the
 * machine's states and transitions is measured on the screen's own actor and must reach 100 %.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_RECOVERY_COPY as COPY } from '../../content/access-recovery';
import { accessRecoveryMachine } from '../../machines/access-recovery.machine';
import {
  AccessRecovery,
  AccessRecoveryView,
  AccessRecoveryScreen,
} from '../../src/routes/-access-recovery/access-recovery-screen';
import { Coverage } from '../harness/coverage';
import { transitionPaths, type ModelPath } from '../harness/model-paths';
import {
  outcomeRowsAlong,
  resultsIn,
  serialize,
  userEvents,
  type ServiceResult,
} from '../machines/access-recovery.model';
import { renderWithStubPages, screenActorCoverage, services, walkPath } from './model-screen';
import {
  emailField,
  expectBadAddressHeldUntilTyping,
  expectForm,
  performOnForm,
  type FormCopy,
  type FormState,
} from './recovery-screen-fixtures';

vi.mock('../../src/services/origin-api', async () => (await import('./recovery-screen-fixtures')).mockedOriginApi());

beforeEach(() => services.reset());

const FORM: FormCopy = { title: COPY.title, prompt: COPY.prompt, submit: COPY.send };

/** The screen at /access-recovery, with stubs for where it leads. */
function renderScreen(content: () => ReactNode) {
  const router = renderWithStubPages('/access-recovery', content, {
    '/sign-in': 'Sign in screen',
    '/password-recovery': 'Restore password screen',
  });
  return { router, user: userEvent.setup({ delay: null }) };
}

/** The copy of a state (spec 2.17, 5, 8); `row` is the call's result that led there, if one did. */
function assertCopy(expected: string, row: ServiceResult | undefined) {
  const shown = JSON.parse(expected) as FormState;
  expectForm(FORM, shown, row);
  const restoreLink = screen.queryByRole('link', { name: COPY.restorePassword });
  expect(restoreLink?.getAttribute('href') ?? null).toBe(
    shown.state === 'form.alreadyActivated' ? '/password-recovery' : null,
  );
}

const coverage = new Coverage(accessRecoveryMachine);
const paths = transitionPaths(accessRecoveryMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
});

async function runUiPath(path: ModelPath) {
  const rows = outcomeRowsAlong(path);
  const screenActor = screenActorCoverage(coverage);
  const { user } = renderScreen(() => (
    <AccessRecovery.Provider options={{ inspect: screenActor.inspect }}>
      <AccessRecoveryView />
    </AccessRecovery.Provider>
  ));
  await screen.findByRole('heading', { name: COPY.title });
  assertCopy(serialize((await screenActor.started()).getSnapshot()), undefined);
  await walkPath(
    path,
    (event) => performOnForm(user, FORM, event),
    (step) => assertCopy(step.expected, rows[path.steps.indexOf(step)]),
  );
}

describe(`access recovery screen: ${paths.length} model paths`, () => {
  for (const path of paths) it(path.description, () => runUiPath(path));
  afterAll(() => coverage.assertComplete());
});

describe('access recovery screen', () => {
  it('asks the server for the activation email of the typed address, with the configured origin and bundle', async () => {
    const { user } = renderScreen(() => <AccessRecoveryScreen />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@demo.test');
    await user.click(screen.getByRole('button', { name: COPY.send }));
    expect(services.calls).toEqual([{ id: 'requestActivation', args: ['', 'profile-analyzer', 'new@demo.test'] }]);
  });

  it('typing clears the red outline and the error, and nothing was sent', async () => {
    await expectBadAddressHeldUntilTyping(renderScreen(() => <AccessRecoveryScreen />).user, FORM);
  });

  it("'Restore password' after 'already activated' opens /password-recovery; the back link leads to /sign-in", async () => {
    const { user, router } = renderScreen(() => <AccessRecoveryScreen />);
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe('/sign-in');
    await user.type(emailField(), 'premium@demo.test');
    await user.click(screen.getByRole('button', { name: COPY.send }));
    await services.settle('requestActivation', { output: { success: false, has_user: true } });
    await user.click(await screen.findByRole('link', { name: COPY.restorePassword }));
    await screen.findByRole('heading', { name: 'Restore password screen' });
    expect(router.state.location.pathname).toBe('/password-recovery');
  });
});
