/** Analytics and the subscription re-check, shared by the membership machines' compositions. */
import { config } from './config';
import { originApiService } from './services';
import { session } from './session';

/** Spec 7 analytics fields: host, project, subscription id and email, plus the event's own; best effort. */
export function track(event: string, fields: Record<string, unknown> = {}) {
  const { user, subscription } = session.getSnapshot().context;
  // sendEvent swallows its own failures; the service's chunk not loading (offline) loses the event as well.
  originApiService()
    .then(({ sendEvent }) =>
      sendEvent(config.originUrl, event, {
        host: location.host,
        project: config.bundleId,
        subscription_id: subscription?.id ?? null,
        email: user?.email ?? null,
        ...fields,
      }),
    )
    .catch(() => undefined);
}

export const recheckSubscription = () => session.send({ type: 'subscription.recheck' });
