// Client log records (GET / with source, POST /) and analytics events (POST /event).
import { describe, expect, it } from 'vitest';
import { api, post } from './helpers.ts';

describe('logging', () => {
  it('stores GET /?source=... as a record and answers 204', async () => {
    const query = new URLSearchParams({
      source: 'sign_in_error',
      message: 'auth/wrong-password',
      data: JSON.stringify({ email: 'a@demo.test', password: 'secret' }),
      creds: 'eyJlbWFpbCI6ImEiLCJwYXNzd29yZCI6ImIifQ==',
    });
    const response = await api(`/?${query}`);
    expect(response.status).toBe(204);
  });

  it('accepts the same fields as a text/plain JSON POST', async () => {
    expect(
      (await post('/', { source: 'check_active_subscription', message: 'none', subscriptions: '[]' })).status,
    ).toBe(204);
  });

  it('rejects a malformed record with a JSON 400', async () => {
    for (const response of [
      await api('/?source='),
      await api(`/?source=${'x'.repeat(65)}`),
      await post('/', '{broken'),
      await post('/', { message: 'no source' }),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
  });
});

describe('POST /event', () => {
  it('stores an event sent as application/json or text/plain', async () => {
    const event = {
      event: 'Cancel subscription click',
      userAgent: 'test',
      host: 'localhost',
      project: 'profile-analyzer',
      email: 'a@demo.test',
    };
    expect((await post('/event', event, { 'content-type': 'application/json' })).status).toBe(204);
    expect((await post('/event', event)).status).toBe(204);
  });

  it('rejects an event without a name with a JSON 400', async () => {
    const response = await post('/event', { userAgent: 'test' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/event/);
  });

  it('trims the name, and refuses a blank or overlong one saying why', async () => {
    for (const [event, error] of [
      ['   ', 'event: Too small: expected string to have >=1 characters'],
      ['x'.repeat(201), 'event: Too big: expected string to have <=200 characters'],
    ]) {
      const response = await post('/event', { event, userAgent: 'test' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect((await post('/event', { event: '  Contract test  ' })).status).toBe(204);
  });

  it('rejects an oversized body with a JSON 413', async () => {
    const response = await post('/event', { event: 'big', filler: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toHaveProperty('error');
  });

  it('measures a body sent without a length (chunked) as it arrives: 413 past the limit, read when under', async () => {
    const chunked = (text: string) =>
      api('/event', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit);
    const big = await chunked(JSON.stringify({ event: 'big', filler: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'Body larger than 16384 bytes' });
    expect((await chunked(JSON.stringify({ event: 'Chunked test' }))).status).toBe(204);
  });
});
