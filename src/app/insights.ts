/**
 * The insight-status actor (spec 4), created once at module level like the session's. It polls
 * the profile document while the session is authorised: `insights.start` when the user becomes
 * authorised, `insights.stop` when they leave (which forgets the document and closes its modal:
 * the next user never sees them). A completed analysis is fetched again when the dashboard's
 * countdown ends; a sign-in the server refuses ends the session.
 */
import { createActor } from 'xstate';
import { insightStatusMachine, msUntilNextUpdate } from '../../machines/insight-status.machine';
import { toCallFailure } from '../services/call-failure';
import { fromCall } from './call';
import { config } from './config';
import { followAuthorisation } from './follow-authorisation';
import { inspect } from './inspector';
import { idToken, profileService } from './services';
import { session } from './session';

/** The profile document; a 401 (the ID token expired or was revoked) asks once more with a renewed token. */
async function fetchProfile() {
  const service = await profileService();
  try {
    return await service.fetchProfile(config.functionsUrl, await idToken());
  } catch (thrown) {
    if (toCallFailure(thrown).status !== 401) throw thrown;
    return service.fetchProfile(config.functionsUrl, await idToken(true));
  }
}

export const insights = createActor(
  insightStatusMachine.provide({
    actors: { fetchProfile: fromCall(fetchProfile) },
    actions: {
      // The server does not accept this sign-in any more: the session signs out (which stops this actor).
      signInRefused: () => session.send({ type: 'session.end' }),
    },
    delays: { untilNextUpdate: ({ context }) => msUntilNextUpdate(context.updatedAtSeconds, Date.now()) },
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
