/**
 * A user's connected Instagram account: storage and the view the SPA gets. The token is
 * sealed before it reaches the database and opened only to call Instagram; it is never logged nor
 * answered.
 */
import { MANUAL_REFRESH_INTERVAL_MS } from '../../content/instagram-connection.ts';
import type { ConnectionState, InstagramConnectionView } from '../../contracts/instagram-connection.ts';
import type { Queryable } from '../db/adapter.ts';

export interface ConnectionRow {
  uid: string;
  instagram_user_id: string;
  username: string;
  account_type: string;
  sealed_token: string | null;
  token_expires_at: Date | null;
  token_issued_at: Date | null;
  /** The view's state; a connection that exists is never none. */
  state: Exclude<ConnectionState, 'none'>;
  connected_at: Date;
  next_sync_at: Date | null;
  last_synced_at: Date | null;
  refresh_requested_at: Date | null;
  sync_failures: number;
  [key: string]: unknown;
}

export async function connectionOf(q: Queryable, uid: string): Promise<ConnectionRow | undefined> {
  const [row] = await q.query<ConnectionRow>('SELECT * FROM instagram_connections WHERE uid = $1', [uid]);
  return row;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function connectionView(row: ConnectionRow | undefined, now: Date): InstagramConnectionView {
  if (!row) return { state: 'none' };
  const refreshAt =
    row.refresh_requested_at && new Date(new Date(row.refresh_requested_at).getTime() + MANUAL_REFRESH_INTERVAL_MS);
  return {
    state: row.state,
    username: row.username,
    lastSyncedAt: iso(row.last_synced_at),
    nextSyncAt: row.state === 'reconnect' ? null : iso(row.next_sync_at),
    refreshAvailableAt: refreshAt && refreshAt > now ? refreshAt.toISOString() : null,
  };
}

export interface NewConnection {
  uid: string;
  instagramUserId: string;
  username: string;
  accountType: string;
  sealedToken: string;
  tokenExpiresAt: Date;
}

/** Stores (or replaces, on a reconnect) the connection with its first sync due now. */
export async function saveConnection(q: Queryable, connection: NewConnection, now: Date) {
  await q.query(
    `INSERT INTO instagram_connections (uid, instagram_user_id, username, account_type, sealed_token, token_expires_at, token_issued_at, state, connected_at, next_sync_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'syncing', $7, $7)
     ON CONFLICT (uid) DO UPDATE SET instagram_user_id = EXCLUDED.instagram_user_id, username = EXCLUDED.username,
       account_type = EXCLUDED.account_type, sealed_token = EXCLUDED.sealed_token, token_expires_at = EXCLUDED.token_expires_at,
       token_issued_at = EXCLUDED.token_issued_at, state = 'syncing', next_sync_at = EXCLUDED.next_sync_at, sync_claimed_until = NULL, sync_failures = 0`,
    [
      connection.uid,
      connection.instagramUserId,
      connection.username,
      connection.accountType,
      connection.sealedToken,
      connection.tokenExpiresAt,
      now,
    ],
  );
}
