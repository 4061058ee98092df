/**
 * The Firebase project the identity calls go to, handed in by the composition root
 * (src/app/services.ts calls `configureFirebase` with its configuration) before the adapter
 * loads. Apart from firebase-auth.ts so that setting it loads no Firebase.
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** The Auth emulator's URL, or 'off' for real Firebase. */
  emulatorUrl: string;
}

let settings: FirebaseSettings | undefined;

export function configureFirebase(next: FirebaseSettings): void {
  settings = next;
}

export function firebaseSettings(): FirebaseSettings {
  if (!settings) throw new Error('Firebase is not configured: the composition root calls configureFirebase first');
  return settings;
}
