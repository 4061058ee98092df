/**
 * The Instagram sync job. Due connections are claimed in a short transaction with
 * FOR UPDATE SKIP LOCKED that sets a lease, like the outbox, so instances never sync one account
 * at once; the calls to Instagram run outside any transaction, and only a run that still holds its
 * claim stores what it fetched. Outcomes: completed (next run in 24 h), throttled (wait what Meta
 * says), token dead (code 190: reconnect needed, the last analysis stays), failed (backoff, then
 * the next day). Every run is recorded (sync-runs.ts).
 */
import { SYNC_INTERVAL_MS } from '../../content/instagram-connection.ts';
import type { AppDeps } from '../deps.ts';
import { backoffMs, isInstagramError } from '../instagram/errors.ts';
import { startPeriodic } from '../jobs/periodic.ts';
import { storeDocumentAhead, syncAhead } from '../profile-sources/document-ahead.ts';
import { saveInstagramSnapshot } from '../profile-sources/instagram-snapshot.ts';
import { recordSyncFigures } from '../profile-sources/profile-history.ts';
import { rebuildProfileDocument } from '../profile-sources/rebuild.ts';
import { instagramClientFor } from './client-for.ts';
import type { ConnectionRow } from './connections.ts';
import { fetchAccount, usageWatch } from './fetch-account.ts';
import { markProcessing } from './first-sync.ts';
import { freshToken } from './token-refresh.ts';
import { recordRunEnd, recordRunStart, type SyncOutcome } from './sync-runs.ts';

export type SyncDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'tokens' | 'logger'>;

const EVERY_MS = 30_000;
const BATCH_SIZE = 4;
/** Longer than a whole run (about a hundred calls of at most 20 s each, retries included, rarely more than a minute). */
export const CLAIM_LEASE_MS = 15 * 60_000;
/** Failed runs in a row before the job waits for the next day. */
const MAX_FAILURES = 5;

type Claimed = ConnectionRow & { sync_claimed_until: Date };

