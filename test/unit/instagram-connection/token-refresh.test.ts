// Long-lived tokens are refreshed before their 60 days run out (token-refresh.ts): once under 30
// days remain, never before the token is a day old; the new one is stored sealed; a failed refresh
// keeps the old token unless Instagram says it is dead.
import { describe, expect, it } from 'vitest';
import type { InstagramClient } from '../../../server/instagram/client.ts';
import { InstagramError } from '../../../server/instagram/errors.ts';
import type { ConnectionRow } from '../../../server/instagram-connection/connections.ts';
import type { SyncDeps } from '../../../server/instagram-connection/sync-job.ts';
import { freshToken } from '../../../server/instagram-connection/token-refresh.ts';
import { logger } from '../../../server/logger.ts';
import { tokenCipher } from '../../../server/token-cipher.ts';

const DAY = 24 * 3_600_000;
const now = new Date('2026-11-25T08:00:00Z');
const tokens = tokenCipher(Buffer.alloc(32, 3));

function setup(refresh: InstagramClient['refresh']) {
  const stored: unknown[][] = [];
  const query = async (_sql: string, params: unknown[]) => {
    stored.push(params);
    return [];
  };
  const deps = { db: { query }, clock: { now: () => now }, tokens, logger } as unknown as SyncDeps;
  return { deps, stored, client: { refresh } as InstagramClient };
}

const row = (issuedDaysAgo: number, expiresInDays: number) =>
  ({
    uid: 'u1',
    token_issued_at: new Date(now.getTime() - issuedDaysAgo * DAY),
    token_expires_at: new Date(now.getTime() + expiresInDays * DAY),
  }) as ConnectionRow;
const refreshed = async () => ({ accessToken: 'IGAA-new', tokenType: 'bearer', expiresInSeconds: 5_183_944 });

describe('freshToken', () => {
  it('leaves a token with more than 30 days left alone', async () => {
    const { deps, stored, client } = setup(refreshed);
    expect(await freshToken(deps, client, row(20, 40), 'IGAA-old')).toBe('IGAA-old');
    expect(stored).toEqual([]);
  });

  it('refreshes one with less than 30 days left and stores it sealed with its new expiry', async () => {
    const { deps, stored, client } = setup(refreshed);
    expect(await freshToken(deps, client, row(31, 29), 'IGAA-old')).toBe('IGAA-new');
    const [[uid, sealed, expiresAt, issuedAt]] = stored as [[string, string, Date, Date]];
    expect([uid, tokens.open(sealed), issuedAt]).toEqual(['u1', 'IGAA-new', now]);
    expect(JSON.stringify(stored)).not.toContain('IGAA-new');
    expect(expiresAt.getTime() - now.getTime()).toBe(5_183_944_000);
  });

  it('never refreshes a token under a day old (Meta refuses)', async () => {
    const { deps, stored, client } = setup(refreshed);
    expect(await freshToken(deps, client, row(0.5, 10), 'IGAA-old')).toBe('IGAA-old');
    expect(stored).toEqual([]);
  });

  it('keeps the old token when the refresh fails for a passing reason; a dead token ends the sync', async () => {
    const failing = (kind: 'transient' | 'token-dead') => async () =>
      Promise.reject(new InstagramError(kind, kind, { endpoint: 'GET /v25.0/refresh_access_token' }));
    const passing = setup(failing('transient'));
    expect(await freshToken(passing.deps, passing.client, row(31, 29), 'IGAA-old')).toBe('IGAA-old');
    const dead = setup(failing('token-dead'));
    await expect(freshToken(dead.deps, dead.client, row(31, 29), 'IGAA-old')).rejects.toMatchObject({
      kind: 'token-dead',
    });
  });
});
