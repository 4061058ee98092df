/**
 * The Analytics route (spec 2.7, 4) on the real insight-status actor and a real signed-in session,
 * with a fake ig-getProfileData call (and no Instagram account connected): a loader until the
 * first fetch settles, then the document's analytics, the start without one, and nothing of the
 * previous user after sign-out.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTAGRAM_COPY } from '../../content/instagram-connection';
import type { ProfileCategory, ProfileDocument } from '../../contracts/profile';
import { isAlmostReadyModalOpen } from '../../machines/insight-status.machine';
import { mainPlan, renderAt, signedInSession, untilAuthorised, type SessionActor } from './my-plan-fixtures';

interface Deferred {
  resolve: (profile: ProfileDocument | null) => void;
  reject: (error: unknown) => void;
}

const fakes = vi.hoisted(() => ({
  calls: [] as Array<{ args: unknown[]; answer: Deferred }>,
  session: null as SessionActor | null,
}));

/** How the server refuses a token it does not accept (server/auth.ts). */
const SESSION_EXPIRED = { status: 401, data: { error: 'Session expired' } };

vi.mock('../../src/services/profile', () => ({
  fetchProfile: (...args: unknown[]) =>
    new Promise((resolve, reject) => fakes.calls.push({ args, answer: { resolve, reject } })),
}));
vi.mock('../../src/services/instagram', () => ({ fetchConnectionStatus: async () => ({ state: 'none' }) }));
vi.mock('../../src/services/auth', () => ({
  currentIdToken: async (renew = false) => (renew ? 'renewed-id-token' : 'id-token'),
}));
vi.mock('../../src/app/session', () => ({
  get session() {
    return fakes.session;
  },
}));

const total = (totalValue: number): ProfileCategory => ({ totalValue, items: [] });

const COMPLETED: ProfileDocument = {
  _insights: { status: 'completed' },
  _updatedAt: { _seconds: 1_750_000_000 },
  _calculatedData: {
    audience: {
      lostFollowers: total(12),
      newFollowers: total(40),
      secretFans: total(7),
      inactiveFollowers: total(300),
      friends: total(210),
      fans: total(1_500),
    },
    other: { likes: total(4_800), comments: total(230) },
    topPosts: { mostLikedPosts: [], mostCommentedPosts: [] },
    userEngagement: {
      engagementRate: { status: 'Good', cell: 4 },
      averageLikesPerPost: 133,
      averageCommentsPerPost: 6,
    },
    overviewStatistics: { totalPostsAnalyzed: 36 },
  },
};

/** The zone the test's Intl reports: what the app counts when to post in. */
const DEVICE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const OTHER_ZONE = DEVICE_ZONE === 'Pacific/Auckland' ? 'Europe/Berlin' : 'Pacific/Auckland';

/** The document with when to post counted in `timeZone`. */
const countedIn = (timeZone: string): ProfileDocument => ({
  ...COMPLETED,
  _calculatedData: {
    ...COMPLETED._calculatedData!,
    whenToPost: { timeZone, posts: 0, enoughPosts: false, weekdays: [], hours: [], bestWeekday: null, bestHours: null },
  },
});

/** The Analytics screen's start for an account with nothing to analyse. */
const START = INSTAGRAM_COPY.startTitle;

/** The answer to the n-th ig-getProfileData call, once it has been made. */
async function answer(n: number, outcome: { profile: ProfileDocument | null } | { error: unknown }) {
  await waitFor(() => expect(fakes.calls.length).toBeGreaterThan(n));
  const { resolve, reject } = fakes.calls[n].answer;
  await act(async () => ('profile' in outcome ? resolve(outcome.profile) : reject(outcome.error)));
}

async function openAnalytics() {
  const { Route } = await import('../../src/routes/_authed/dashboard/analytics');
  const Analytics = Route.options.component! as NonNullable<typeof Route.options.component> & {
    preload?: () => Promise<void>;
  };
  await Analytics.preload?.(); // code-split: loaded before the first render, not against findBy's timeout
  return renderAt('/dashboard/analytics', () => <Analytics />, '', Route.options);
}

beforeEach(async () => {
  vi.resetModules(); // a fresh module-level insights actor per test
  fakes.calls.length = 0;
  fakes.session = signedInSession({ uid: 'u1', email: 'premium@demo.test' }, () => [mainPlan()]);
  await untilAuthorised(fakes.session);
});

afterEach(async () => {
  (await import('../../src/app/insights')).insights.stop();
  (await import('../../src/app/instagram-connection')).instagramConnection.stop();
  fakes.session?.stop();
});

