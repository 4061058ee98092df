/**
 * Removes secrets from values before they are stored (client log records, events) or logged:
 * values under secret-sounding keys at any depth, and secret-looking pieces of any string
 * (bearer tokens, JWTs, credentials in query strings and URLs, single-use link tokens).
 */

const SECRET_KEY = /creds|credential|password|passwd|token|secret|authorization|cookie|api[-_]?key|oobcode|^link$/i;
const SECRET_TEXT: [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[redacted]'], // a JWT (the emulator's have an empty signature)
  [
    /([?&#](?:creds|token|id_token|access_token|refresh_token|oobCode|apiKey|key|password|from)=)[^&#\s"']+/gi,
    '$1[redacted]',
  ],
  [/(\/(?:cancel-subscription|reports)\/)[^/?#\s"']+/g, '$1[redacted]'], // single-use links in paths
  [/(\/\/[^/:@\s"']+:)[^@/\s"']+@/g, '$1[redacted]@'], // user:password@ in a URL (SMTP_URL, DATABASE_URL)
];
const REDACTED = '[redacted]';

export function redactText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

const isPlainObject = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED; // deeper than any real payload: refuse to walk it
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  // Plain objects only: errors, dates and buffers are left to their serializers.
  if (value && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1)]),
    );
  }
  return value;
}

/** A JSON text is parsed and redacted; anything else is kept as a (redacted) string. */
export function redactJsonText(text: string): unknown {
  try {
    return redact(JSON.parse(text));
  } catch {
    return redactText(text);
  }
}
