/** "Refresh now" on Analytics: a sync due at once, at most once an hour per user. */
import { MANUAL_REFRESH_INTERVAL_MS } from '../../content/instagram-connection.ts';
import type { InstagramConnectionView } from '../../contracts/instagram-connection.ts';
import type { AppDeps } from '../deps.ts';
import { connectionView, type ConnectionRow } from './connections.ts';

export type RefreshOutcome =
  | { ok: true; view: InstagramConnectionView }
  | { ok: false; reason: 'not-connected' | 'reconnect' }
  | { ok: false; reason: 'too-soon'; retryAt: Date };

export async function requestRefresh(
  { db, clock, instagramSync }: Pick<AppDeps, 'db' | 'clock' | 'instagramSync'>,
  uid: string,
): Promise<RefreshOutcome> {
  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const [row] = await tx.query<ConnectionRow>('SELECT * FROM instagram_connections WHERE uid = $1 FOR UPDATE', [uid]);
    if (!row) return { ok: false, reason: 'not-connected' };
    if (row.state === 'reconnect') return { ok: false, reason: 'reconnect' };
    const retryAt =
      row.refresh_requested_at && new Date(new Date(row.refresh_requested_at).getTime() + MANUAL_REFRESH_INTERVAL_MS);
    if (retryAt && retryAt > now) return { ok: false, reason: 'too-soon', retryAt };
    // A run under way keeps its claim and counts as the refresh; otherwise the job takes it now.
    const [updated] = await tx.query<ConnectionRow>(
      `UPDATE instagram_connections SET refresh_requested_at = $2, next_sync_at = $2, state = 'syncing' WHERE uid = $1 RETURNING *`,
      [uid, now],
    );
    return { ok: true, view: connectionView(updated, now) };
  });
  if (outcome.ok) instagramSync.run();
  return outcome;
}
