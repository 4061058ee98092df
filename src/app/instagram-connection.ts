/**
 * The Instagram connection's actor, created once at module level like the insights
 * actor: the callback route and the Analytics screen share it, and it follows the session
 * (`connection.start` when the user becomes authorised, `connection.stop` when they leave, which
 * forgets the account). A finished sync or a disconnect lets the insights actor fetch the new
 * profile document; the connect leaves for Instagram with a full page load, and a page shown again
 * from the browser's back-forward cache (Back from Instagram) tells the actor it is back.
 */
import { redirect } from '@tanstack/react-router';
import { createActor } from 'xstate';
import type { ConnectCallback, InstagramConnectionView } from '../../contracts/instagram-connection';
import { instagramConnectionMachine } from '../../machines/instagram-connection.machine';
import { fromCall } from './call';
import { config } from './config';
import { followAuthorisation } from './follow-authorisation';
import { insights } from './insights';
import { inspect } from './inspector';
import { idToken } from './services';

// Loaded on first use, like the other services (src/app/services.ts).
const instagramService = () => import('../services/instagram');

type InstagramService = Awaited<ReturnType<typeof instagramService>>;

/** One of the service's calls, made with the signed-in user's ID token. */
const signedCall = <T, I = undefined>(call: (service: InstagramService, token: string, input: I) => Promise<T>) =>
  fromCall<T, I>(async ({ input }) => call(await instagramService(), await idToken(), input));

export const instagramConnection = createActor(
  instagramConnectionMachine.provide({
    actors: {
      fetchStatus: signedCall((service, token) => service.fetchConnectionStatus(config.functionsUrl, token)),
      startConnect: signedCall((service, token) => service.startConnect(config.functionsUrl, token)),
      finishConnect: signedCall<InstagramConnectionView, ConnectCallback>((service, token, callback) =>
        service.finishConnect(config.functionsUrl, token, callback),
      ),
      refreshNow: signedCall((service, token) => service.refreshNow(config.functionsUrl, token)),
      disconnect: signedCall((service, token) => service.disconnectInstagram(config.functionsUrl, token)),
    },
    actions: {
      goTo: (_, { url }) => window.location.assign(url),
      profileUpdated: () => insights.send({ type: 'insights.refresh' }),
    },
  }),
  { inspect },
);

let started = false;

/** Starts the actor and makes it follow the session; calling it again does nothing. */
export function startInstagramConnection(): void {
  if (started) return;
  started = true;
  instagramConnection.start();
  followAuthorisation((authorised) =>
    instagramConnection.send({ type: authorised ? 'connection.start' : 'connection.stop' }),
  );
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) instagramConnection.send({ type: 'connection.returned' });
  });
}

/**
 * The callback route's beforeLoad: Instagram's answer (the route's search) goes to the connection
 * before anything renders, and the browser on to the Analytics screen (which says 'Connecting
 * Instagram'), replacing the callback address so the one-time code stays in no history entry.
 * Nothing stays on the route, so the router reloading hands nothing again; a link's preload is not
 * Instagram coming back.
 */
export function arriveFromInstagram({ search, preload }: { search: ConnectCallback; preload: boolean }): void {
  if (preload) return;
  startInstagramConnection();
  // Named one by one: the route's search also holds the query's raw names (error_reason…).
  const { code, state, error, errorReason, errorDescription } = search;
  instagramConnection.send({ type: 'connection.callback', code, state, error, errorReason, errorDescription });
  throw redirect({ to: '/dashboard/analytics', replace: true });
}
