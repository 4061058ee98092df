/**
 * The insight-status actor (spec 4), created once at module level like the session's. It polls
 * the profile document while the session is authorised: `insights.start` when the user becomes
 * authorised, `insights.stop` when they leave (which forgets the document and closes its modal:
 * the next user never sees them). A completed analysis is fetched again when the dashboard's
 * countdown ends; a sign-in the server refuses ends the session.
 */
import { createActor } from 'xstate';
import { insightStatusMachine, isFetchingProfile, msUntilNextUpdate } from '../../machines/insight-status.machine';
import { toCallFailure } from '../services/call-failure';
import { fromCall } from './call';
import { config } from './config';
import { followAuthorisation } from './follow-authorisation';
import { inspect } from './inspector';
import { idToken, profileService } from './services';
import { session } from './session';

/**
 * The device's IANA time zone once a screen that shows when to post has read it; until then the
 * document is fetched as the server counted it.
 */
let deviceTimeZone: string | undefined;

/** The profile document; a 401 (the ID token expired or was revoked) asks once more with a renewed token. */
async function fetchProfile() {
  const service = await profileService();
  try {
    return await service.fetchProfile(config.functionsUrl, await idToken(), deviceTimeZone);
  } catch (thrown) {
    if (toCallFailure(thrown).status !== 401) throw thrown;
    return service.fetchProfile(config.functionsUrl, await idToken(true), deviceTimeZone);
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

/**
 * When to post is counted in the device's time zone, and only Analytics shows it. Reading
 * the zone is the app's first Intl call, tens of milliseconds on a phone, which the dashboard need
 * not pay: Analytics reads it on entering. From then on the document is fetched in that zone; a
 * fetch under way, or a document counted in another zone, is fetched again.
 */
export function countInDeviceTimeZone(): void {
  if (deviceTimeZone !== undefined) return;
  deviceTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const snapshot = insights.getSnapshot();
  const counted = snapshot.context.profile?._calculatedData?.whenToPost?.timeZone;
  if (isFetchingProfile(snapshot) || (counted !== undefined && counted !== deviceTimeZone))
    insights.send({ type: 'insights.refresh' });
}
