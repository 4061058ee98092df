/**
 * The subscriber's time zone (migration 015), in which the analysis counts weekdays and hours
 * (profile-engine/posting-times.ts). Their app reports it; a change re-analyses their posts in it.
 */
import type { Queryable } from '../db/adapter.ts';
import { DEFAULT_TIME_ZONE } from '../profile-engine/posting-times.ts';

export async function timeZoneOf(q: Queryable, uid: string): Promise<string> {
  const [row] = await q.query<{ time_zone: string }>('SELECT time_zone FROM time_zones WHERE uid = $1', [uid]);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Stores the zone; whether it differs from the one the analysis counted in before. */
export async function storeTimeZone(q: Queryable, uid: string, timeZone: string, now: Date): Promise<boolean> {
  const before = await timeZoneOf(q, uid);
  await q.query(
    `INSERT INTO time_zones (uid, time_zone, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (uid) DO UPDATE SET time_zone = EXCLUDED.time_zone, updated_at = EXCLUDED.updated_at`,
    [uid, timeZone, now],
  );
  return before !== timeZone;
}
