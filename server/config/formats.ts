/**
 * What an environment variable's text may be, and what it becomes (server/config/schema.ts):
 * `type` names it in docs/configuration.md, and a refused value's error says it after the
 * variable's name (`Invalid PORT: x (a whole number, 0 to 65535)`).
 */
import { z } from 'zod';
import { parseTokenKey } from '../token-cipher.ts';

export interface Format<T> {
  type: string;
  schema: z.ZodType<T, string>;
}

const refused = (message: string) => ({ error: message });

export const text = (type = 'text'): Format<string> => ({ type, schema: z.string() });

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T): Format<T[number]> => ({
  type: values.map((value) => `\`${value}\``).join(', '),
  schema: z.enum(values, refused(`one of ${values.join(', ')}`)),
});

/** A whole number within `[min, max]`. */
export function wholeNumber(min: number, max: number): Format<number> {
  const expected = `a whole number, ${min} to ${max}`;
  const schema = z
    .string()
    .regex(/^\s*\d+\s*$/, refused(expected))
    .transform(Number)
    .refine((n) => n >= min && n <= max, refused(expected));
  return { type: `whole number, ${min} to ${max}`, schema };
}

export const milliseconds: Format<number> = {
  type: 'milliseconds, 100 or more',
  schema: z
    .string()
    .regex(/^\s*\d+\s*$/, refused('milliseconds, 100 or more'))
    .transform(Number)
    .refine((ms) => ms >= 100, refused('milliseconds, 100 or more')),
};

/** Any value is refused, for `expected` (a variable that was replaced). */
export const refusedValue = (expected: string): Format<string> => ({
  type: 'refused',
  schema: z.string().refine(() => false, refused(expected)),
});

/** Text matching `pattern`; `expected` says what it should look like. */
export const like = (pattern: RegExp, type: string, expected = `like ${type}`): Format<string> => ({
  type,
  schema: z.string().regex(pattern, refused(expected)),
});

function originOf(value: string): string | undefined {
  if (!URL.canParse(value.trim())) return undefined;
  const { origin } = new URL(value.trim());
  return origin === 'null' ? undefined : origin;
}

/** The origin of a URL (`https://app.example.com/some/path` is `https://app.example.com`). */
export const origin: Format<string> = {
  type: 'origin',
  schema: z.string().transform((value, ctx) => {
    const found = originOf(value);
    if (found) return found;
    ctx.issues.push({ code: 'custom', message: 'an origin, like https://app.example.com', input: value });
    return z.NEVER;
  }),
};

/** Comma-separated entries, empty ones skipped; an entry `parse` refuses refuses the list, as does none with `atLeastOne`. */
function list<T>(
  type: string,
  parse: (entry: string) => T | undefined,
  expected: string,
  atLeastOne = false,
): Format<T[]> {
  const schema = z.string().transform((value, ctx) => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const parsed = entries.map(parse);
    const bad = entries.filter((_, i) => parsed[i] === undefined);
    if (!bad.length && (entries.length || !atLeastOne)) return parsed as T[];
    ctx.issues.push({
      code: 'custom',
      message: bad.length ? `${expected}: ${bad.join(', ')}` : 'no entries',
      input: value,
    });
    return z.NEVER;
  });
  return { type, schema };
}

export const origins = list('comma-separated origins', originOf, 'not an origin');

/** 32 bytes, as 64 hex digits or base64 (server/token-cipher.ts). */
export const tokenKey: Format<Buffer> = {
  type: '32 bytes: 64 hex digits or base64',
  schema: z.string().transform((value, ctx) => {
    try {
      return parseTokenKey(value);
    } catch {
      ctx.issues.push({ code: 'custom', message: '32 bytes, as 64 hex digits or base64, expected', input: value });
      return z.NEVER;
    }
  }),
};

/** One origin the image proxy may fetch from; `subdomains` (a leading `*.`) matches any host under `host`, not `host` itself. */
export interface ImageHostPattern {
  protocol: 'http:' | 'https:';
  host: string;
  subdomains: boolean;
  /** As URL.port gives it: '' for the protocol's default port. */
  port: string;
}

const IMAGE_HOST_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORTS = { 'http:': '80', 'https:': '443' };

function imageHostPattern(entry: string): ImageHostPattern | undefined {
  const match = IMAGE_HOST_PATTERN.exec(entry);
  if (!match || Number(match[4] ?? 0) > 65535) return undefined;
  const [, scheme, wildcard, host, port] = match;
  const protocol = scheme.toLowerCase() === 'https' ? 'https:' : 'http:';
  const portNumber = port === undefined ? '' : String(Number(port));
  return {
    protocol,
    host: host.toLowerCase(),
    subdomains: !!wildcard,
    port: portNumber === DEFAULT_PORTS[protocol] ? '' : portNumber,
  };
}

/** Comma-separated patterns such as `https://*.cdninstagram.com,http://127.0.0.1:5555`; one malformed entry refuses them all. */
export const imageHosts = list(
  'comma-separated origins, `*.` for any subdomain',
  imageHostPattern,
  'not like https://*.example.com',
  true,
);
