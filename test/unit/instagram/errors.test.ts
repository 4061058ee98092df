// Classification of failed calls and the usage headers, on the documented error bodies.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THROTTLE_WAIT_MS,
  backoffMs,
  classifyFailure,
  networkFailure,
  redactSecrets,
  type InstagramError,
} from '../../../server/instagram/errors.ts';
import {
  highestUsagePercent,
  parseAppUsage,
  parseBusinessUseCaseUsage,
  parseUsage,
  regainAccessMs,
} from '../../../server/instagram/usage.ts';
import * as fx from './fixtures.ts';

const endpoint = 'GET /v25.0/me';
const classify = (status: number, body: unknown, headers: Record<string, string> = {}): InstagramError =>
  classifyFailure({ endpoint, status, body, headers: new Headers(headers), secrets: [fx.LONG_TOKEN] });

describe('classifyFailure', () => {
  it('reads code 190 as a dead token, with the subcode as the reason', () => {
    expect(classify(400, fx.tokenExpired)).toMatchObject({
      kind: 'token-dead',
      details: { code: 190, subcode: 463, deadReason: 'expired', status: 400, fbtraceId: 'AQx7Ba2Qd0mVYhBbU1mQ' },
    });
    expect(classify(400, fx.passwordChanged).details.deadReason).toBe('password-changed');
    expect(classify(400, fx.tokenInvalid)).toMatchObject({
      kind: 'token-dead',
      details: { subcode: undefined, deadReason: 'invalid' },
    });
  });

  it('reads codes 4, 17, 32, 613 and 80002 as throttled, waiting an hour when no header says how long', () => {
    for (const body of [fx.appLimit, fx.userLimit, fx.pageLimit, fx.callRateLimit, fx.instagramLimit]) {
      const error = classify(400, body);
      expect(error.kind, String(body.error.code)).toBe('throttled');
      expect(error.details.waitMs).toBe(DEFAULT_THROTTLE_WAIT_MS);
    }
  });

  it('takes the wait from estimated_time_to_regain_access (minutes) and keeps the usage', () => {
    const error = classify(400, fx.instagramLimit, {
      'x-business-use-case-usage': fx.BUSINESS_USAGE_LIMITED,
      'x-app-usage': fx.APP_USAGE,
    });
    expect(error).toMatchObject({ kind: 'throttled', details: { code: 80002, subcode: 2207051, waitMs: 12 * 60_000 } });
    expect(error.details.usage?.app).toEqual({ callCount: 28, totalTime: 25, totalCputime: 25 });
    expect(error.details.usage?.businessUseCases).toEqual([
      {
        id: fx.IG_USER_ID,
        type: 'instagram',
        callCount: 100,
        totalCputime: 12,
        totalTime: 20,
        regainAccessMinutes: 12,
      },
    ]);
  });

  it('keeps throttling ahead of is_transient (code 4 carries it), and reads HTTP 429 as throttled', () => {
    expect(classify(400, fx.appLimit).kind).toBe('throttled');
    expect(classify(429, undefined).kind).toBe('throttled');
  });

  it('reads a malformed usage header as absent', () => {
    const error = classify(400, fx.userLimit, { 'x-business-use-case-usage': '{not json', 'x-app-usage': '[]' });
    expect(error.details.waitMs).toBe(DEFAULT_THROTTLE_WAIT_MS);
    expect(error.details.usage).toEqual({ app: undefined, businessUseCases: [] });
  });

  it('reads is_transient, a 5xx with any body and codes 1 and 2 as transient', () => {
    expect(classify(500, fx.serviceDown).kind).toBe('transient');
    expect(classify(400, { error: { message: 'Please retry', type: 'OAuthException', code: 1 } }).kind).toBe(
      'transient',
    );
    expect(
      classify(400, {
        error: { message: 'Temporarily unavailable', type: 'OAuthException', code: 9007, is_transient: true },
      }).kind,
    ).toBe('transient');
    expect(classify(503, undefined).kind).toBe('transient');
    expect(classify(502, '<html>Bad gateway</html>').kind).toBe('transient');
  });

  it('reads the rest as other: a refused code, a bad parameter, an unknown body', () => {
    expect(classify(400, fx.codeRefused)).toMatchObject({
      kind: 'other',
      details: { code: 400, type: 'OAuthException' },
    });
    expect(classify(400, fx.badParameter)).toMatchObject({ kind: 'other', details: { code: 100 } });
    expect(classify(404, undefined)).toMatchObject({ kind: 'other', details: { code: undefined, status: 404 } });
  });

  it('says what failed in the message, without the token', () => {
    const error = classify(400, {
      error: { message: `Bad token ${fx.LONG_TOKEN}`, type: 'OAuthException', code: 190, error_subcode: 467 },
    });
    expect(error.message).toBe(
      'Instagram GET /v25.0/me failed (token-dead, HTTP 400 code 190/467): Bad token [redacted]',
    );
    expect(error.name).toBe('InstagramError');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('networkFailure', () => {
  it('is transient and carries no token from the cause', () => {
    const error = networkFailure(
      endpoint,
      new TypeError(`fetch failed: https://graph.instagram.com/v25.0/me?access_token=${fx.LONG_TOKEN}`),
      [fx.LONG_TOKEN],
    );
    expect(error.kind).toBe('transient');
    expect(error.message).not.toContain(fx.LONG_TOKEN);
    expect(error.message).toContain('TypeError: fetch failed');
  });
});

describe('redactSecrets', () => {
  it('removes each known secret and whatever still looks like a token in a query', () => {
    expect(redactSecrets('secret s3cr3t-value and ?access_token=IGQWRunknown&x=1', ['s3cr3t-value'])).toBe(
      'secret [redacted] and ?access_token=[redacted]&x=1',
    );
  });
});

describe('usage headers', () => {
  it('reads X-App-Usage and ignores a malformed one', () => {
    expect(parseAppUsage(fx.APP_USAGE)).toEqual({ callCount: 28, totalTime: 25, totalCputime: 25 });
    for (const bad of [null, '', 'call_count=28', '{"call_count":"lots"}', '{"total_time":3}', '[1,2]'])
      expect(parseAppUsage(bad), String(bad)).toBeUndefined();
  });

  it('reads X-Business-Use-Case-Usage, skipping malformed entries and ids', () => {
    const header = JSON.stringify({
      '111': [{ type: 'instagram', call_count: 40, total_cputime: 5, total_time: 7 }, { call_count: 'many' }],
      '222': 'not a list',
      '333': [{ type: 'instagram', call_count: 90, estimated_time_to_regain_access: 3 }],
    });
    expect(parseBusinessUseCaseUsage(header)).toEqual([
      { id: '111', type: 'instagram', callCount: 40, totalCputime: 5, totalTime: 7, regainAccessMinutes: 0 },
      { id: '333', type: 'instagram', callCount: 90, totalCputime: 0, totalTime: 0, regainAccessMinutes: 3 },
    ]);
    for (const bad of [null, '{oops', '[]', '"text"', 'null', '42'])
      expect(parseBusinessUseCaseUsage(bad), String(bad)).toEqual([]);
  });

  it('answers the longest regain time and the highest percentage', () => {
    const usage = parseUsage(
      new Headers({
        'x-app-usage': fx.APP_USAGE,
        'x-business-use-case-usage': JSON.stringify({
          a: [{ call_count: 10, estimated_time_to_regain_access: 2 }],
          b: [{ total_time: 95, estimated_time_to_regain_access: 7 }],
        }),
      }),
    );
    expect(regainAccessMs(usage)).toBe(7 * 60_000);
    expect(highestUsagePercent(usage)).toBe(95);
    expect(regainAccessMs({ businessUseCases: [] })).toBeUndefined();
    expect(highestUsagePercent({ businessUseCases: [] })).toBe(0);
  });
});

describe('backoffMs', () => {
  it('doubles per attempt with jitter in the upper half, capped at 5 minutes', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(30, () => 1)).toBe(300_000);
  });
});