export async function claimDueSyncs({ db }: Pick<SyncDeps, 'db'>, now: Date, batch = BATCH_SIZE): Promise<Claimed[]> {
  return db.transaction((tx) =>
    tx.query<Claimed>(
      `UPDATE instagram_connections SET sync_claimed_until = $2
       WHERE uid IN (
         SELECT uid FROM instagram_connections
         WHERE next_sync_at <= $1 AND sealed_token IS NOT NULL AND (sync_claimed_until IS NULL OR sync_claimed_until <= $1)
         ORDER BY next_sync_at LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, new Date(now.getTime() + CLAIM_LEASE_MS), batch],
    ),
  );
}

/** One pass: claims due accounts and syncs them one after the other. */
async function runSyncPass(deps: SyncDeps): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = [];
  for (const claimed of await claimDueSyncs(deps, deps.clock.now())) outcomes.push(await syncClaimed(deps, claimed));
  return outcomes;
}

export function startInstagramSync(deps: SyncDeps, everyMs = EVERY_MS) {
  return startPeriodic('instagram-sync', everyMs, async () => void (await runSyncPass(deps)), deps.logger);
}

/** Runs one claimed sync to its end and records it; a failure of ours (not Instagram's) is recorded, then rethrown. */
async function syncClaimed(deps: SyncDeps, claimed: Claimed): Promise<SyncOutcome> {
  const { db, clock, config, tokens } = deps;
  const runId = await recordRunStart(db, claimed.uid, claimed.instagram_user_id, clock.now());
  const watch = usageWatch();
  const client = instagramClientFor(config.instagram, { onCall: watch.onCall });
  const end = (outcome: SyncOutcome, detail?: string) =>
    recordRunEnd(db, runId, { now: clock.now(), calls: watch.calls(), outcome, detail }).then(() => outcome);
  try {
    await markProcessing(db, claimed.uid);
    const token = await freshToken(deps, client, claimed, tokens.open(claimed.sealed_token!));
    const fetched = await fetchAccount(client, token, { watch, now: clock.now() });
    return end((await storeSync(deps, claimed, { ...fetched, fetchedAt: clock.now() })) ? 'completed' : 'abandoned');
  } catch (error) {
    if (!isInstagramError(error)) {
      await releaseAfterFailure(deps, claimed);
      await end('failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (error.kind === 'token-dead') {
      await needsReconnect(deps, claimed);
      return end('token-dead', error.message);
    }
    if (error.kind === 'throttled') {
      await release(deps, claimed, new Date(clock.now().getTime() + (error.details.waitMs ?? 0)));
      return end('throttled', error.message);
    }
    await releaseAfterFailure(deps, claimed);
    return end('failed', error.message);
  }
}

/** Stores the fetch and the rebuilt document, unless the claim was lost (lease over, disconnected meanwhile). */
async function storeSync(
  deps: SyncDeps,
  claimed: Claimed,
  snapshot: Parameters<typeof saveInstagramSnapshot>[2],
): Promise<boolean> {
  const now = deps.clock.now();
  const ahead = await syncAhead(deps.db, claimed.uid, now, snapshot);
  return deps.db.transaction(async (tx) => {
    const [held] = await tx.query(
      `UPDATE instagram_connections SET state = 'connected', username = $3, last_synced_at = $4, next_sync_at = $5, sync_claimed_until = NULL, sync_failures = 0
       WHERE uid = $1 AND sync_claimed_until = $2 AND instagram_user_id = $6 RETURNING uid`,
      [
        claimed.uid,
        claimed.sync_claimed_until,
        snapshot.account.username,
        now,
        new Date(now.getTime() + SYNC_INTERVAL_MS),
        claimed.instagram_user_id,
      ],
    );
    if (!held) return false;
    await saveInstagramSnapshot(tx, claimed.uid, snapshot);
    await recordSyncFigures(tx, claimed.uid, snapshot);
    await storeDocumentAhead(tx, claimed.uid, ahead, now);
    return true;
  });
}

/** Gives the claim back with the next run at `next`. */
async function release({ db }: SyncDeps, claimed: Claimed, next: Date, failures = claimed.sync_failures) {
  await db.query(
    'UPDATE instagram_connections SET next_sync_at = $3, sync_claimed_until = NULL, sync_failures = $4 WHERE uid = $1 AND sync_claimed_until = $2',
    [claimed.uid, claimed.sync_claimed_until, next, failures],
  );
}

/** Backoff after a failed run; after MAX_FAILURES in a row, the next day, with the analysis settled meanwhile. */
async function releaseAfterFailure(deps: SyncDeps, claimed: Claimed) {
  const failures = claimed.sync_failures + 1;
  const now = deps.clock.now().getTime();
  const givingUp = failures >= MAX_FAILURES;
  await release(
    deps,
    claimed,
    new Date(now + (givingUp ? SYNC_INTERVAL_MS : backoffMs(failures))),
    givingUp ? 0 : failures,
  );
  if (givingUp) await settleAnalysis(deps, claimed.uid);
}

/** Code 190: the token is forgotten and the user asked to reconnect; the last analysis stays, dated. */
async function needsReconnect(deps: SyncDeps, claimed: Claimed) {
  await deps.db.query(
    `UPDATE instagram_connections SET state = 'reconnect', sealed_token = NULL, token_expires_at = NULL, next_sync_at = NULL, sync_claimed_until = NULL
     WHERE uid = $1 AND sync_claimed_until = $2`,
    [claimed.uid, claimed.sync_claimed_until],
  );
  await settleAnalysis(deps, claimed.uid);
}

/** A first analysis that cannot finish does not leave the status pending: the document of what the user has is stored. */
async function settleAnalysis({ db, clock }: SyncDeps, uid: string) {
  await db.transaction(async (tx) => {
    const [pending] = await tx.query(
      `SELECT 1 FROM profile_documents WHERE uid = $1 AND document->'_insights'->>'status' <> 'completed'`,
      [uid],
    );
    if (pending) await rebuildProfileDocument(tx, uid, clock.now());
  });
}
