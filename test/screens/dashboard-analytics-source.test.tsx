/**
 * The dashboard's Analytics card says where the analysis comes from, from the profile
 * document the app already fetches and one status read of the Instagram connection: nothing yet,
 * demo data, the data export, or the connected account.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INSTAGRAM_SCREEN_COPY } from '../../content/instagram-connection';
import type { InstagramConnectionView } from '../../contracts/instagram-connection';
import type { ProfileDocument } from '../../contracts/profile';
import { account, NOT_CONNECTED, USERNAME } from './instagram-connection-fixtures';
import { fakes, mainPlan, renderAt, signInSession } from './my-plan-fixtures';

const answers = vi.hoisted(() => ({
  profile: null as ProfileDocument | null,
  status: null as InstagramConnectionView | null,
  statusReads: 0,
}));

vi.mock('../../src/app/session', async () => (await import('./my-plan-fixtures')).mockedModules.session());
vi.mock('../../src/services/auth', async () => (await import('./my-plan-fixtures')).mockedModules.auth());
vi.mock('../../src/services/membership', async () => (await import('./my-plan-fixtures')).mockedModules.membership());
vi.mock('../../src/services/origin-api', async () => (await import('./my-plan-fixtures')).mockedModules.originApi());
vi.mock('../../src/services/profile', () => ({ fetchProfile: async () => answers.profile }));
vi.mock('../../src/services/instagram', () => ({
  fetchConnectionStatus: async () => {
    answers.statusReads++;
    return answers.status;
  },
}));

const document = (sources: ProfileDocument['_sources']): ProfileDocument => ({
  _insights: { status: 'completed' },
  _updatedAt: { _seconds: 1_768_474_800 },
  _sources: sources,
});

/**
 * The dashboard with the profile document and the connection's status as given. The app's actors
 * are module-level: each test starts them afresh, the profile read settled before the status read
 * starts (vitest hands the second of two concurrent imports of a mocked module the real one).
 */
async function openDashboard(profile: ProfileDocument | null, status: InstagramConnectionView) {
  Object.assign(answers, { profile, status, statusReads: 0 });
  const { insights, startInsights } = await import('../../src/app/insights');
  const { instagramConnection } = await import('../../src/app/instagram-connection');
  startInsights();
  insights.send({ type: 'insights.start' }); // after the previous test's stop
  await waitFor(() => expect(insights.getSnapshot().context.settled).toBe(true));
  const { Route } = await import('../../src/routes/_authed/dashboard/index');
  const Dashboard = Route.options.component! as NonNullable<typeof Route.options.component> & {
    preload?: () => Promise<void>;
  };
  await Dashboard.preload?.(); // code-split: load it before the first render
  await renderAt('/dashboard/home', () => <Dashboard />, '', Route.options);
  instagramConnection.send({ type: 'connection.start' }); // the route started it for the signed-in user; afresh for later tests
  const card = screen.getByRole('heading', { level: 2, name: 'Analytics' }).closest('section')!;
  return within(card);
}

beforeAll(async () => {
  await signInSession({ uid: 'demo-trial', email: 'trial@demo.test' }, () => [mainPlan()]);
});

afterEach(async () => {
  (await import('../../src/app/instagram-connection')).instagramConnection.send({ type: 'connection.stop' });
  (await import('../../src/app/insights')).insights.send({ type: 'insights.stop' });
});

afterAll(() => fakes.session?.stop());

describe("dashboard's Analytics card", () => {
  it('without anything to analyse, says how to start', async () => {
    const card = await openDashboard(null, NOT_CONNECTED);
    expect(await card.findByText(INSTAGRAM_SCREEN_COPY.sourceNone)).toBeTruthy();
    expect(answers.statusReads).toBe(1);
  });

  it('for the demo account, says it is demo data', async () => {
    const card = await openDashboard(document(['demo']), NOT_CONNECTED);
    expect(await card.findByText(INSTAGRAM_SCREEN_COPY.sourceDemo)).toBeTruthy();
  });

  it('for an analysis of the data export, says so', async () => {
    const card = await openDashboard(document(['export']), NOT_CONNECTED);
    expect(await card.findByText(INSTAGRAM_SCREEN_COPY.sourceExport)).toBeTruthy();
  });

  it('with Instagram connected, names the account, from one status read', async () => {
    const card = await openDashboard(document(['instagram', 'export']), account('connected'));
    expect(await card.findByText(`@${USERNAME}`)).toBeTruthy();
    expect(answers.statusReads).toBe(1);
  });
});
