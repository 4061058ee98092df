/**
 * The Instagram connection's calls (content/instagram-connection.ts) and Meta's deauthorize and
 * data-deletion callbacks with the deletion status page.
 */
import type { Context } from 'hono';
import { CONNECT_FAILURE_TEXT } from '../../content/instagram-connection.ts';
import {
  metaCallbackRefusal,
  type ConnectFailure,
  type ConnectStartAnswer,
  type MetaCallbackAnswer,
} from '../../contracts/instagram-connection.ts';
import type { AppDeps } from '../deps.ts';
import { inputOf } from '../endpoint-input.ts';
import { factory, param, type EndpointHandlers } from '../endpoints.ts';
import { limitCaller } from '../functions/caller.ts';
import { appOrigin } from '../http.ts';
import {
  assertFresh,
  SignedRequestError,
  signedRequestHash,
  verifySignedRequest,
} from '../instagram/signed-request.ts';
import { finishConnect, startConnect } from '../instagram-connection/connect.ts';
import { connectionOf, connectionView } from '../instagram-connection/connections.ts';
import {
  deleteForInstagramAccount,
  deleteInstagramData,
  deletionOf,
  type DeletionReason,
} from '../instagram-connection/deletion.ts';
import { deletionStatusPage } from '../instagram-connection/deletion-page.ts';
import { requestRefresh } from '../instagram-connection/refresh-now.ts';
import { refuse } from '../refusal.ts';

const DELETION_STATUS_PATH = '/meta/deletion';

function refuseConnect(failure: ConnectFailure): never {
  return refuse(failure === 'unavailable' ? 502 : 400, CONNECT_FAILURE_TEXT[failure], { code: failure });
}

const CONFIRMATION_CODE = /^[0-9a-f]{24}$/;

type MetaCallback = 'metaDeauthorize' | 'metaDataDeletion';

export function instagramRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;

  const metaCallback = (endpoint: MetaCallback, reason: DeletionReason) => async (c: Context) => {
    const { signed_request: signedRequest } = inputOf(c, endpoint).form;
    try {
      const payload = verifySignedRequest(signedRequest, config.instagram.appSecret);
      assertFresh(payload, clock.now());
      const requestHash = signedRequestHash(signedRequest);
      const deletion = await deleteForInstagramAccount(deps, payload.userId, reason, requestHash);
      deps.logger.info(
        { reason, connectionsDeleted: deletion.connectionsDeleted, reportsDeleted: deletion.reportsDeleted },
        "instagram data deleted at Meta's request",
      );
      const url = `${appOrigin(c, config)}${DELETION_STATUS_PATH}/${deletion.confirmationCode}`;
      return c.json({ url, confirmation_code: deletion.confirmationCode } satisfies MetaCallbackAnswer);
    } catch (error) {
      if (!(error instanceof SignedRequestError)) throw error;
      refuse(400, error.problem === 'expired' ? 'Expired signed_request' : metaCallbackRefusal.message);
    }
  };

  return {
    instagramStatus: factory.createHandlers(async (c) =>
      c.json(connectionView(await connectionOf(db, c.get('uid')), clock.now())),
    ),

    instagramConnectStart: factory.createHandlers(limitCaller(deps, 'instagramConnectStart'), async (c) =>
      c.json({
        authorizeUrl: await startConnect(deps, c.get('uid'), appOrigin(c, config)),
      } satisfies ConnectStartAnswer),
    ),

    // A callback it cannot read did not come from a connect we started: the table answers that as state-invalid.
    instagramConnectFinish: factory.createHandlers(limitCaller(deps, 'instagramConnectFinish'), async (c) => {
      const outcome = await finishConnect(deps, c.get('uid'), inputOf(c, 'instagramConnectFinish').body);
      return outcome.ok ? c.json(outcome.view) : refuseConnect(outcome.failure);
    }),

    instagramRefresh: factory.createHandlers(async (c) => {
      const outcome = await requestRefresh(deps, c.get('uid'));
      if (outcome.ok) return c.json(outcome.view);
      if (outcome.reason === 'too-soon')
        refuse(429, 'Instagram was refreshed less than an hour ago', {
          code: 'too-soon',
          details: { retryAt: outcome.retryAt.toISOString() },
          headers: {
            'Retry-After': String(Math.ceil((outcome.retryAt.getTime() - clock.now().getTime()) / 1000)),
          },
        });
      refuse(409, 'No working Instagram connection to refresh', { code: outcome.reason });
    }),

    instagramDisconnect: factory.createHandlers(async (c) => {
      await db.transaction((tx) => deleteInstagramData(tx, c.get('uid'), clock.now()));
      return c.json(connectionView(undefined, clock.now()));
    }),

    metaDeauthorize: [metaCallback('metaDeauthorize', 'deauthorize')],
    metaDataDeletion: [metaCallback('metaDataDeletion', 'data-deletion')],
    metaDeletionStatus: factory.createHandlers(async (c) => {
      const code = param(c, 'code');
      const deletion = CONFIRMATION_CODE.test(code) ? await deletionOf(db, code) : undefined;
      return c.html(deletionStatusPage(code, deletion), deletion ? 200 : 404);
    }),
  } satisfies EndpointHandlers;
}
