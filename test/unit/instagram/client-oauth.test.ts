// The OAuth half of the client: the exact requests it makes and how the documented answers map.
import { describe, expect, it } from 'vitest';
import { createInstagramClient } from '../../../server/instagram/client.ts';
import { clientAnswering, fakeFetch, rejection } from './fake-fetch.ts';
import * as fx from './fixtures.ts';

describe('authorizeUrl', () => {
  it('sends the user to Instagram with our app, exact redirect, the three current scopes and the state', () => {
    const { client } = clientAnswering();
    const url = client.authorizeUrl('st4te_ABC-123');
    expect(url).toBe(
      'https://www.instagram.com/oauth/authorize?client_id=990602627938098' +
        '&redirect_uri=https%3A%2F%2Fprofile.example.com%2Fapi%2Finstagram%2Fcallback&response_type=code' +
        '&scope=instagram_business_basic,instagram_business_manage_comments,instagram_business_manage_insights&state=st4te_ABC-123',
    );
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      client_id: fx.SETTINGS.appId,
      redirect_uri: fx.SETTINGS.redirectUri,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_manage_comments,instagram_business_manage_insights',
      state: 'st4te_ABC-123',
    });
  });

  it('encodes a state that needs it', () => {
    const { client } = clientAnswering();
    expect(new URL(client.authorizeUrl('a&b=c d')).searchParams.get('state')).toBe('a&b=c d');
  });
});

describe('exchangeCode', () => {
  it('POSTs the form to api.instagram.com/oauth/access_token, the trailing #_ stripped', async () => {
    const { client, requests } = clientAnswering({ body: fx.shortTokenWrapped });
    const token = await client.exchangeCode('AQBx-hBsH3code#_');
    expect(requests).toEqual([
      {
        method: 'POST',
        origin: 'https://api.instagram.com',
        path: '/oauth/access_token',
        query: {},
        form: {
          client_id: fx.SETTINGS.appId,
          client_secret: fx.SETTINGS.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: fx.SETTINGS.redirectUri,
          code: 'AQBx-hBsH3code',
        },
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      },
    ]);
    expect(token).toEqual({
      accessToken: fx.SHORT_TOKEN,
      userId: fx.IG_USER_ID,
      permissions: [
        'instagram_business_basic',
        'instagram_business_manage_comments',
        'instagram_business_manage_insights',
      ],
    });
  });

  it('reads the top-level answer too, with a numeric user_id kept exact', async () => {
    const { client } = clientAnswering({ body: fx.shortTokenTopLevelText });
    expect(await client.exchangeCode('AQBcode')).toMatchObject({
      accessToken: fx.SHORT_TOKEN,
      userId: '17841405793187218',
    });
  });

  it('throws a used or wrong code as "other", naming neither the code nor the secret', async () => {
    const { client } = clientAnswering({ status: 400, body: fx.codeRefused });
    const error = await rejection(client.exchangeCode('AQBusedcode#_'));
    expect(error).toMatchObject({
      kind: 'other',
      details: { endpoint: 'POST /oauth/access_token', status: 400, code: 400, type: 'OAuthException' },
    });
    expect(String(error)).toContain('This authorization code has been used');
    expect(JSON.stringify({ message: String(error), details: (error as { details: unknown }).details })).not.toMatch(
      /AQBusedcode|app-secret/,
    );
  });
});

describe('longLived', () => {
  it('GETs graph.instagram.com/<version>/access_token with ig_exchange_token and the secret', async () => {
    const { client, requests } = clientAnswering({ body: fx.longToken });
    expect(await client.longLived(fx.SHORT_TOKEN)).toEqual({
      accessToken: fx.LONG_TOKEN,
      tokenType: 'bearer',
      expiresInSeconds: 5183944,
    });
    expect(requests).toEqual([
      {
        method: 'GET',
        origin: 'https://graph.instagram.com',
        path: '/v25.0/access_token',
        query: { grant_type: 'ig_exchange_token', client_secret: fx.SETTINGS.appSecret, access_token: fx.SHORT_TOKEN },
        form: undefined,
        headers: { accept: 'application/json' },
      },
    ]);
  });

  it('keeps the secret and the token out of a failure', async () => {
    const { client } = clientAnswering({
      status: 400,
      body: {
        error: {
          message: `Invalid client_secret ${fx.SETTINGS.appSecret} for ${fx.SHORT_TOKEN}`,
          type: 'OAuthException',
          code: 101,
        },
      },
    });
    const error = await rejection(client.longLived(fx.SHORT_TOKEN));
    expect(String(error)).toBe(
      'InstagramError: Instagram GET /v25.0/access_token failed (other, HTTP 400 code 101): Invalid client_secret [redacted] for [redacted]',
    );
  });
});

describe('refresh', () => {
  it('GETs <version>/refresh_access_token with ig_refresh_token', async () => {
    const { client, requests } = clientAnswering({ body: { ...fx.longToken, access_token: 'IGQWROrefreshed' } });
    expect(await client.refresh(fx.LONG_TOKEN)).toEqual({
      accessToken: 'IGQWROrefreshed',
      tokenType: 'bearer',
      expiresInSeconds: 5183944,
    });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/v25.0/refresh_access_token',
      query: { grant_type: 'ig_refresh_token', access_token: fx.LONG_TOKEN },
    });
  });

  it('throws an expired token as token-dead', async () => {
    const { client } = clientAnswering({ status: 400, body: fx.tokenExpired });
    expect(await rejection(client.refresh(fx.LONG_TOKEN))).toMatchObject({
      kind: 'token-dead',
      details: { deadReason: 'expired' },
    });
  });
});

describe('settings', () => {
  it('refuses a Graph version that is not like v25.0, and copes with trailing slashes in base URLs', async () => {
    expect(() => createInstagramClient({ ...fx.SETTINGS, graphVersion: '25' })).toThrow(/Graph version/);
    const fake = fakeFetch([{ body: fx.mePlain }]);
    const client = createInstagramClient(
      { ...fx.SETTINGS, graphBaseUrl: 'http://localhost:8080/dev/instagram/graph/', graphVersion: 'v26.0' },
      { fetch: fake.fetch },
    );
    await client.me(fx.LONG_TOKEN);
    expect(fake.requests[0]).toMatchObject({ origin: 'http://localhost:8080', path: '/dev/instagram/graph/v26.0/me' });
  });
});
