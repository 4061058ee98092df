/** Field vocabulary shared by the wire contracts (zod/mini: the client bundles it too). */
import * as z from 'zod/mini';

export const idParam = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be a uid or subscription id'));
export const planId = z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'must be a plan code'));
/** Compared case-insensitively everywhere, so stored and compared in lower case. */
export const email = z.pipe(
  z.email().check(z.maxLength(254)),
  z.transform((value: string) => value.toLowerCase()),
);

/** A refusal with a code the client tells apart (the identity provider's `auth/...` codes, or a call's own). */
export const codedError = z.object({ code: z.string(), message: z.string() });
