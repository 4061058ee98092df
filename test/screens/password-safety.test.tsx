/**
 * Password safety (spec 2.11, 7, 8), model-based: every path of the breach check's graph drives
 * the REAL page (React Testing Library, jsdom) on a signed-in session with a fake breachedaccount
 * call, asserting the copy of each state and the analytics events sent. Coverage of the machine's
 * states and transitions is measured on the page's own actor and must reach 100 %. Then the
 * breach cards: details, the advice under each, and server text rendered as text.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BreachedSite } from '../../contracts/breaches';
import { breachCheckMachine } from '../../machines/breach-check.machine';
import { closeBreachCheck, openBreachCheck } from '../../src/app/breach-check';
import { Route } from '../../src/routes/_authed/dashboard/password-safety';
import { Coverage } from '../harness/coverage';
import { transitionPaths, type ModelPath } from '../harness/model-paths';
import { ADOBE, EMAIL, parse, resultRow, resultsIn, serialize, userEvents } from '../machines/breach-check.model';
import { fakes, mainPlan, renderAt, signInSession } from './my-plan-fixtures';
import { screenActorCoverage, services, walkPath } from './model-screen';

vi.mock('../../src/app/session', async () => (await import('./my-plan-fixtures')).mockedModules.session());
vi.mock('../../src/services/auth', async () => (await import('./my-plan-fixtures')).mockedModules.auth());
vi.mock('../../src/services/origin-api', async () => (await import('./my-plan-fixtures')).mockedModules.originApi());
vi.mock('../../src/services/breaches', async () =>
  (await import('./model-screen')).services.module({ fetchBreaches: 'fetchBreaches' }),
);

beforeEach(async () => {
  services.reset();
  fakes.sendEvent = vi.fn(async () => undefined);
  await signInSession({ uid: 'demo-trial', email: EMAIL }, () => [mainPlan()]);
});

afterEach(() => {
  closeBreachCheck(); // the test's router goes without leaving the page
  fakes.session?.stop();
});

/** The page as its route has it: the loader starts the visit's check (`loader`: the same with the test's options). */
async function openPage(loader: unknown = Route.options.loader) {
  const Page = Route.options.component! as NonNullable<typeof Route.options.component> & {
    preload?: () => Promise<void>;
  };
  await Page.preload?.(); // code-split: loaded before the first render
  const rendered = await renderAt('/dashboard/password-safety', () => <Page />, '', {
    loader,
    onLeave: Route.options.onLeave,
  });
  await screen.findByRole('heading', { level: 1, name: 'Password safety' });
  return rendered;
}

const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });
const headline = () => screen.queryByRole('heading', { level: 2 })?.textContent ?? null;
const siteNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** The copy of a state (spec 2.11, 8): a loader, the outcome headline and cards, or the message with 'Try again'. */
function assertCopy(expected: string) {
  const { state, breaches } = parse(expected);
  const alert = screen.queryByRole('alert')?.textContent ?? null;
  expect(screen.queryByRole('status')?.textContent ?? null).toBe(
    state === 'fetching' ? 'Checking your email against known data breaches' : null,
  );
  expect(alert).toBe(
    {
      'notFetched.rateLimited': 'Please try again later.',
      'notFetched.failed': 'Something went wrong. Please try again later.',
    }[state] ?? null,
  );
  expect(Boolean(tryAgain())).toBe(alert !== null);
  if (state !== 'fetched') return expect(headline()).toBeNull();
  if (breaches.length === 0) {
    expect(headline()).toBe('Good news!');
    expect(screen.getByText('No breached accounts')).toBeTruthy();
  } else {
    expect(headline()).toBe('EMAIL COMPROMISED!');
    expect(screen.getByText(`Your email address was found in ${breaches.length} data breaches.`)).toBeTruthy();
  }
  expect(siteNames()).toEqual(breaches);
}

const coverage = new Coverage(breachCheckMachine);
const paths = transitionPaths(breachCheckMachine, {
  events: (snapshot) => [...userEvents, ...resultsIn(snapshot)],
  serialize,
});

async function runUiPath(path: ModelPath) {
  const screenActor = screenActorCoverage(coverage);
  const { user } = await openPage(() => openBreachCheck({ inspect: screenActor.inspect }));
  await screenActor.started();
  await walkPath(
    path,
    // The page asks on load; later requests are 'Try again'.
    async (event, index) => (await services.settleResult(event)) || (index > 0 && user.click(tryAgain()!)),
    (step) => assertCopy(step.expected),
  );
  const fetches = path.steps.filter((step) => !resultRow(step.event)).length;
  expect(services.calls).toEqual(
    Array.from({ length: fetches }, () => ({ id: 'fetchBreaches', args: ['/functions', 'id-token', EMAIL] })),
  );
  // Spec 7: each answer's event with the tracker's host, project, subscription id and email.
  const events = path.steps.flatMap((step) => resultRow(step.event)?.event ?? []);
  await waitFor(() => expect(fakes.sendEvent).toHaveBeenCalledTimes(events.length));
  expect(fakes.sendEvent.mock.calls).toEqual(
    events.map(({ name, fields }) => [
      '',
      name,
      { host: location.host, project: 'profile-analyzer', subscription_id: 'sub-main', email: EMAIL, ...fields },
    ]),
  );
}

