/**
 * Encryption at rest for third-party access tokens (Instagram's): AES-256-GCM with a fresh 96-bit
 * nonce per token, so a copy of the database alone reveals none of them. The key is
 * TOKEN_ENCRYPTION_KEY (32 bytes, base64 or hex); the local stack keeps one of its own under
 * DATA_DIR, made on first start.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { dataFolderSecret } from './data-folder-secret.ts';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
// Stored form: v1.<nonce>.<tag>.<ciphertext>, base64url; the version leaves room for a key rotation.
const PREFIX = 'v1';

export interface TokenCipher {
  seal(token: string): string;
  open(sealed: string): string;
}

/** The key from its setting: 32 bytes written as 64 hex digits or base64; anything else stops the start. */
export function parseTokenKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES)
    throw new Error('Invalid TOKEN_ENCRYPTION_KEY: 32 bytes, as 64 hex digits or base64, expected');
  return key;
}

export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) throw new Error(`A token key has ${KEY_BYTES} bytes`);
  return {
    seal(token) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [PREFIX, nonce, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [prefix, nonce, tag, data] = sealed.split('.');
      if (prefix !== PREFIX || !nonce || !tag || data === undefined) throw new Error('Not a sealed token');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      // A wrong key or a changed byte fails here (GCM's tag), never as a wrong token.
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key in force: the configured one; else (outside production, which refuses to start without
 * it: server/config.ts) the data folder's own, written once and readable by this user only, so
 * `npm start` needs no setting.
 */
export async function loadTokenKey(configured: Buffer | undefined, dataDir: string): Promise<Buffer> {
  return configured ?? parseTokenKey(await dataFolderSecret(dataDir, 'token-encryption.key', KEY_BYTES));
}
