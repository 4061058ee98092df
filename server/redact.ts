/** Removes secrets from values that callers send us before they are stored or logged. */

const SECRET_KEY = /creds|password|token|secret|authorization/i;
const REDACTED = '[redacted]';

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED; // deeper than any real payload: refuse to walk it
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1)]),
    );
  }
  return value;
}

/** A JSON text is parsed and redacted; anything else is kept as a string. */
export function redactJsonText(text: string): unknown {
  try {
    return redact(JSON.parse(text));
  } catch {
    return text;
  }
}