describe(`password safety page: ${paths.length} model paths`, () => {
  for (const path of paths) it(path.description, () => runUiPath(path));
  afterAll(() => coverage.assertComplete());
});

async function showBreaches(breaches: BreachedSite[]) {
  await openPage();
  await services.settle('fetchBreaches', { output: breaches });
  await screen.findByRole('heading', { name: 'EMAIL COMPROMISED!' });
}

function card(name: string) {
  return screen.getByRole('heading', { level: 3, name }).closest('li')!;
}

const steps = (breach: HTMLElement) =>
  within(breach)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('strong'))
    .map((item) => item.querySelector('strong')!.textContent);

describe('breach cards', () => {
  it('show the site, its domain, a readable breach date and the compromised data, with the steps most urgent first', async () => {
    await showBreaches([ADOBE]);
    expect(screen.getByText('Your email address was found in 1 data breach.')).toBeTruthy();
    const adobe = card('Adobe');
    expect(within(adobe).getByText('adobe.com')).toBeTruthy();
    expect(within(adobe).getByText('October 4, 2013')).toBeTruthy();
    for (const dataClass of ADOBE.DataClasses) expect(within(adobe).getByText(dataClass)).toBeTruthy();
    // Passwords and password hints share one step; usernames come after email addresses.
    expect(steps(adobe)).toEqual([
      'Change this password, and anywhere you reused it',
      'Watch out for phishing',
      'Secure accounts with the same username',
    ]);
  });

  it('advise on the carrier PIN for phone numbers and end with a general review for data without a specific step', async () => {
    await showBreaches([
      {
        Name: 'Example',
        Title: 'Example',
        Domain: '',
        BreachDate: '2024-03-01',
        DataClasses: ['Genders', 'Phone numbers', 'Dates of birth'],
        Description: '',
      },
    ]);
    const example = card('Example');
    expect(within(example).getByText('March 1, 2024')).toBeTruthy();
    expect(steps(example)).toEqual([
      'Protect your phone number',
      "Don't rely on your birth date for security",
      'Review your account on this site',
    ]);
    expect(within(example).getByText(/PIN or port-out lock/)).toBeTruthy();
  });

  it('render the server text as text: a <script> in a name or data class stays text', async () => {
    const hostile = '<script>window.pwned = true</script>';
    await showBreaches([
      {
        Name: hostile,
        Title: hostile,
        Domain: '<b>evil.example</b>',
        BreachDate: 'soon',
        DataClasses: ['<img src=x onerror="window.pwned=true">'],
        Description: hostile,
      },
    ]);
    const breach = card(hostile);
    expect(within(breach).getByText('<b>evil.example</b>')).toBeTruthy();
    expect(within(breach).getByText('<img src=x onerror="window.pwned=true">')).toBeTruthy();
    expect(within(breach).getByText('soon')).toBeTruthy();
    expect(breach.querySelector('script, img, b')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });
});

describe('one check per visit', () => {
  it('starts as the page loads, stops when the user leaves, and starts afresh on the next visit', async () => {
    const checks: Array<ReturnType<typeof openBreachCheck>> = [];
    const { router } = await openPage(() => {
      const check = openBreachCheck();
      checks.push(check);
      return check;
    });
    expect(services.calls).toEqual([{ id: 'fetchBreaches', args: ['/functions', 'id-token', EMAIL] }]);
    await act(() => router.navigate({ to: '/dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard screen' });
    expect(checks.map((check) => check.getSnapshot().status)).toEqual(['stopped']);
    await act(() => router.navigate({ to: '/dashboard/password-safety' }));
    await screen.findByRole('heading', { level: 1, name: 'Password safety' });
    expect(checks.map((check) => check.getSnapshot().status)).toEqual(['stopped', 'active']);
    expect(services.calls).toHaveLength(2);
  });

  it("keeps the visit's check when the route loads again during the visit (no second call)", async () => {
    let loads = 0;
    const { router } = await openPage(() => {
      loads++;
      return openBreachCheck();
    });
    await services.settle('fetchBreaches', { output: [] });
    await screen.findByRole('heading', { name: 'Good news!' });
    await act(() => router.invalidate());
    expect(loads).toBe(2);
    expect(screen.getByRole('heading', { name: 'Good news!' })).toBeTruthy();
    expect(services.calls).toHaveLength(1);
  });
});
