import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { INSTAGRAM_COPY } from '../../../../content/instagram-connection';
import type { ConnectCallback } from '../../../../contracts/instagram-connection';
import { instagramConnection, startInstagramConnection } from '../../../app/instagram-connection';
import { FullScreenLoader } from '../../../ui/FullScreenLoader/FullScreenLoader';

/** The router reads query values as JSON where it can: a digits-only value arrives as a number. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/**
 * Where Instagram sends the browser back after 'Connect Instagram' (INSTAGRAM_CALLBACK_PATH, the
 * OAuth redirect): its answer is in the query (Meta appends `#_`, a hash the router leaves alone).
 */
export const Route = createFileRoute('/_authed/instagram/callback')({
  validateSearch: (search: Record<string, unknown>): ConnectCallback => ({
    code: text(search.code),
    state: text(search.state),
    error: text(search.error),
    errorReason: text(search.error_reason),
    errorDescription: text(search.error_description),
  }),
  component: InstagramCallback,
});

/**
 * Hands Instagram's answer to the connection actor and leaves for the Analytics screen at once,
 * replacing this address so the one-time code stays in no history entry.
 */
function InstagramCallback() {
  // Named one by one: the page's search also holds the query's raw names (error_reason…).
  const { code, state, error, errorReason, errorDescription } = Route.useSearch();
  const navigate = Route.useNavigate();
  useEffect(() => {
    startInstagramConnection();
    // StrictMode runs this twice: the actor takes one callback and ignores the second while finishing.
    instagramConnection.send({ type: 'connection.callback', code, state, error, errorReason, errorDescription });
    void navigate({ to: '/dashboard/analytics', replace: true });
  }, [code, state, error, errorReason, errorDescription, navigate]);
  return <FullScreenLoader label={INSTAGRAM_COPY.connecting} />;
}
