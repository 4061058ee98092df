/**
 * The insight-status actor (spec 4), created once at module level like the session's. It polls
 * the profile document while the session is authorised: `insights.start` when the user becomes
 * authorised, `insights.stop` when they leave (which forgets the document: the next user never
 * sees it).
 */
import { createActor, fromPromise } from 'xstate';
import type { ProfileDocument } from '../../contracts/profile';
import { insightStatusMachine } from '../../machines/insight-status.machine';
import { config } from './config';
import { followAuthorisation } from './follow-authorisation';
import { inspect } from './inspector';
import { idToken, profileService } from './services';

export const insights = createActor(
  insightStatusMachine.provide({
    actors: {
      fetchProfile: fromPromise<ProfileDocument | null>(async () =>
        (await profileService()).fetchProfile(config.functionsUrl, await idToken()),
      ),
    },
  }),
  { inspect },
);

let started = false;

/** Starts the actor and makes it follow the session; calling it again does nothing. */
export function startInsights(): void {
  if (started) return;
  started = true;
  insights.start();
  followAuthorisation((authorised) => insights.send({ type: authorised ? 'insights.start' : 'insights.stop' }));
}
