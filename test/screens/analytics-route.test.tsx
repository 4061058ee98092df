/**
 * The Analytics route (spec 2.7, 4) on the real insight-status actor and a real signed-in session,
 * with a fake ig-getProfileData call: a loader until the first fetch settles, then the document's
 * analytics, the empty state without one, and nothing of the previous user after sign-out.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileCategory, ProfileDocument } from '../../content/profile-data';
import { mainPlan, renderAt, signedInSession, untilAuthorised, type SessionActor } from './my-plan-fixtures';

interface Deferred {
  resolve: (profile: ProfileDocument | null) => void;
  reject: (error: unknown) => void;
}

const fakes = vi.hoisted(() => ({ calls: [] as Array<{ args: unknown[]; answer: Deferred }>, session: null as SessionActor | null }));

vi.mock('../../src/services/profile', () => ({
  fetchProfile: (...args: unknown[]) => new Promise((resolve, reject) => fakes.calls.push({ args, answer: { resolve, reject } })),
}));
vi.mock('../../src/services/auth', () => ({ currentIdToken: async () => 'id-token' }));
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
    audience: { lostFollowers: total(12), newFollowers: total(40), secretFans: total(7), inactiveFollowers: total(300), friends: total(210), fans: total(1_500) },
    other: { likes: total(4_800), comments: total(230) },
    topPosts: { mostLikedPosts: [], mostCommentedPosts: [] },
    userEngagement: { engagementRate: { status: 'Good', cell: 4 }, averageLikesPerPost: 133, averageCommentsPerPost: 6 },
    overviewStatistics: { totalPostsAnalyzed: 36 },
  },
};

const NOT_ANALYSED = /Your profile has not been analysed yet/;

/** The answer to the n-th ig-getProfileData call, once it has been made. */
async function answer(n: number, outcome: { profile: ProfileDocument | null } | { error: unknown }) {
  await waitFor(() => expect(fakes.calls.length).toBeGreaterThan(n));
  const { resolve, reject } = fakes.calls[n].answer;
  await act(async () => ('profile' in outcome ? resolve(outcome.profile) : reject(outcome.error)));
}

async function openAnalytics() {
  const { Route } = await import('../../src/routes/_authed/dashboard/analytics');
  const Analytics = Route.options.component!;
  return renderAt('/dashboard/analytics', () => <Analytics />);
}


beforeEach(async () => {
  vi.resetModules(); // a fresh module-level insights actor per test
  fakes.calls.length = 0;
  fakes.session = signedInSession({ uid: 'u1', email: 'premium@demo.test' }, () => [mainPlan()]);
  await untilAuthorised(fakes.session);
});

afterEach(async () => {
  (await import('../../src/app/insights')).insights.stop();
  fakes.session?.stop();
});

describe('analytics route', () => {
  it('shows a loader until the first fetch answers, then the analytics of the document', async () => {
    await openAnalytics();
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(screen.getByText('Loading your analytics')).toBeTruthy();
    await answer(0, { profile: COMPLETED });
    expect(fakes.calls[0].args).toEqual(['/functions', 'id-token']);
    expect(screen.getByText('Overall Engagement Rate')).toBeTruthy();
    expect(screen.getByText('Analysis of your Instagram account based on 36 latest posts')).toBeTruthy();
    expect(screen.queryByText('Loading your analytics')).toBeNull();
  });

  it('shows the not-yet-analysed state when there is no document (404)', async () => {
    await openAnalytics();
    await answer(0, { profile: null });
    expect(screen.getByText(NOT_ANALYSED)).toBeTruthy();
    expect(screen.getByText('Analysis of your Instagram account based on 0 latest posts')).toBeTruthy();
  });

  it('stops waiting when the first fetch fails, and keeps polling', async () => {
    await openAnalytics();
    await answer(0, { error: new Error('offline') });
    expect(screen.getByText(NOT_ANALYSED)).toBeTruthy();
    const { insights } = await import('../../src/app/insights');
    expect(insights.getSnapshot().matches({ status: 'waiting' })).toBe(true);
  });

  it('forgets the document on sign-out, so the next user waits for their own', async () => {
    await openAnalytics();
    await answer(0, { profile: COMPLETED });
    const { insights } = await import('../../src/app/insights');
    expect(insights.getSnapshot().matches({ status: 'completed' })).toBe(true);
    act(() => {
      fakes.session!.send({ type: 'logout.request' });
      fakes.session!.send({ type: 'logout.confirm' });
    });
    await waitFor(() => expect(insights.getSnapshot().matches({ status: 'stopped' })).toBe(true));
    expect(screen.queryByText('Overall Engagement Rate')).toBeNull();
    expect(screen.getByText('Loading your analytics')).toBeTruthy();
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
