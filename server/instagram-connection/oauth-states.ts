/**
 * The OAuth `state` of a connect: random, bound to the user who started it and to the
 * redirect_uri sent with it, good for one callback within STATE_TTL_MS. Only its hash is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/adapter.ts';

/** Long enough for Instagram's consent (and a password typed on a phone); the code lives 1 h. */
export const STATE_TTL_MS = 15 * 60_000;
/** A state we issue: 32 random bytes, base64url. Anything else is refused before a lookup. */
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');

export async function issueState(q: Queryable, uid: string, redirectUri: string, now: Date): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await q.query(
    'INSERT INTO instagram_oauth_states (state_hash, uid, redirect_uri, created_at) VALUES ($1, $2, $3, $4)',
    [hashOf(state), uid, redirectUri, now],
  );
  return state;
}

/**
 * Uses up the state: the redirect_uri it was issued with, or undefined when it is malformed,
 * unknown, someone else's, expired or already used (one update, so two callbacks cannot both win).
 */
export async function consumeState(
  q: Queryable,
  state: string | undefined,
  uid: string,
  now: Date,
): Promise<string | undefined> {
  if (!state || !STATE_FORMAT.test(state)) return undefined;
  const [row] = await q.query<{ redirect_uri: string }>(
    `UPDATE instagram_oauth_states SET used_at = $3
     WHERE state_hash = $1 AND uid = $2 AND used_at IS NULL AND created_at > $4
     RETURNING redirect_uri`,
    [hashOf(state), uid, now, new Date(now.getTime() - STATE_TTL_MS)],
  );
  return row?.redirect_uri;
}
