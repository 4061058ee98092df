/**
 * The stand-in's Instagram Login: the authorize page (www.instagram.com/oauth/authorize) where a
 * developer picks a test account or cancels, and the code exchange (POST api.instagram.com/oauth/access_token),
 * both checked as Meta's documentation says Meta checks them.
 */
import { Hono, type Context } from 'hono';
import { INSTAGRAM_CALLBACK_PATH } from '../../../content/instagram-connection.ts';
import type { AppDeps } from '../../deps.ts';
import { appOrigin } from '../../http.ts';
import { isStandInAccountKey, standInAccount } from './accounts.ts';
import type { CodeRedemption, CodeStore } from './codes.ts';
import { authorizeErrorPage, consentPage } from './pages.ts';
import type { SwitchBoard } from './switches.ts';
import { issueToken } from './tokens.ts';

const AUTHORIZE_PATH = '/dev/instagram/oauth/authorize';
const TOKEN_PATH = '/dev/instagram/api/oauth/access_token';
const REQUIRED_SCOPE = 'instagram_business_basic';
/** The current scopes of Instagram Login; the pre-2025 names are refused. */
const KNOWN_SCOPES = new Set([
  REQUIRED_SCOPE,
  'instagram_business_manage_comments',
  'instagram_business_manage_insights',
  'instagram_business_content_publish',
  'instagram_business_manage_messages',
]);

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  /** Repeated verbatim on the way back; left out when the app sent none. */
  state?: string;
}

type Checked = { ok: true; request: AuthorizeRequest } | { ok: false; problem: string };

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** `registered`: the one redirect_uri the app has registered, as Meta's dashboard keeps them (the app's own callback). */
function checkAuthorize(query: Record<string, string>, appId: string, registered: string): Checked {
  const {
    client_id: clientId = '',
    redirect_uri: redirectUri = '',
    response_type: responseType,
    scope = '',
    state,
  } = query;
  const scopes = scope
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = scopes.filter((name) => !KNOWN_SCOPES.has(name));
  if (clientId !== appId) return { ok: false, problem: 'Invalid platform app' };
  if (!isHttpUrl(redirectUri) || redirectUri !== registered) return { ok: false, problem: 'Invalid redirect_uri' };
  if (responseType !== 'code') return { ok: false, problem: 'response_type must be code' };
  if (unknown.length) return { ok: false, problem: `Invalid Scopes: ${unknown.join(', ')}` };
  if (!scopes.includes(REQUIRED_SCOPE)) return { ok: false, problem: `The scope ${REQUIRED_SCOPE} is required` };
  return { ok: true, request: { clientId, redirectUri, scopes, state } };
}

/** The authorize query again, for the consent page's links. */
function authorizeQuery({ clientId, redirectUri, scopes, state }: AuthorizeRequest): URLSearchParams {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: scopes.join(','),
  });
  if (state !== undefined) query.set('state', state);
  return query;
}

/** `redirect_uri` with the answer's parameters after its own, then `state`. */
function backToApp({ redirectUri, state }: AuthorizeRequest, params: Record<string, string>, hash = ''): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.append(key, value);
  if (state !== undefined) url.searchParams.append('state', state);
  url.hash = hash;
  return url.href;
}

const CODE_REFUSALS: Record<Extract<CodeRedemption, { ok: false }>['problem'], string> = {
  unknown: 'Invalid authorization code',
  used: 'This authorization code has been used',
  expired: 'This authorization code has expired',
};

export function oauthRoutes(
  { clock, config }: Pick<AppDeps, 'clock' | 'config'>,
  { codes, switches }: { codes: CodeStore; switches: SwitchBoard },
) {
  const { appId, appSecret } = config.instagram;
  const registeredRedirect = (c: Context) => `${appOrigin(c, config)}${INSTAGRAM_CALLBACK_PATH}`;

  return new Hono()
    .get(AUTHORIZE_PATH, (c) => {
      const checked = checkAuthorize(c.req.query(), appId, registeredRedirect(c));
      if (!checked.ok) return c.html(authorizeErrorPage(checked.problem), 400);
      const query = authorizeQuery(checked.request);
      const allowHref = (account: string) => `${AUTHORIZE_PATH}/allow?${query}&account=${account}`;
      return c.html(
        consentPage({
          appId,
          scopes: checked.request.scopes,
          allowHref,
          denyHref: `${AUTHORIZE_PATH}/deny?${query}`,
          switches,
        }),
      );
    })

    .get(`${AUTHORIZE_PATH}/allow`, (c) => {
      const checked = checkAuthorize(c.req.query(), appId, registeredRedirect(c));
      if (!checked.ok) return c.html(authorizeErrorPage(checked.problem), 400);
      const account = c.req.query('account');
      if (!isStandInAccountKey(account)) return c.html(authorizeErrorPage('Unknown test account'), 400);
      const { clientId, redirectUri, scopes } = checked.request;
      const code = codes.issue({ account, clientId, redirectUri, scopes });
      // Meta ends the address with `#_`, which apps strip.
      return c.redirect(backToApp(checked.request, { code }, '_'), 302);
    })

    .get(`${AUTHORIZE_PATH}/deny`, (c) => {
      const checked = checkAuthorize(c.req.query(), appId, registeredRedirect(c));
      if (!checked.ok) return c.html(authorizeErrorPage(checked.problem), 400);
      const refusal = {
        error: 'access_denied',
        error_reason: 'user_denied',
        error_description: 'The user denied your request.',
      };
      return c.redirect(backToApp(checked.request, refusal), 302);
    })

    .post(TOKEN_PATH, async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const field = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined);
      const refuse = (message: string) =>
        c.json({ error_type: 'OAuthException', code: 400, error_message: message }, 400);
      const clientId = field('client_id');
      if (clientId !== appId) return refuse('Invalid platform app');
      if (field('client_secret') !== appSecret) return refuse('Error validating client secret.');
      if (field('grant_type') !== 'authorization_code')
        return refuse('Unsupported grant_type: expected authorization_code');
      const code = field('code');
      const redirectUri = field('redirect_uri');
      if (!code || !redirectUri) return refuse('Missing required parameter: code and redirect_uri');
      const redemption = codes.redeem(code);
      if (!redemption.ok) return refuse(CODE_REFUSALS[redemption.problem]);
      const { grant } = redemption;
      if (grant.clientId !== clientId || grant.redirectUri !== redirectUri) {
        return refuse(
          'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        );
      }
      const { token } = issueToken(grant.account, 'short', clock.now());
      // The documented wrapping; `permissions` are the scopes the user granted.
      return c.json({
        data: [
          { access_token: token, user_id: standInAccount(grant.account).userId, permissions: grant.scopes.join(',') },
        ],
      });
    });
}
