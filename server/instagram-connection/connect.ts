/**
 * Connecting an Instagram account with Instagram Login. Start: a state bound to the
 * signed-in user and Instagram's authorize address. Finish (the SPA posts what the callback
 * carried): the state is used up, the code exchanged for a long-lived token on the server, the
 * account checked to be professional, and only then anything stored. Every refusal is a failure
 * code for the Analytics screen, never a 5xx.
 */
import { INSTAGRAM_CALLBACK_PATH } from '../../content/instagram-connection.ts';
import type { ConnectCallback, ConnectFailure, InstagramConnectionView } from '../../contracts/instagram-connection.ts';
import type { AppDeps } from '../deps.ts';
import { isInstagramError } from '../instagram/errors.ts';
import { instagramClientFor } from './client-for.ts';
import { connectionOf, connectionView, saveConnection } from './connections.ts';
import { startFirstAnalysis } from './first-sync.ts';
import { consumeState, issueState } from './oauth-states.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'tokens' | 'logger' | 'instagramSync'>;

export async function startConnect({ db, clock, config }: Deps, uid: string, origin: string): Promise<string> {
  const redirectUri = `${origin}${INSTAGRAM_CALLBACK_PATH}`;
  const state = await issueState(db, uid, redirectUri, clock.now());
  return instagramClientFor(config.instagram, { redirectUri, origin }).authorizeUrl(state);
}

export type ConnectOutcome = { ok: true; view: InstagramConnectionView } | { ok: false; failure: ConnectFailure };

const failed = (failure: ConnectFailure): ConnectOutcome => ({ ok: false, failure });

export async function finishConnect(deps: Deps, uid: string, params: ConnectCallback): Promise<ConnectOutcome> {
  const { db, clock, config, tokens, logger } = deps;
  // The state first: a callback we did not start is refused whatever else it says.
  const redirectUri = await consumeState(db, params.state, uid, clock.now());
  if (!redirectUri) return failed('state-invalid');
  if (params.error) return failed('access-denied');
  if (!params.code) return failed('code-invalid');
  const client = instagramClientFor(config.instagram, { redirectUri });
  try {
    const short = await client.exchangeCode(params.code);
    const long = await client.longLived(short.accessToken);
    const account = await client.me(long.accessToken);
    if (account.accountType === 'unsupported') return failed('personal-account');
    const now = clock.now();
    await db.transaction(async (tx) => {
      const sealedToken = tokens.seal(long.accessToken);
      const tokenExpiresAt = new Date(now.getTime() + long.expiresInSeconds * 1000);
      await saveConnection(
        tx,
        {
          uid,
          instagramUserId: account.userId,
          username: account.username,
          accountType: account.accountType,
          sealedToken,
          tokenExpiresAt,
        },
        now,
      );
      await startFirstAnalysis(tx, uid, now);
    });
    deps.instagramSync.run();
    return { ok: true, view: connectionView(await connectionOf(db, uid), now) };
  } catch (error) {
    if (!isInstagramError(error)) throw error;
    // A refused code is the user's to retry; anything else is Instagram's trouble (logged for support).
    if (error.kind === 'other' && /oauth\/access_token$/.test(error.details.endpoint)) return failed('code-invalid');
    logger.warn(
      { kind: error.kind, endpoint: error.details.endpoint, code: error.details.code },
      'instagram connect failed',
    );
    return failed('unavailable');
  }
}