describe('analytics route', () => {
  it('shows a loader until the first fetch answers, then the analytics of the document', async () => {
    await openAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByText('Loading your analytics')).toBeTruthy();
    await answer(0, { profile: COMPLETED });
    expect(fakes.calls[0].args).toEqual(['/functions', 'id-token', DEVICE_ZONE]);
    expect(screen.getByText('Overall Engagement Rate')).toBeTruthy();
    expect(screen.getByText('Analysis of your Instagram account based on 36 latest posts')).toBeTruthy();
    expect(screen.queryByText('Loading your analytics')).toBeNull();
  });

  it("fetches the dashboard's document as counted, and on entering Analytics once more in the device's zone", async () => {
    const { insights, startInsights } = await import('../../src/app/insights');
    startInsights(); // what the app starts under the dashboard: no Intl read yet
    await answer(0, { profile: countedIn(OTHER_ZONE) });
    expect(fakes.calls[0].args).toEqual(['/functions', 'id-token', undefined]);
    await openAnalytics();
    await answer(1, { profile: countedIn(DEVICE_ZONE) });
    expect(fakes.calls[1].args).toEqual(['/functions', 'id-token', DEVICE_ZONE]);
    expect(insights.getSnapshot().context.profile).toEqual(countedIn(DEVICE_ZONE));
  });

  it("asks again for a fetch under way without the zone, and not for a document counted in the device's zone", async () => {
    const { startInsights } = await import('../../src/app/insights');
    startInsights();
    await waitFor(() => expect(fakes.calls).toHaveLength(1));
    await openAnalytics(); // the dashboard's fetch has not answered: it starts over with the zone
    await answer(1, { profile: countedIn(DEVICE_ZONE) });
    expect(fakes.calls[1].args).toEqual(['/functions', 'id-token', DEVICE_ZONE]);
    await act(async () => (await import('../../src/app/insights')).countInDeviceTimeZone());
    expect(fakes.calls).toHaveLength(2);
  });

  it('shows the start when there is no document (404)', async () => {
    await openAnalytics();
    await answer(0, { profile: null });
    expect(screen.getByRole('heading', { level: 2, name: START })).toBeTruthy();
    expect(screen.queryByText(/Your profile has not been analysed yet/)).toBeNull();
  });

  it('stops waiting when the first fetch fails, and keeps polling', async () => {
    await openAnalytics();
    await answer(0, { error: new Error('offline') });
    expect(screen.getByRole('heading', { level: 2, name: START })).toBeTruthy();
    const { insights } = await import('../../src/app/insights');
    expect(insights.getSnapshot().matches({ signedIn: { status: 'waiting' } })).toBe(true);
  });

  it('forgets the document and the Instagram connection on sign-out, so the next user waits for their own', async () => {
    await openAnalytics();
    await answer(0, { profile: COMPLETED });
    const { insights } = await import('../../src/app/insights');
    const { instagramConnection } = await import('../../src/app/instagram-connection');
    expect(insights.getSnapshot().matches({ signedIn: { status: 'completed' } })).toBe(true);
    expect(instagramConnection.getSnapshot().matches('stopped')).toBe(false); // the route started it
    act(() => {
      fakes.session!.send({ type: 'logout.request' });
      fakes.session!.send({ type: 'logout.confirm' });
    });
    await waitFor(() => expect(insights.getSnapshot().matches('stopped')).toBe(true));
    expect(instagramConnection.getSnapshot().matches('stopped')).toBe(true);
    expect(instagramConnection.getSnapshot().context.view).toBeNull();
    expect(screen.queryByText('Overall Engagement Rate')).toBeNull();
    expect(screen.getByText('Loading your analytics')).toBeTruthy();
  });

  it('opened before the analysis is complete, says why once the first fetch has settled (the route asks for the modal)', async () => {
    await openAnalytics();
    expect(screen.queryByRole('dialog')).toBeNull();
    await answer(0, { profile: { _insights: { status: 'pending' }, _updatedAt: { _seconds: 1_750_000_000 } } });
    expect(await screen.findByRole('dialog', { name: 'Insights are almost ready' })).toBeTruthy();
  });

  it('opens no insight modal for a complete analysis', async () => {
    await openAnalytics();
    await answer(0, { profile: COMPLETED });
    const { insights } = await import('../../src/app/insights');
    expect(insights.getSnapshot().matches({ signedIn: { modal: 'closed' } })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes an open insight modal on sign-out, so the next user of the tab never sees it', async () => {
    await openAnalytics();
    await answer(0, { profile: { _insights: { status: 'pending' }, _updatedAt: { _seconds: 1_750_000_000 } } });
    expect(await screen.findByRole('dialog', { name: 'Insights are almost ready' })).toBeTruthy();
    act(() => {
      fakes.session!.send({ type: 'logout.request' });
      fakes.session!.send({ type: 'logout.confirm' });
    });
    const { insights } = await import('../../src/app/insights');
    await waitFor(() => expect(insights.getSnapshot().matches('stopped')).toBe(true));
    expect(isAlmostReadyModalOpen(insights.getSnapshot())).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks once more with a renewed token after a 401, then stops and signs the user out', async () => {
    await openAnalytics();
    await answer(0, { error: SESSION_EXPIRED });
    await answer(1, { error: SESSION_EXPIRED });
    expect(fakes.calls.map(({ args }) => args[1])).toEqual(['id-token', 'renewed-id-token']);
    await waitFor(() => expect(fakes.session!.getSnapshot().matches('signedOut')).toBe(true));
    const { insights } = await import('../../src/app/insights');
    expect(insights.getSnapshot().matches('stopped')).toBe(true);
    expect(fakes.calls).toHaveLength(2);
  });

  it('a renewed token the server accepts goes on as before', async () => {
    await openAnalytics();
    await answer(0, { error: SESSION_EXPIRED });
    await answer(1, { profile: COMPLETED });
    expect(await screen.findByText('Overall Engagement Rate')).toBeTruthy();
    expect(fakes.session!.getSnapshot().matches({ signedIn: 'authorised' })).toBe(true);
  });

  it('fetches nothing while the session is not authorised', async () => {
    fakes.session!.send({ type: 'logout.request' });
    fakes.session!.send({ type: 'logout.confirm' });
    await waitFor(() => expect(fakes.session!.getSnapshot().matches('signedOut')).toBe(true));
    await openAnalytics();
    expect(await screen.findByText('Loading your analytics')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakes.calls).toHaveLength(0);
  });
});
