/**
 * Composition of an audience category's list: the real calls (loaded on first use, like every
 * service) with the signed-in user's ID token, and one actor per visit of the list's page.
 */
import type { ActorOptions, ActorRefFrom } from 'xstate';
import type { AudienceCsvQuery, AudienceListPage, AudienceListQuery } from '../../contracts/audience-lists';
import type { AudienceCategoryKey } from '../../contracts/profile';
import { audienceListMachine } from '../../machines/audience-list.machine';
import { fromCall } from './call';
import { config } from './config';
import { inspect } from './inspector';
import { audienceService, idToken } from './services';
import { visitActor } from './visit-actor';

export const audienceListLogic = audienceListMachine.provide({
  actors: {
    loadPage: fromCall<AudienceListPage, AudienceListQuery>(async ({ input }) =>
      (await audienceService()).fetchAudiencePage(config.functionsUrl, await idToken(), input),
    ),
    downloadCsv: fromCall<void, AudienceCsvQuery>(async ({ input }) =>
      (await audienceService()).downloadAudienceCsv(config.functionsUrl, await idToken(), input),
    ),
  },
});

export type AudienceListActor = ActorRefFrom<typeof audienceListLogic>;

// The list loads its first page as it starts: nothing to send on opening.
const audienceListVisit = visitActor(audienceListLogic);

/** The visit's list of `category` (`options`: a test's inspection); another category is another visit. */
export const openAudienceList = (category: AudienceCategoryKey, options: ActorOptions<typeof audienceListLogic> = {}) =>
  audienceListVisit.open(category, { inspect, ...options, input: { category } });

export const closeAudienceList = audienceListVisit.close;
