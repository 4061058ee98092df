/** Every sync run recorded, so support can see what happened: when, how many calls, how it ended. */
import type { Queryable } from '../db/adapter.ts';

export type SyncOutcome = 'completed' | 'throttled' | 'token-dead' | 'failed' | 'abandoned';

export async function recordRunStart(q: Queryable, uid: string, instagramUserId: string, now: Date): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO instagram_sync_runs (uid, instagram_user_id, started_at, outcome) VALUES ($1, $2, $3, 'running') RETURNING id`,
    [uid, instagramUserId, now],
  );
  return String(row.id);
}

export async function recordRunEnd(
  q: Queryable,
  id: string,
  end: { now: Date; calls: number; outcome: SyncOutcome; detail?: string },
) {
  await q.query('UPDATE instagram_sync_runs SET ended_at = $2, calls = $3, outcome = $4, detail = $5 WHERE id = $1', [
    id,
    end.now,
    end.calls,
    end.outcome,
    end.detail?.slice(0, 500) ?? null,
  ]);
}
