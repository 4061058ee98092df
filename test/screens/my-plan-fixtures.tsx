/**
 * Shared fixtures of the membership screen tests: a real session actor with fake services, signed
 * in with the given subscriptions, and a memory router around the screen under test. Each test
 * file mocks `src/app/session` and the service modules with the factories of `mockedModules`,
 * which answer from `fakes` (a test file reassigns the fakes it watches in its `beforeEach`).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi, type Mock } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { Subscription } from '../../contracts/subscriptions';
import { sessionMachine } from '../../machines/session.machine';
import type { Restored } from '../../contracts/identity';
import { renderWithStubPages, type ScreenRouteOptions } from './model-screen';

export const BUNDLE = 'profile-analyzer';
export const HOUR = 3_600_000;

export const mainPlan = (over: Partial<Subscription> = {}): Subscription => ({
  id: 'sub-main',
  status: 'active',
  bundle: BUNDLE,
  plan_code: 'ig_x_weekly_trial',
  started_at: new Date(Date.now() - 3 * 24 * HOUR).toISOString(),
  main_plan: true,
  billing_source: 'web',
  ...over,
});

export const extra = (plan_code: string): Subscription => ({
  id: `extra-${plan_code}`,
  status: 'active',
  bundle: BUNDLE,
  plan_code,
  started_at: new Date(Date.now() - 24 * HOUR).toISOString(),
  main_plan: false,
});

/** A signed-in session whose subscription reads answer `subscriptions()` (read again on every re-check). */
export function signedInSession(user: { uid: string; email: string }, subscriptions: () => Subscription[]) {
  return createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async (): Promise<Restored> => ({ user, loginAt: Date.now(), now: Date.now() })),
        signIn: fromPromise(async () => Promise.reject(new Error('not used'))),
        requestActivation: fromPromise(async () => ({})),
        fetchSubscriptions: fromPromise(async () => subscriptions()),
        signOut: fromPromise(async () => {}),
        leaveToCheckout: fromPromise(async () => {}),
      },
    }),
    { input: { bundleId: BUNDLE, deferPostAuthCheck: false } },
  ).start();
}

export async function untilAuthorised(session: AnyActorRef) {
  await waitFor(() => expect(session.getSnapshot().matches({ signedIn: 'authorised' })).toBe(true));
}

export type SessionActor = ReturnType<typeof signedInSession>;

/** What the mocked session and service modules answer with. */
export const fakes = {
  session: null as SessionActor | null,
  purchase: vi.fn(async (): Promise<unknown> => ({ id: 'x' })) as Mock,
  confirmPurchase: vi.fn(async (): Promise<unknown> => ({ id: 'x' })) as Mock,
  updateCard: vi.fn(async (): Promise<unknown> => ({ url: 'https://billing.stripe.test/p/session/1' })) as Mock,
  requestPdfReport: vi.fn(async () => undefined) as Mock,
  requestCancelEmail: vi.fn(async () => ({ success: true })) as Mock,
  sendEvent: vi.fn(async () => undefined) as Mock,
};

/** Module factories for `vi.mock` of `src/app/session`, `src/services/auth`, `…/membership` and `…/origin-api`. */
export const mockedModules = {
  session: () => ({
    get session() {
      return fakes.session;
    },
  }),
  auth: () => ({ currentIdToken: async () => 'id-token' }),
  membership: () => ({
    purchase: (...args: unknown[]) => fakes.purchase(...args),
    confirmPurchase: (...args: unknown[]) => fakes.confirmPurchase(...args),
    updateCard: (...args: unknown[]) => fakes.updateCard(...args),
    requestPdfReport: (...args: unknown[]) => fakes.requestPdfReport(...args),
    requestCancelEmail: (...args: unknown[]) => fakes.requestCancelEmail(...args),
    cancelByLink: async () => ({ success: true }),
  }),
  originApi: () => ({ sendEvent: (...args: unknown[]) => fakes.sendEvent(...args), sendLog: () => {} }),
};

/** Starts `fakes.session` signed in as `user` with `subscriptions()` and waits until it is authorised. */
export async function signInSession(user: { uid: string; email: string }, subscriptions: () => Subscription[]) {
  fakes.session = signedInSession(user, subscriptions);
  await untilAuthorised(fakes.session);
  return fakes.session;
}

/**
 * Renders `element` at `path` with stub screens for the places it may navigate to; `route` gives
 * its route the app route's loader and hooks.
 */
export async function renderAt(path: string, element: () => ReactNode, search = '', route?: ScreenRouteOptions) {
  const user = userEvent.setup();
  const router = renderWithStubPages(
    path,
    element,
    {
      '/dashboard': 'Dashboard screen',
      '/dashboard/course': 'Course screen',
      '/dashboard/cancel-membership': 'Cancellation flow screen',
      '/': 'Home screen',
    },
    search,
    route,
  );
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { user, router, screen };
}
