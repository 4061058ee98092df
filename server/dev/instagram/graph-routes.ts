/**
 * The stand-in's Graph API (graph.instagram.com), under /dev/instagram/graph/<version>/: token
 * exchange and refresh, /me, the media list, a post's comments and insights, account insights, answering the
 * shapes Meta documents. Every answer carries the usage headers;
 * every call needs a valid token of a test account and obeys that account's switches.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { standInAccount, standInComments, standInMedia, type StandInAccount } from './accounts.ts';
import { parseFields, pickFields } from './fields.ts';
import { commentNode, mediaNode, userNode } from './graph-nodes.ts';
import {
  applicationLimit,
  BadParameter,
  graphFailure,
  invalidParameter,
  tokenExpired,
  tokenMalformed,
  tokenMissing,
  unsupportedRequest,
} from './graph-errors.ts';
import { standInInsights } from './insights.ts';
import { NotEnoughViewers, standInMediaInsights } from './media-insights.ts';
import { page, pageLimit } from './paging.ts';
import type { SwitchBoard } from './switches.ts';
import { issueToken, readToken, type StandInToken } from './tokens.ts';
import type { UsageMeter } from './usage-meter.ts';

export const GRAPH_PATH = '/dev/instagram/graph';
const VERSION = ':version{v[0-9]+\\.[0-9]+}';
/** The user node: `me` or the account's id (Meta's next page of /me/media names the id). */
const USER = ':user{me|[0-9]+}';
/** Meta's page size of media (our client's default); comments come 50 a page at most. */
const MEDIA_PAGE_MAX = 25;
const COMMENTS_PAGE_DEFAULT = 25;
const COMMENTS_PAGE_MAX = 50;
const REFRESHABLE_AFTER_MS = 24 * 3_600_000;

interface Caller {
  account: StandInAccount;
  token: StandInToken;
}
type GraphEnv = { Variables: { caller?: Caller; throttled?: boolean } };
type GraphContext = Context<GraphEnv>;

/** The caller the token check set; every route below runs after it. */
function callerOf(c: GraphContext): Caller {
  const caller = c.get('caller');
  if (!caller) throw new Error('Graph route reached without a checked token');
  return caller;
}

/** A request's answer, or Graph's error 100 when building it refused a parameter. */
function answer(c: GraphContext, build: () => unknown) {
  try {
    return c.json(build());
  } catch (error) {
    if (error instanceof BadParameter) return graphFailure(c, invalidParameter(error.message));
    throw error;
  }
}

