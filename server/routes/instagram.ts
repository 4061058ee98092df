/**
 * The Instagram connection's calls (content/instagram-connection.ts) and Meta's deauthorize and
 * data-deletion callbacks with the deletion status page (issue 16).
 */
import type { Context } from 'hono';
import { CONNECT_FAILURE_TEXT } from '../../content/instagram-connection.ts';
import {
  connectCallback,
  type ConnectFailure,
  type ConnectStartAnswer,
  type InstagramRefusalBody,
} from '../../contracts/instagram-connection.ts';
import type { AppDeps } from '../deps.ts';
import { factory, param, type EndpointHandlers } from '../endpoints.ts';
import { limitCaller } from '../functions/caller.ts';
import { appOrigin, readJsonBody } from '../http.ts';
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

const DELETION_STATUS_PATH = '/meta/deletion';

const refusal = (code: string, message: string, retryAt?: string): InstagramRefusalBody => ({
  error: { code, message, ...(retryAt === undefined ? {} : { retryAt }) },
});

const connectFailure = (c: Context, failure: ConnectFailure) =>
  c.json(refusal(failure, CONNECT_FAILURE_TEXT[failure]), failure === 'unavailable' ? 502 : 400);

const CONFIRMATION_CODE = /^[0-9a-f]{24}$/;

export function instagramRoutes(deps: AppDeps) {
  const { db, clock, config } = deps;

  const metaCallback = (reason: DeletionReason) => async (c: Context) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    try {
      const payload = verifySignedRequest(form.signed_request, config.instagram.appSecret);
      assertFresh(payload, clock.now());
      const requestHash = signedRequestHash(form.signed_request as string);
      const deletion = await deleteForInstagramAccount(deps, payload.userId, reason, requestHash);
      deps.logger.info(
        { reason, connectionsDeleted: deletion.connectionsDeleted, reportsDeleted: deletion.reportsDeleted },
        "instagram data deleted at Meta's request",
      );
      const url = `${appOrigin(c, config)}${DELETION_STATUS_PATH}/${deletion.confirmationCode}`;
      return c.json({ url, confirmation_code: deletion.confirmationCode });
    } catch (error) {
      if (!(error instanceof SignedRequestError)) throw error;
      return c.json({ error: error.problem === 'expired' ? 'Expired signed_request' : 'Invalid signed_request' }, 400);
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

    instagramConnectFinish: factory.createHandlers(limitCaller(deps, 'instagramConnectFinish'), async (c) => {
      const body = connectCallback.safeParse(await readJsonBody(c).catch(() => undefined));
      // Whatever is malformed here did not come from a connect we started.
      if (!body.success) return connectFailure(c, 'state-invalid');
      const outcome = await finishConnect(deps, c.get('uid'), body.data);
      return outcome.ok ? c.json(outcome.view) : connectFailure(c, outcome.failure);
    }),

    instagramRefresh: factory.createHandlers(async (c) => {
      const outcome = await requestRefresh(deps, c.get('uid'));
      if (outcome.ok) return c.json(outcome.view);
      if (outcome.reason === 'too-soon') {
        c.header('Retry-After', String(Math.ceil((outcome.retryAt.getTime() - clock.now().getTime()) / 1000)));
        return c.json(
          refusal('too-soon', 'Instagram was refreshed less than an hour ago', outcome.retryAt.toISOString()),
          429,
        );
      }
      return c.json(refusal(outcome.reason, 'No working Instagram connection to refresh'), 409);
    }),

    instagramDisconnect: factory.createHandlers(async (c) => {
      await db.transaction((tx) => deleteInstagramData(tx, c.get('uid'), clock.now()));
      return c.json(connectionView(undefined, clock.now()));
    }),

    metaDeauthorize: [metaCallback('deauthorize')],
    metaDataDeletion: [metaCallback('data-deletion')],
    metaDeletionStatus: factory.createHandlers(async (c) => {
      const code = param(c, 'code');
      const deletion = CONFIRMATION_CODE.test(code) ? await deletionOf(db, code) : undefined;
      return c.html(deletionStatusPage(code, deletion), deletion ? 200 : 404);
    }),
  } satisfies EndpointHandlers;
}
