/**
 * The image proxy behind post images (spec 7): fetches an image from an allow-listed
 * host only, so our origin never becomes an open proxy to internal addresses. Redirects are
 * followed by hand, each target checked against the allow-list; only raster types (an SVG on our
 * origin could run script when opened directly) and at most MAX_IMAGE_BYTES come back.
 */
import type { ImageHostPattern } from '../config.ts';

export type ImageFetch = (url: string, init: RequestInit) => Promise<Response>;

export type ProxiedImage =
  | { kind: 'image'; contentType: string; bytes: Uint8Array<ArrayBuffer> }
  | { kind: 'refused'; status: 404 | 502; error: string };

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** The URL when it is an absolute http(s) address on an allowed origin, else undefined. */
export function allowedImageUrl(raw: string | undefined, allow: readonly ImageHostPattern[]): URL | undefined {
  if (!raw || !URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  // Credentials in the URL would be sent to the image host on our behalf.
  if (url.username || url.password) return undefined;
  const matches = (pattern: ImageHostPattern) =>
    pattern.protocol === url.protocol &&
    pattern.port === url.port &&
    (pattern.subdomains ? url.hostname.endsWith(`.${pattern.host}`) : url.hostname === pattern.host);
  return allow.some(matches) ? url : undefined;
}

const refused = (status: 404 | 502, error: string): ProxiedImage => ({ kind: 'refused', status, error });
const TOO_LARGE = refused(502, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`);

/** Reads the body, giving up (undefined) once it passes `limit` bytes. */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > limit) return undefined; // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Fetches `url` (already allowed) through at most MAX_REDIRECTS allowed redirects. */
export async function fetchAllowedImage(
  url: URL,
  allow: readonly ImageHostPattern[],
  fetchImage: ImageFetch = fetch,
): Promise<ProxiedImage> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    let target = url;
    for (let redirects = 0; ; redirects++) {
      // No cookies, no referrer, no client headers: the image host learns nothing about our callers.
      const response = await fetchImage(target.href, {
        redirect: 'manual',
        signal,
        headers: { accept: [...RASTER_TYPES].join(', ') },
      });
      if (!REDIRECT_STATUSES.has(response.status)) return await imageFrom(response);
      await response.body?.cancel();
      const location = response.headers.get('location');
      const next =
        location && URL.canParse(location, target.href)
          ? allowedImageUrl(new URL(location, target).href, allow)
          : undefined;
      if (!next) return refused(502, 'The image host redirected to an address that is not allowed');
      if (redirects === MAX_REDIRECTS) return refused(502, 'The image host redirected too many times');
      target = next;
    }
  } catch {
    return refused(502, 'The image host did not answer');
  }
}

/** Why an upstream answer cannot be passed on, or undefined when it can. */
function problemWith(response: Response, contentType: string): ProxiedImage | undefined {
  if (response.status === 404) return refused(404, 'Image not found');
  if (!response.ok) return refused(502, `The image host answered ${response.status}`);
  if (!RASTER_TYPES.has(contentType)) return refused(502, 'The address is not a supported image type');
  if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) return TOO_LARGE;
  return undefined;
}

async function imageFrom(response: Response): Promise<ProxiedImage> {
  const contentType = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? '';
  const problem = problemWith(response, contentType);
  if (problem) {
    await response.body?.cancel();
    return problem;
  }
  // content-length may be absent or wrong: count while reading too.
  const bytes = await readAtMost(response, MAX_IMAGE_BYTES);
  return bytes ? { kind: 'image', contentType, bytes } : TOO_LARGE;
}
