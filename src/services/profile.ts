/**
 * The profile call of spec 3: `POST {functions}/ig-getProfileData` with the user's ID token. A 404
 * means the document does not exist yet (null); the answer is checked against the contract. And the
 * export upload.
 */
import { callPath, ENDPOINTS } from '../../contracts/endpoints';
import { EXPORT_UPLOAD_TIMEOUT_MS } from '../../content/export-upload';
import type { ProfileDocument } from '../../contracts/profile';
import { FetchError, http, request, url } from './http';
import { withReachReport } from './network-reach';

async function fetchStoredProfile(functionsUrl: string, idToken: string): Promise<ProfileDocument | null> {
  try {
    const body = await request(() =>
      http
        .post(url(functionsUrl, callPath(ENDPOINTS.profileData)), { headers: { authorization: `Bearer ${idToken}` } })
        .json(),
    );
    return ENDPOINTS.profileData.answer.parse(body);
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The document; given the device's IANA time zone, when to post counted in it: a
 * document counted in another (UTC before the app reported one, or after the subscriber
 * travelled) is followed by `POST {functions}/ig-setTimeZone`, which stores the zone and answers
 * the document counted in it. If the server refuses the zone, the document as counted stays.
 */
export async function fetchProfile(
  functionsUrl: string,
  idToken: string,
  timeZone?: string,
): Promise<ProfileDocument | null> {
  const document = await fetchStoredProfile(functionsUrl, idToken);
  const counted = document?._calculatedData?.whenToPost?.timeZone;
  if (timeZone === undefined || counted === undefined || counted === timeZone) return document;
  try {
    const body = await request(() =>
      http
        .post(url(functionsUrl, callPath(ENDPOINTS.timeZone)), {
          headers: { authorization: `Bearer ${idToken}` },
          json: { timeZone },
        })
        .json(),
    );
    return ENDPOINTS.timeZone.answer.parse(body);
  } catch {
    return document;
  }
}

/** What an upload reports while it runs, and what stops it. */
export interface UploadOptions {
  /** The share of the body's bytes sent (0..1); 1 once all are, while the server still works. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST {functions}/ig-uploadExport` with the user's Instagram data export (its ZIP or
 * the JSON files from it) answers the new profile document (checked like the one above). The
 * files go as `files` entries of a multipart body (the browser sets its content type and
 * boundary). A refusal throws a FetchError carrying the status and the server's `error`.
 *
 * XMLHttpRequest, not ky: fetch reports no upload progress here (Chromium streams request bodies
 * only over HTTP/2, and the server speaks HTTP/1.1); XHR's upload events do on every browser.
 */
export async function uploadExport(
  functionsUrl: string,
  idToken: string,
  files: File[],
  options: UploadOptions,
): Promise<ProfileDocument> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const answer = await withReachReport(
    postWithProgress(
      url(functionsUrl, callPath(ENDPOINTS.uploadExport)),
      body,
      { authorization: `Bearer ${idToken}` },
      options,
    ),
    // A status means the server answered; a network error that it did not; a timeout or abort tells nothing.
    (error) => (error instanceof FetchError ? true : error instanceof TypeError ? false : undefined),
  );
  return ENDPOINTS.uploadExport.answer.parse(answer);
}

/** POSTs `body` and resolves with the JSON answer, or throws as the ky client does (FetchError, TypeError, TimeoutError, AbortError). */
function postWithProgress(
  target: string,
  body: FormData,
  headers: Record<string, string>,
  { onProgress, signal }: UploadOptions,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = EXPORT_UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      const data = jsonOrUndefined(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(new FetchError(xhr.status, data));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = () => reject(new DOMException('The upload timed out', 'TimeoutError'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
