/**
 * Long-lived tokens last about 60 days and die unless refreshed (Meta's documentation). Each sync
 * refreshes a token once less than REFRESH_WHEN_LEFT_MS remains (Meta refreshes only tokens at
 * least 24 h old), so a daily sync keeps it alive indefinitely.
 */
import type { AppDeps } from '../deps.ts';
import type { InstagramClient } from '../instagram/client.ts';
import { isInstagramError } from '../instagram/errors.ts';
import type { ConnectionRow } from './connections.ts';

const DAY_MS = 24 * 3_600_000;
const REFRESH_WHEN_LEFT_MS = 30 * DAY_MS;

/** The token to sync with: refreshed and stored when due; the old one while a refresh fails for a reason other than a dead token. */
export async function freshToken(
  { db, clock, tokens, logger }: Pick<AppDeps, 'db' | 'clock' | 'tokens' | 'logger'>,
  client: InstagramClient,
  row: ConnectionRow,
  token: string,
): Promise<string> {
  const now = clock.now().getTime();
  const expiresAt = row.token_expires_at ? new Date(row.token_expires_at).getTime() : now;
  const issuedAt = row.token_issued_at ? new Date(row.token_issued_at).getTime() : now;
  if (expiresAt - now > REFRESH_WHEN_LEFT_MS || now - issuedAt < DAY_MS) return token;
  try {
    const fresh = await client.refresh(token);
    await db.query(
      'UPDATE instagram_connections SET sealed_token = $2, token_expires_at = $3, token_issued_at = $4 WHERE uid = $1',
      [row.uid, tokens.seal(fresh.accessToken), new Date(now + fresh.expiresInSeconds * 1000), new Date(now)],
    );
    return fresh.accessToken;
  } catch (error) {
    if (!isInstagramError(error) || error.kind === 'token-dead') throw error;
    logger.warn(
      { kind: error.kind, code: error.details.code },
      'instagram token refresh failed; the current token is used',
    );
    return token;
  }
}
