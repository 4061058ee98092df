/** Spec 3 (login-link credentials) and spec 2.2 (credentials route): decode creds, then drop them from the address. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeCreds, takeLoginLinkCredentials } from '../../src/app/login-link';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

describe('decodeCreds', () => {
  it('decodes base64 JSON into email and password', () => {
    expect(decodeCreds(encode({ email: 'trial@demo.test', password: 'demo1234' }))).toEqual({
      email: 'trial@demo.test',
      password: 'demo1234',
    });
  });

  it('falls back to URL-decoding first', () => {
    const raw = encode({ email: 'trial@demo.test', password: 'p?>>word' });
    const encoded = encodeURIComponent(raw);
    expect(encoded).not.toBe(raw); // precondition: the value really is URL-encoded
    expect(decodeCreds(encoded)).toEqual({ email: 'trial@demo.test', password: 'p?>>word' });
  });

  it("survives URLSearchParams turning an unencoded '+' into a space", () => {
    const raw = encode({ email: 'trial@demo.test', password: 'p?>>word' });
    expect(raw).toContain('+'); // precondition
    const read = new URLSearchParams(`creds=${raw}`).get('creds')!;
    expect(read).toContain(' ');
    expect(decodeCreds(read)).toEqual({ email: 'trial@demo.test', password: 'p?>>word' });
  });

  it('keeps a non-ASCII password intact', () => {
    const creds = { email: 'jürgen@demo.test', password: 'pässwörd-密码-🔑' };
    expect(decodeCreds(encode(creds))).toEqual(creds);
    expect(decodeCreds(encodeURIComponent(encode(creds)))).toEqual(creds);
  });

  it.each([
    ['not base64 at all', '!!!not-base64!!!'],
    ['base64 of plain text', Buffer.from('hello world').toString('base64')],
    ['JSON without a password', encode({ email: 'trial@demo.test' })],
    ['JSON with a non-string password', encode({ email: 'trial@demo.test', password: 123456 })],
    ['JSON null', encode(null)],
    ['a broken percent escape', '%E0%A4%A'],
    ['an empty value', ''],
  ])('gives null for %s', (_label, value) => {
    expect(decodeCreds(value)).toBeNull();
  });
});

describe('takeLoginLinkCredentials', () => {
  function fakeWindow(href: string) {
    const replaceState = vi.fn();
    vi.stubGlobal('window', { location: { href }, history: { state: { key: 'k1' }, replaceState } });
    return replaceState;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('returns the credentials and removes creds from the address, keeping the other parameters', () => {
    const creds = encodeURIComponent(encode({ email: 'trial@demo.test', password: 'demo1234' }));
    const replaceState = fakeWindow(`https://app.example.com/sign-in?utm_source=mail&creds=${creds}&lang=en#top`);
    expect(takeLoginLinkCredentials()).toEqual({ email: 'trial@demo.test', password: 'demo1234' });
    expect(replaceState).toHaveBeenCalledTimes(1);
    const url = new URL(replaceState.mock.calls[0][2] as string, 'https://app.example.com');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.has('creds')).toBe(false);
    expect(url.searchParams.get('utm_source')).toBe('mail');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.hash).toBe('#top');
  });

  it("reads an unencoded '+' in the link", () => {
    const raw = encode({ email: 'trial@demo.test', password: 'p?>>word' });
    const replaceState = fakeWindow(`https://app.example.com/?creds=${raw}`);
    expect(takeLoginLinkCredentials()).toEqual({ email: 'trial@demo.test', password: 'p?>>word' });
    expect(replaceState.mock.calls[0][2]).toBe('/');
  });

  it('still removes undecodable creds from the address', () => {
    const replaceState = fakeWindow('https://app.example.com/dashboard?creds=garbage!!&a=1');
    expect(takeLoginLinkCredentials()).toBeNull();
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0][2]).toBe('/dashboard?a=1');
  });

  it('leaves the address alone without creds', () => {
    const replaceState = fakeWindow('https://app.example.com/sign-in?a=1');
    expect(takeLoginLinkCredentials()).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
