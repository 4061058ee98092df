/**
 * The profile call of spec 3: `POST {functions}/ig-getProfileData` with the user's ID token. A 404
 * means the document does not exist yet (null); only the top-level shape is checked, the rest is
 * the shared `ProfileDocument` type the server builds.
 */
import * as z from 'zod/mini';
import { EXPORT_UPLOAD_TIMEOUT_MS } from '../../content/export-upload';
import { PROFILE_SOURCE_KINDS, type ProfileDocument } from '../../content/profile-data';
import { FetchError, http, request, url } from './http';

const profileDocument = z.object({
  _insights: z.object({ status: z.enum(['idle', 'pending', 'processing', 'completed']) }),
  _sources: z.optional(z.array(z.enum(PROFILE_SOURCE_KINDS))),
  _updatedAt: z.object({ _seconds: z.number() }),
  _calculatedData: z.optional(z.record(z.string(), z.unknown())),
});

export async function fetchProfile(functionsUrl: string, idToken: string): Promise<ProfileDocument | null> {
  try {
    const body = await request(() => http.post(url(functionsUrl, '/ig-getProfileData'), { headers: { authorization: `Bearer ${idToken}` } }).json());
    profileDocument.parse(body);
    return body as ProfileDocument;
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Issue 7: `POST {functions}/ig-uploadExport` with the user's Instagram data export answers the
 * new profile document (checked like the one above). The files go as `files` entries of a
 * multipart body (the browser sets its content type and boundary); the server tells them apart by
 * name. A refusal throws a FetchError carrying the status and the server's `error`.
 */
export async function uploadExport(functionsUrl: string, idToken: string, files: File[]): Promise<ProfileDocument> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const answer = await request(() =>
    http
      .post(url(functionsUrl, '/ig-uploadExport'), { body, timeout: EXPORT_UPLOAD_TIMEOUT_MS, headers: { authorization: `Bearer ${idToken}` } })
      .json(),
  );
  profileDocument.parse(answer);
  return answer as ProfileDocument;
}