export function graphRoutes(
  { clock, config }: Pick<AppDeps, 'clock' | 'config'>,
  { switches, meter }: { switches: SwitchBoard; meter: UsageMeter },
) {
  const longToken = (account: StandInAccount) => {
    const { token, expiresInSeconds } = issueToken(account.key, 'long', clock.now());
    return { access_token: token, token_type: 'bearer', expires_in: expiresInSeconds };
  };
  /** `user` must name the caller's account. */
  const ownUser = (c: GraphContext) => ['me', callerOf(c).account.userId].includes(c.req.param('user') ?? '');
  const origin = (c: GraphContext) => new URL(c.req.url).origin;

  return (
    new Hono<GraphEnv>()
      .use(async (c, next) => {
        await next();
        for (const [name, value] of Object.entries(meter(c.get('caller')?.account, c.get('throttled') ?? false)))
          c.res.headers.set(name, value);
      })
      .use(async (c, next) => {
        const text = c.req.query('access_token');
        if (!text) return graphFailure(c, tokenMissing);
        const token = readToken(text);
        if (!token) return graphFailure(c, tokenMalformed);
        c.set('caller', { account: standInAccount(token.account), token });
        const switched = switches.of(token.account);
        if (token.expiresAt <= clock.now()) return graphFailure(c, tokenExpired(token.expiresAt));
        if (switched.expiredToken) return graphFailure(c, tokenExpired(clock.now()));
        if (switched.rateLimited) {
          c.set('throttled', true);
          return graphFailure(c, applicationLimit);
        }
        await next();
      })

      .get(`/${VERSION}/access_token`, (c) => {
        const { account, token } = callerOf(c);
        if (c.req.query('grant_type') !== 'ig_exchange_token')
          return graphFailure(c, invalidParameter('grant_type must be ig_exchange_token'));
        // Meta's code for a wrong secret is not documented here: 100 keeps it a plain refusal.
        if (c.req.query('client_secret') !== config.instagram.appSecret)
          return graphFailure(c, { code: 100, message: 'Error validating client secret.' });
        if (token.kind !== 'short')
          return graphFailure(c, invalidParameter('access_token must be a short-lived token'));
        return c.json(longToken(account));
      })

      .get(`/${VERSION}/refresh_access_token`, (c) => {
        const { account, token } = callerOf(c);
        if (c.req.query('grant_type') !== 'ig_refresh_token')
          return graphFailure(c, invalidParameter('grant_type must be ig_refresh_token'));
        if (token.kind !== 'long')
          return graphFailure(c, invalidParameter('Only a long-lived access token can be refreshed'));
        // Meta documents the 24-hour rule but not its error: code 100 is the stand-in's guess.
        if (clock.now().getTime() - token.issuedAt.getTime() < REFRESHABLE_AFTER_MS) {
          return graphFailure(
            c,
            invalidParameter('The access token can be refreshed once it is at least 24 hours old'),
          );
        }
        return c.json(longToken(account));
      })

      .get(`/${VERSION}/me`, (c) =>
        answer(c, () => {
          const { account } = callerOf(c);
          const me = pickFields(userNode(account, origin(c)), parseFields(c.req.query('fields')), 'User');
          return account.wrapsMe ? { data: [me] } : me;
        }),
      )

      .get(`/${VERSION}/${USER}/media`, (c) => {
        if (!ownUser(c)) return graphFailure(c, unsupportedRequest('GET', c.req.param('user') ?? ''));
        return answer(c, () => {
          const { account } = callerOf(c);
          const fields = parseFields(c.req.query('fields'));
          const limit = pageLimit(c.req.query('limit'), MEDIA_PAGE_MAX, MEDIA_PAGE_MAX);
          const request = {
            url: new URL(c.req.url),
            pathname: `${GRAPH_PATH}/${c.req.param('version')}/${account.userId}/media`,
            limit,
          };
          return page(standInMedia(account.key), request, (post) =>
            pickFields(mediaNode(post, account, origin(c)), fields, 'Media'),
          );
        });
      })

      .get(`/${VERSION}/:mediaId/comments`, (c) => {
        const { account } = callerOf(c);
        const mediaId = c.req.param('mediaId');
        if (!standInMedia(account.key).some((post) => post.id === mediaId))
          return graphFailure(c, unsupportedRequest('GET', mediaId));
        return answer(c, () => {
          const fields = parseFields(c.req.query('fields'));
          const limit = pageLimit(c.req.query('limit'), COMMENTS_PAGE_DEFAULT, COMMENTS_PAGE_MAX);
          return page(
            standInComments(account.key, mediaId),
            { url: new URL(c.req.url), pathname: c.req.path, limit },
            (comment) => pickFields(commentNode(comment), fields, 'Comment'),
          );
        });
      })

      // The account's insights, or one of its posts' (media ids are digits too).
      .get(`/${VERSION}/${USER}/insights`, (c) => {
        const { account } = callerOf(c);
        if (ownUser(c)) return answer(c, () => ({ data: standInInsights(account, c.req.query(), clock.now()) }));
        const post = standInMedia(account.key).find((item) => item.id === c.req.param('user'));
        if (!post) return graphFailure(c, unsupportedRequest('GET', c.req.param('user') ?? ''));
        try {
          const { repostsRetired } = switches.of(account.key);
          return answer(c, () => ({
            data: standInMediaInsights(account, post, c.req.query('metric'), { repostsRetired }),
          }));
        } catch (error) {
          if (error instanceof NotEnoughViewers) return graphFailure(c, { code: 10, message: error.message });
          throw error;
        }
      })

      .all('*', (c) => graphFailure(c, unsupportedRequest(c.req.method, c.req.path.slice(GRAPH_PATH.length + 1))))
  );
}
