/**
 * Composition of the breach check: the real call (loaded on first use, like every service) and
 * the spec 7 analytics events.
 */
import { createActor, type ActorOptions, type ActorRefFrom } from 'xstate';
import type { BreachedSite } from '../../contracts/breaches';
import { breachCheckMachine } from '../../machines/breach-check.machine';
import { fromCall } from './call';
import { config } from './config';
import { breachesService, idToken } from './services';
import { session } from './session';
import { userEmailOrNull } from './session-selectors';
import { track } from './track';

export const breachCheckLogic = breachCheckMachine.provide({
  actors: {
    fetchBreaches: fromCall<BreachedSite[], { email: string }>(async ({ input }) =>
      (await breachesService()).fetchBreaches(config.functionsUrl, await idToken(), input.email),
    ),
  },
  actions: {
    trackBreachesFound: (_, { breachedSitesCount }) => track('Pwned success response', { breachedSitesCount }),
    reportRateLimit: (_, failure) => track('Pwned rate limit error', { ...failure }),
    reportFailure: (_, failure) => track('Pwned error', { ...failure }),
  },
});

export type BreachCheckActor = ActorRefFrom<typeof breachCheckLogic>;

let current: BreachCheckActor | null = null;

/**
 * One check per visit, so the page is always current (spec 2.11): the Password safety route's
 * loader opens the visit's check, which asks at once. A reload of the route during the visit
 * (the router's invalidate) gets the same check back, not a second call; `closeBreachCheck` ends it.
 */
export function openBreachCheck(options?: ActorOptions<typeof breachCheckLogic>): BreachCheckActor {
  if (current) return current;
  current = createActor(breachCheckLogic, options).start();
  checkBreaches(current);
  return current;
}

/** Leaving the page: its check stops (an answer arriving later changes nothing); the next visit checks again. */
export function closeBreachCheck(): void {
  current?.stop();
  current = null;
}

/** The check for the signed-in user's email (on load and 'Try again'); the machine ignores it while one runs. */
export function checkBreaches(actor: BreachCheckActor): void {
  actor.send({ type: 'breachCheck.fetch', email: userEmailOrNull(session.getSnapshot()) });
}
