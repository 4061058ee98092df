// Meta's signed_request for the deauthorize and data-deletion callbacks, signed here as Meta signs
// it: base64url(HMAC-SHA256(app secret, base64url(payload))) + '.' + base64url(payload).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assertFresh,
  SignedRequestError,
  signedRequestHash,
  verifySignedRequest,
} from '../../../server/instagram/signed-request.ts';
import { SETTINGS } from './fixtures.ts';

const SECRET = SETTINGS.appSecret;
const b64 = (text: string) => Buffer.from(text).toString('base64url');

function sign(payloadJson: string, secret = SECRET): string {
  const payload = b64(payloadJson);
  return `${createHmac('sha256', secret).update(payload).digest('base64url')}.${payload}`;
}

const problem = (signedRequest: unknown) => {
  try {
    verifySignedRequest(signedRequest, SECRET);
  } catch (error) {
    expect(error).toBeInstanceOf(SignedRequestError);
    return (error as SignedRequestError).problem;
  }
  return 'accepted';
};

describe('verifySignedRequest', () => {
  it('answers the user id of a good signed_request', () => {
    const signed = sign('{"algorithm":"HMAC-SHA256","expires":1291840400,"issued_at":1291836800,"user_id":"218471"}');
    expect(verifySignedRequest(signed, SECRET)).toEqual({
      algorithm: 'HMAC-SHA256',
      userId: '218471',
      issuedAt: 1291836800,
    });
  });

  it('keeps a numeric user_id above 2^53 exact, and accepts the algorithm in any case and padded parts', () => {
    const signed = sign('{"algorithm":"hmac-sha256","user_id":17841405793187218}');
    expect(verifySignedRequest(signed, SECRET).userId).toBe('17841405793187218');
    const [signature, payload] = sign('{"algorithm":"HMAC-SHA256","user_id":"1"}').split('.');
    expect(verifySignedRequest(`${signature}=.${payload}`, SECRET).userId).toBe('1');
  });

  it('refuses a signature made with another secret, a tampered payload and a truncated signature', () => {
    const good = sign('{"algorithm":"HMAC-SHA256","user_id":"218471"}');
    const [signature] = good.split('.');
    expect(problem(sign('{"algorithm":"HMAC-SHA256","user_id":"218471"}', 'another-secret'))).toBe('bad-signature');
    expect(problem(`${signature}.${b64('{"algorithm":"HMAC-SHA256","user_id":"999"}')}`)).toBe('bad-signature');
    expect(problem(`${signature.slice(0, 20)}.${good.split('.')[1]}`)).toBe('bad-signature');
  });

  it('refuses a correctly signed payload naming another algorithm, or none', () => {
    expect(problem(sign('{"algorithm":"HMAC-SHA1","user_id":"218471"}'))).toBe('bad-algorithm');
    expect(problem(sign('{"algorithm":"none","user_id":"218471"}'))).toBe('bad-algorithm');
    expect(problem(sign('{"user_id":"218471"}'))).toBe('malformed');
  });

  it('refuses anything malformed', () => {
    const good = sign('{"algorithm":"HMAC-SHA256","user_id":"218471"}');
    for (const bad of [
      undefined,
      42,
      '',
      'abc',
      '.abc',
      'abc.',
      'a.b.c',
      `${good}.x`,
      good.replace('.', '. '),
      'sig+/.payload',
      'x'.repeat(9000) + '.y',
    ]) {
      expect(problem(bad), String(bad).slice(0, 40)).toBe('malformed');
    }
    expect(problem(sign('not json'))).toBe('malformed');
    expect(problem(sign('{"algorithm":"HMAC-SHA256"}'))).toBe('malformed');
    expect(problem(sign('{"algorithm":"HMAC-SHA256","user_id":""}'))).toBe('malformed');
    expect(problem(sign('["HMAC-SHA256"]'))).toBe('malformed');
  });

  it('refuses to verify without an app secret', () => {
    expect(() => verifySignedRequest(sign('{"algorithm":"HMAC-SHA256","user_id":"1"}'), '')).toThrow(/app secret/);
  });

  it('takes a signed_request issued within five minutes of now, either way, and nothing older or undated', () => {
    const issuedAt = 1_795_000_000;
    const payload = { algorithm: 'HMAC-SHA256', userId: '1', issuedAt };
    const at = (offsetMs: number) => new Date(issuedAt * 1000 + offsetMs);
    for (const offset of [0, 4 * 60_000, -4 * 60_000]) expect(() => assertFresh(payload, at(offset))).not.toThrow();
    for (const offset of [6 * 60_000, -6 * 60_000, 25 * 365 * 86_400_000]) {
      expect(() => assertFresh(payload, at(offset))).toThrow(SignedRequestError);
    }
    expect(() => assertFresh({ ...payload, issuedAt: undefined }, at(0))).toThrow(/issued_at/);
  });

  it('names a request by its signature: the same request alike, another apart', () => {
    const one = sign('{"algorithm":"HMAC-SHA256","user_id":"1","issued_at":1}');
    const other = sign('{"algorithm":"HMAC-SHA256","user_id":"1","issued_at":2}');
    expect(signedRequestHash(one)).toBe(signedRequestHash(one));
    expect(signedRequestHash(one)).not.toBe(signedRequestHash(other));
    expect(signedRequestHash(one)).toMatch(/^[0-9a-f]{64}$/);
  });
});
