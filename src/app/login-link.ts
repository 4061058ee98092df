/**
 * Login links carry `creds`: base64 of JSON `{ email, password }` (spec 3), sometimes
 * URL-encoded once more. The password must leave the address bar at once.
 */
import type { Credentials } from '../../machines/session.machine';

function fromBase64Json(value: string): Credentials | null {
  try {
    // URLSearchParams turns an unencoded '+' into a space; base64 never contains spaces.
    const bytes = Uint8Array.from(atob(value.replace(/ /g, '+')), (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const { email, password } = (parsed ?? {}) as Record<string, unknown>;
    return typeof email === 'string' && typeof password === 'string' ? { email, password } : null;
  } catch {
    return null;
  }
}

export function decodeCreds(value: string): Credentials | null {
  const direct = fromBase64Json(value);
  if (direct) return direct;
  try {
    return fromBase64Json(decodeURIComponent(value));
  } catch {
    return null;
  }
}

/** Reads and removes `creds` from the current address (history.replaceState) before anything else runs. */
export function takeLoginLinkCredentials(): Credentials | null {
  const address = new URL(window.location.href);
  const value = address.searchParams.get('creds');
  if (value === null) return null;
  address.searchParams.delete('creds');
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
  return decodeCreds(value);
}
