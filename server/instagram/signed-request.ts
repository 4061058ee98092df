/**
 * Meta's `signed_request`, POSTed to the deauthorize and data-deletion callbacks:
 * `<base64url HMAC-SHA256 of the second part, keyed with the app secret>.<base64url JSON payload>`.
 * Verified in constant time before the payload is trusted; the payload must name the algorithm
 * HMAC-SHA256 and carry a `user_id`. Anything else is refused with a SignedRequestError.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { signedRequestPayload, type SignedRequestPayload } from './contracts.ts';
import { parseMetaJson } from './meta-json.ts';

export type SignedRequestProblem = 'malformed' | 'bad-signature' | 'bad-algorithm' | 'expired';

export class SignedRequestError extends Error {
  override readonly name = 'SignedRequestError';
  readonly problem: SignedRequestProblem;

  constructor(problem: SignedRequestProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/** Far above a real one (a few hundred characters); longer is refused unread. */
const MAX_LENGTH = 8192;
const SHAPE = /^([A-Za-z0-9_-]+={0,2})\.([A-Za-z0-9_-]+={0,2})$/;
const SHA256_BYTES = 32;

/** Verifies a signed_request with the app secret and answers its payload (`userId` as a string). */
export function verifySignedRequest(signedRequest: unknown, appSecret: string): SignedRequestPayload {
  if (!appSecret) throw new Error('No Instagram app secret to verify a signed_request with');
  if (typeof signedRequest !== 'string' || signedRequest.length > MAX_LENGTH)
    throw new SignedRequestError('malformed', 'signed_request is missing or too long');
  const [, signaturePart = '', payloadPart = ''] = SHAPE.exec(signedRequest) ?? [];
  if (!payloadPart)
    throw new SignedRequestError('malformed', 'signed_request is not <signature>.<payload> in base64url');

  const signature = Buffer.from(signaturePart, 'base64url');
  const expected = createHmac('sha256', appSecret).update(payloadPart).digest();
  if (signature.length !== SHA256_BYTES || !timingSafeEqual(signature, expected)) {
    throw new SignedRequestError('bad-signature', 'signed_request signature does not match');
  }

  let json: unknown;
  try {
    json = parseMetaJson(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw new SignedRequestError('malformed', 'signed_request payload is not JSON');
  }
  const parsed = signedRequestPayload.safeParse(json);
  if (!parsed.success) throw new SignedRequestError('malformed', 'signed_request payload lacks algorithm or user_id');
  if (parsed.data.algorithm.toUpperCase() !== 'HMAC-SHA256')
    throw new SignedRequestError('bad-algorithm', 'signed_request algorithm is not HMAC-SHA256');
  return parsed.data;
}

/** How old (or how far ahead, clocks drift) a signed_request may be: Meta sends its callbacks at once. */
const MAX_AGE_MS = 5 * 60_000;

/**
 * Refuses a signed_request issued more than a few minutes from `now`, or without `issued_at`: one
 * captured once must not work for ever. (A repeat within that time answers the same deletion.)
 */
export function assertFresh({ issuedAt }: SignedRequestPayload, now: Date) {
  if (issuedAt === undefined || Math.abs(now.getTime() - issuedAt * 1000) > MAX_AGE_MS)
    throw new SignedRequestError('expired', 'signed_request is not recent (issued_at)');
}

/** What names a signed_request among those already answered: the SHA-256 of its signature. */
export const signedRequestHash = (signedRequest: string) =>
  createHash('sha256').update(signedRequest.split('.')[0]).digest('hex');
