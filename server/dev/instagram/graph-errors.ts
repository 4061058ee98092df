/**
 * The stand-in's Graph failures, in Meta's error body
 * `{"error":{"message","type":"OAuthException","code","error_subcode"?,"is_transient"?,"fbtrace_id"}}`.
 * Messages follow Meta's where known; the HTTP status is 400 throughout, as Graph answers these.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';

export interface GraphFailure {
  code: number;
  subcode?: number;
  message: string;
  isTransient?: boolean;
}

export function graphFailure(c: Context, { code, subcode, message, isTransient }: GraphFailure) {
  const error = {
    message,
    type: 'OAuthException',
    code,
    error_subcode: subcode,
    is_transient: isTransient,
    fbtrace_id: `A${randomBytes(15).toString('base64url')}`,
  };
  return c.json({ error }, 400);
}

/** A request Graph refuses with code 100 (a bad field, cursor, metric...); thrown by the parts that read the query. */
export class BadParameter extends Error {}

export const invalidParameter = (message: string): GraphFailure => ({ code: 100, message: `(#100) ${message}` });

export const tokenMissing: GraphFailure = {
  code: 104,
  message: 'An access token is required to request this resource.',
};
export const tokenMalformed: GraphFailure = {
  code: 190,
  subcode: 467,
  message: 'Invalid OAuth access token - Cannot parse access token',
};
export const tokenExpired = (expiredAt: Date): GraphFailure => ({
  code: 190,
  subcode: 463,
  message: `Error validating access token: Session has expired on ${expiredAt.toUTCString()}.`,
});

/**
 * Code 4 with `is_transient`. Meta documents the code, not the HTTP status: the stand-in answers 400
 * like its other Graph errors (reports in the wild show 400 and 403 for it).
 */
export const applicationLimit: GraphFailure = {
  code: 4,
  message: '(#4) Application request limit reached',
  isTransient: true,
};

/** An id or path the token cannot reach. */
export const unsupportedRequest = (method: string, id: string): GraphFailure => ({
  code: 100,
  subcode: 33,
  message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
});
