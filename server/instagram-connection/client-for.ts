/** The Instagram client as the server's settings make it (Meta, or the local stand-in). */
import type { InstagramConfig } from '../config.ts';
import { createInstagramClient, type InstagramClient } from '../instagram/client.ts';
import type { InstagramCall } from '../instagram/request.ts';

/**
 * `redirectUri`: the one the connect started with (the code exchange must repeat it exactly).
 * `origin`: the app's, against which the stand-in's authorize path is resolved.
 */
export function instagramClientFor(
  config: InstagramConfig,
  {
    redirectUri = '',
    origin,
    onCall,
  }: { redirectUri?: string; origin?: string; onCall?: (call: InstagramCall) => void } = {},
): InstagramClient {
  const authorizeUrl = origin ? new URL(config.authorizeUrl, origin).href : config.authorizeUrl;
  return createInstagramClient({ ...config, redirectUri, authorizeUrl }, { onCall });
}
