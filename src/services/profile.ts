/**
 * The profile call of spec 3: `POST {functions}/ig-getProfileData` with the user's ID token. A 404
 * means the document does not exist yet (null); only the top-level shape is checked, the rest is
 * the shared `ProfileDocument` type the server builds.
 */
import * as z from 'zod/mini';
import type { ProfileDocument } from '../../content/profile-data';
import { FetchError, http, request, url } from './http';

const profileDocument = z.object({
  _insights: z.object({ status: z.enum(['idle', 'pending', 'processing', 'completed']) }),
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
