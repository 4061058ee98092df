/** Small request helpers shared by the routes: bodies in JSON or text/plain JSON, zod checks. */
import type { Context } from 'hono';
import { config, locales, safeParse, type core } from 'zod/mini';
import type { Config } from './config.ts';
import { refuse } from './refusal.ts';

// zod/mini carries no messages (the client bundle stays small): the server answers refused input in English.
config(locales.en());

function badRequest(message: string): never {
  return refuse(400, message);
}

const JSON_BODY_TYPES = new Set(['application/json', 'text/plain']);

/**
 * The client sends JSON as text/plain too (no CORS preflight), so both are read as JSON; any
 * other declared type is refused with 415.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type')?.split(';')[0].trim().toLowerCase();
  if (type && !JSON_BODY_TYPES.has(type)) refuse(415, 'Content-Type must be application/json or text/plain');
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    return badRequest('Body is not valid JSON');
  }
}

/** Checks `value` with a schema of either zod flavour (the contracts are zod/mini, some routes' own are classic). */
export function parseWith<T extends core.$ZodType>(schema: T, value: unknown): core.output<T> {
  const result = safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return badRequest(`${issue.path.join('.') || 'input'}: ${issue.message}`);
}

/** The origin emailed links lead to: APP_ORIGIN when set (always in production), else this request's. */
export function appOrigin(c: Context, config: Pick<Config, 'appOrigin'>): string {
  return config.appOrigin ?? new URL(c.req.url).origin;
}

// As much of a refused body as is worth reading through to keep its connection (nginx's lingering
// close does the same): beyond it, closing is cheaper.
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/** Reads the request's body to its end and drops it; false when it cannot (already read, too large, broken). */
export async function discardBody(c: Context): Promise<boolean> {
  const body = c.req.raw.body;
  if (!body || body.locked) return !body;
  const reader = body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      bytes += value.byteLength;
      if (bytes > DISCARD_MAX_BYTES) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false;
  }
}
