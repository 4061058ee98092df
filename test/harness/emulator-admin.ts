/** The Auth emulator's admin API, for arranging what a real user would have done by mail. */
const FIREBASE_PROJECT = 'demo-profile-analyzer'; // scripts/stack.mjs

/** Marks the account's address as proven, as using our password or confirmation link does. */
export async function confirmAddress(authEmulatorHost: string, uid: string): Promise<void> {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`Confirming the address of ${uid} answered ${response.status}`);
}
