/**
 * Composition of Analytics' growth chart: the real history call (loaded on first use, like every
 * service) with the signed-in user's ID token. The Analytics route runs one actor of it per visit.
 */
import type { ActorRefFrom } from 'xstate';
import type { ProfileHistory, ProfileHistoryQuery } from '../../contracts/profile-history';
import { growthChartMachine } from '../../machines/growth-chart.machine';
import { fromCall } from './call';
import { config } from './config';
import { idToken, profileHistoryService } from './services';

export const growthChartLogic = growthChartMachine.provide({
  actors: {
    loadHistory: fromCall<ProfileHistory, ProfileHistoryQuery>(async ({ input }) =>
      (await profileHistoryService()).fetchProfileHistory(config.functionsUrl, await idToken(), input),
    ),
  },
});

export type GrowthChartActor = ActorRefFrom<typeof growthChartLogic>;
