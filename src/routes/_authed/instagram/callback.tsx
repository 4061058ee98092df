import { createFileRoute } from '@tanstack/react-router';
import type { ConnectCallback } from '../../../../contracts/instagram-connection';
import { arriveFromInstagram } from '../../../app/instagram-connection';

/** The router reads query values as JSON where it can: a digits-only value arrives as a number. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * Where Instagram sends the browser back after 'Connect Instagram' (INSTAGRAM_CALLBACK_PATH, the
 * OAuth redirect): its answer is in the query (Meta appends `#_`, a hash the router leaves alone).
 * The route hands it to the connection actor and goes on to the Analytics screen (arriveFromInstagram).
 */
export const Route = createFileRoute('/_authed/instagram/callback')({
  validateSearch: (search: Record<string, unknown>): ConnectCallback => ({
    code: text(search.code),
    state: text(search.state),
    error: text(search.error),
    errorReason: text(search.error_reason),
    errorDescription: text(search.error_description),
  }),
  beforeLoad: arriveFromInstagram,
});
