/** Tokens at rest (server/token-cipher.ts): sealed with AES-256-GCM, never readable without the key. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTokenKey, parseTokenKey, tokenCipher } from '../../server/token-cipher';

const TOKEN = 'IGAAJ1aB2cD3eF4-long-lived-token';

describe('tokenCipher', () => {
  const cipher = tokenCipher(Buffer.alloc(32, 1));

  it('opens what it sealed; the sealed text holds no part of the token and differs each time', () => {
    const first = cipher.seal(TOKEN);
    const second = cipher.seal(TOKEN);
    expect(cipher.open(first)).toBe(TOKEN);
    expect(first).not.toBe(second);
    expect(first).not.toContain('IGAA');
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
  });

  it('refuses a changed byte, another key and a text it did not seal', () => {
    const sealed = cipher.seal(TOKEN);
    // Flip one bit of the ciphertext itself (a changed base64 letter may only touch padding bits).
    const [prefix, nonce, tag, data] = sealed.split('.');
    const changed = Buffer.from(data, 'base64url');
    changed[0] ^= 1;
    expect(() => cipher.open([prefix, nonce, tag, changed.toString('base64url')].join('.'))).toThrow();
    expect(() => tokenCipher(Buffer.alloc(32, 2)).open(sealed)).toThrow();
    expect(() => cipher.open(TOKEN)).toThrow(/Not a sealed token/);
  });
});

describe('loadTokenKey', () => {
  it('keeps the configured key, else makes one in the data folder once (owner-only) and reads it back', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'token-key-'));
    try {
      expect(await loadTokenKey(Buffer.alloc(32, 9), dataDir)).toEqual(Buffer.alloc(32, 9));
      const [made, again] = await Promise.all([loadTokenKey(undefined, dataDir), loadTokenKey(undefined, dataDir)]);
      expect(made).toHaveLength(32);
      expect(again).toEqual(made);
      const file = path.join(dataDir, 'token-encryption.key');
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect(parseTokenKey((await fs.readFile(file, 'utf8')).trim())).toEqual(made);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
