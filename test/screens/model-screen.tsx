/**
 * Shared pieces of the screen tests driven by the model's paths: fake service calls that wait
 * until the test settles them (a model's `xstate.done.actor.<id>` / `xstate.error.actor.<id>`
 * event settles the call of invoke `<id>`), coverage measured on the screen's own actor, a memory
 * router with stub pages where the screen leads, and the walk along a path.
 *
 * A test file mocks service modules with `services` through
 * `vi.mock(path, async () => (await import('./model-screen')).services.module({...}))`; `services`
 * is one per test file (reset it in `beforeEach`). A file that resets modules between tests keeps
 * its own `new FakeServices()` from `vi.hoisted` instead.
 */
import { act, render, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import type { ActorRefLike, EventObject, InspectionEvent } from 'xstate';
import type { Coverage } from '../harness/coverage';
import { describeEvent, type ModelPath, type ModelStep } from '../harness/model-paths';

export type User = ReturnType<typeof userEvent.setup>;

type Outcome = { output: unknown } | { error: unknown };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Fake service functions; each call is recorded and waits, under an invoke id, until settled. */
export class FakeServices {
  readonly calls: Array<{ id: string; args: unknown[] }> = [];
  private readonly waiting = new Map<string, Pending>();

  /** A service function whose calls wait under `id`. */
  fake(id: string) {
    return (...args: unknown[]) => {
      this.calls.push({ id, args });
      return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    };
  }

  /** A mocked module: each function name of `ids` faked under its invoke id. */
  module(ids: Record<string, string>) {
    return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, this.fake(id)]));
  }

  /** Answers the call of `id` once it has been made. */
  async settle(id: string, outcome: Outcome) {
    await waitFor(() => expect(this.waiting.has(id), `a call of ${id} is waiting`).toBe(true));
    const pending = this.waiting.get(id)!;
    this.waiting.delete(id);
    await act(async () => ('output' in outcome ? pending.resolve(outcome.output) : pending.reject(outcome.error)));
  }

  /** Settles the call a model's result event stands for; false for any other event. */
  async settleResult(event: EventObject): Promise<boolean> {
    const [, kind, id] = event.type.match(/^xstate\.(done|error)\.actor\.(.+)$/) ?? [];
    if (!kind) return false;
    const { output, error } = event as { output?: unknown; error?: unknown };
    await this.settle(id, kind === 'done' ? { output } : { error });
    return true;
  }

  reset() {
    this.calls.length = 0;
    this.waiting.clear();
  }
}

/** The fake services of this test file. */
export const services = new FakeServices();

/**
 * Coverage measured on the screen's own actor: the first actor of its system (the calls it
 * invokes start later). Give `inspect` to the actor's options.
 */
export function screenActorCoverage(coverage: Coverage) {
  let actor: ActorRefLike | undefined;
  const inspect = (inspection: InspectionEvent) => {
    if (!actor && inspection.type === '@xstate.actor') actor = inspection.actorRef;
    if (inspection.actorRef !== actor) return;
    if (inspection.type === '@xstate.microstep') coverage.recordTransitions(inspection._transitions);
    if (inspection.type === '@xstate.microstep' || inspection.type === '@xstate.snapshot')
      coverage.recordSnapshot(inspection.snapshot);
  };
  /** The screen's actor once it runs, with the state it starts in recorded. */
  const started = async () => {
    await waitFor(() => expect(actor, 'the screen started its actor').toBeDefined());
    coverage.recordSnapshot(actor!.getSnapshot());
    return actor!;
  };
  return { inspect, started };
}

/** What a screen's route does besides rendering it: its loader and its enter and leave hooks (the app's route's own). */
export interface ScreenRouteOptions {
  validateSearch?: unknown;
  beforeLoad?: unknown;
  loader?: unknown;
  onEnter?: unknown;
  onLeave?: unknown;
}

/**
 * Renders `page` at `path` (and `search`) in a memory router, with a stub page for each of
 * `stubs`: path → heading. `route` gives the page's route the app route's loader and hooks.
 */
export function renderWithStubPages(
  path: string,
  page: () => ReactNode,
  stubs: Record<string, string>,
  search = '',
  route: ScreenRouteOptions = {},
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const stubRoutes = Object.entries(stubs).map(([to, heading]) =>
    createRoute({ getParentRoute: () => rootRoute, path: to, component: () => <h1>{heading}</h1> }),
  );
  const routeTree = rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: page,
      // The app route's own, typed for the app's route tree: here they take no arguments they need.
      validateSearch: route.validateSearch as ((search: Record<string, unknown>) => object) | undefined,
      beforeLoad: route.beforeLoad as (() => void) | undefined,
      loader: route.loader as (() => unknown) | undefined,
      onEnter: route.onEnter as (() => void) | undefined,
      onLeave: route.onLeave as (() => void) | undefined,
    }),
    ...stubRoutes,
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [`${path}${search}`] }) });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Walks a model path on the screen: `perform` does what a step's event stands for (a press,
 * typing, a call's answer), then `expectShown` must hold for what the screen shows.
 */
export async function walkPath(
  path: ModelPath,
  perform: (event: EventObject, index: number) => Promise<unknown>,
  expectShown: (step: ModelStep) => void,
) {
  for (const [index, step] of path.steps.entries()) {
    await perform(step.event, index);
    try {
      await waitFor(() => expectShown(step));
    } catch (error) {
      throw new Error(
        `Step ${index + 1} (${describeEvent(step.event)}) should show ${step.expected}: ${(error as Error).message}`,
      );
    }
  }
}
