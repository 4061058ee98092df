// What a failed call reads as in the machines (spec 8): the failures the services' libraries
// really throw, turned into one CallFailure value by src/services/call-failure.ts.
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { failureOf, UNKNOWN_FAILURE } from '../../domain/call-failure';
import { toCallFailure } from '../../src/services/call-failure';
import { FetchError } from '../../src/services/http';

describe('toCallFailure', () => {
  it("reads a refused call's status and the server's error text", () => {
    expect(toCallFailure(new FetchError(429, { error: 'Slow down' }))).toEqual({
      status: 429,
      code: null,
      text: 'Slow down',
      serverText: 'Slow down',
      retryAt: null,
    });
  });

  it("reads the server's error object: its code, its message and when to try again", () => {
    const data = { error: { code: 'too-soon', message: 'Try again later', retryAt: '2026-11-26T23:00:00.000Z' } };
    expect(toCallFailure(new FetchError(429, data))).toEqual({
      status: 429,
      code: 'too-soon',
      text: 'Try again later',
      serverText: 'Try again later',
      retryAt: '2026-11-26T23:00:00.000Z',
    });
  });

  it("falls back to the error's message when the response carries no words (spec 8), never as the server's", () => {
    const failure = toCallFailure(new FetchError(502, undefined));
    expect([failure.status, failure.text, failure.serverText]).toEqual([502, 'Request failed with status 502', null]);
  });

  it("reads the identity provider's code and message", () => {
    const failure = toCallFailure(new FirebaseError('auth/wrong-password', 'Firebase: Error (auth/wrong-password).'));
    expect([failure.status, failure.code, failure.text]).toEqual([
      null,
      'auth/wrong-password',
      'Firebase: Error (auth/wrong-password).',
    ]);
  });

  it("reads a network failure's message, with no status", () => {
    expect(toCallFailure(new TypeError('Failed to fetch'))).toMatchObject({ status: null, text: 'Failed to fetch' });
  });

  it('keeps a CallFailure thrown as it is', () => {
    const failure = { status: 429, code: 'too-soon', text: 'Later', serverText: 'Later', retryAt: null };
    expect(toCallFailure(failure)).toBe(failure);
  });

  it('reads a thrown string as the text, and a blank one as nothing', () => {
    expect(toCallFailure('No subscriptions').text).toBe('No subscriptions');
    expect(toCallFailure('  ')).toEqual(UNKNOWN_FAILURE);
  });

  it('gives back a failure already read as it came (a call wrapping another, a fake service)', () => {
    const failure = toCallFailure(new FetchError(404, { error: { code: 'auth/user-not-found', message: 'No user' } }));
    expect(toCallFailure(failure)).toBe(failure);
  });
});

describe('failureOf', () => {
  it('gives back a CallFailure as it came', () => {
    const failure = toCallFailure(new FetchError(400, { error: 'Bad export' }));
    expect(failureOf(failure)).toBe(failure);
  });

  it('reads anything else as a failure that carries nothing', () => {
    for (const thrown of [new Error('bug'), 'text', null, undefined, { status: 500 }]) {
      expect(failureOf(thrown)).toEqual(UNKNOWN_FAILURE);
    }
  });
});
