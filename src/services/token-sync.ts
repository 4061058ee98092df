/** Optional token-sync endpoint (spec 7): the ID token is posted after sign-in and deleted on sign-out. */
import { http } from './http';

export async function postToken(syncUrl: string, idToken: string): Promise<void> {
  await http.post(syncUrl, { headers: { authorization: `Bearer ${idToken}` } });
}

export async function deleteToken(syncUrl: string, idToken: string): Promise<void> {
  await http.delete(syncUrl, { headers: { authorization: `Bearer ${idToken}` } });
}
