/**
 * The cancel-by-link page's actor (spec 2.17) with its real call. The route's loader opens the
 * visit's actor and hands it the link's token, which makes the cancel call; loading the route again
 * during the visit (the router's invalidate, a re-render, React's StrictMode) gets the same actor
 * back, not a second call. `closeCancelLink` ends it when the page is left.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import type { Outcome } from '../../contracts/membership';
import { cancelByLinkMachine } from '../../machines/cancel-by-link.machine';
import { fromCall } from './call';
import { config } from './config';
import { membershipService as membership } from './services';

const cancelByLinkLogic = cancelByLinkMachine.provide({
  actors: {
    cancelByLink: fromCall<Outcome, { from: string }>(async ({ input }) =>
      (await membership()).cancelByLink(config.originUrl, input.from),
    ),
  },
});

export type CancelByLinkActor = ActorRefFrom<typeof cancelByLinkLogic>;

let current: { from: string | null; actor: CancelByLinkActor } | null = null;

/** The visit's actor for the link's `from` token (null: the link has none). */
export function openCancelLink(from: string | null): CancelByLinkActor {
  if (current?.from === from) return current.actor;
  current?.actor.stop();
  const actor = createActor(cancelByLinkLogic).start();
  actor.send({ type: 'link.opened', from });
  current = { from, actor };
  return actor;
}

export function closeCancelLink(): void {
  current?.actor.stop();
  current = null;
}
