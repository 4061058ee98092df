/**
 * The stand-in's access tokens: stateless and opaque to the client (`IGAA` + a signed payload), so
 * tokens the server stored survive a restart of the stand-in. Lifetimes as Meta's: short-lived 1 h,
 * long-lived about 60 days, judged by the clock the caller passes (deps.clock, movable in dev).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { STAND_IN_ACCOUNT_KEYS, type StandInAccountKey } from './accounts.ts';

// Fixed rather than random per start: that is what lets tokens outlive a restart. Dev only.
const SIGNING_KEY = 'profile-analyzer-instagram-stand-in';
const TOKEN = /^IGAA([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const SHORT_LIVED_SECONDS = 3_600;
/** Meta's documented `expires_in` of a long-lived token (about 60 days). */
export const LONG_LIVED_SECONDS = 5_183_944;

export type TokenKind = 'short' | 'long';

export interface StandInToken {
  account: StandInAccountKey;
  kind: TokenKind;
  issuedAt: Date;
  expiresAt: Date;
}

const payload = z.object({
  a: z.enum(STAND_IN_ACCOUNT_KEYS),
  k: z.enum(['short', 'long']),
  i: z.number().int(),
  e: z.number().int(),
  n: z.string(),
});

const sign = (body: string) => createHmac('sha256', SIGNING_KEY).update(body).digest('base64url');

export function issueToken(
  account: StandInAccountKey,
  kind: TokenKind,
  now: Date,
): { token: string; expiresInSeconds: number } {
  const expiresInSeconds = kind === 'short' ? SHORT_LIVED_SECONDS : LONG_LIVED_SECONDS;
  const issued = Math.floor(now.getTime() / 1000);
  // The nonce keeps two tokens issued in the same second apart.
  const body = Buffer.from(
    JSON.stringify({
      a: account,
      k: kind,
      i: issued,
      e: issued + expiresInSeconds,
      n: randomBytes(6).toString('base64url'),
    }),
  ).toString('base64url');
  return { token: `IGAA${body}.${sign(body)}`, expiresInSeconds };
}

/** The token's claims when it is one of ours and untampered (expired or not); undefined otherwise. */
export function readToken(text: string | undefined): StandInToken | undefined {
  const [, body = '', signature = ''] = TOKEN.exec(text ?? '') ?? [];
  if (!body || !timingSafeEqual(Buffer.from(signature), Buffer.from(sign(body)))) return undefined;
  try {
    const claims = payload.parse(JSON.parse(Buffer.from(body, 'base64url').toString()));
    return {
      account: claims.a,
      kind: claims.k,
      issuedAt: new Date(claims.i * 1000),
      expiresAt: new Date(claims.e * 1000),
    };
  } catch {
    return undefined;
  }
}
