/**
 * Composition of the breach check: the real call (loaded on first use, like every service) and
 * the spec 7 analytics events.
 */
import { fromPromise } from 'xstate';
import type { BreachedSite } from '../../contracts/breaches';
import { breachCheckMachine } from '../../machines/breach-check.machine';
import { config } from './config';
import { breachesService, idToken } from './services';
import { track } from './track';

export const breachCheckLogic = breachCheckMachine.provide({
  actors: {
    fetchBreaches: fromPromise<BreachedSite[], { email: string }>(async ({ input }) =>
      (await breachesService()).fetchBreaches(config.functionsUrl, await idToken(), input.email),
    ),
  },
  actions: {
    trackBreachesFound: (_, { breachedSitesCount }) => track('Pwned success response', { breachedSitesCount }),
    reportRateLimit: (_, failure) => track('Pwned rate limit error', { ...failure }),
    reportFailure: (_, failure) => track('Pwned error', { ...failure }),
  },
});
