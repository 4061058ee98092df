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

/** The local stack's Auth emulator: the default of src/app/config.ts. */
export const LOCAL_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

/** The origin Firebase Auth calls: the emulator's, or Google's Identity Toolkit with `off`. */
export const authOrigin = (emulatorUrl: string) =>
  emulatorUrl === 'off' ? 'https://identitytoolkit.googleapis.com' : new URL(emulatorUrl).origin;
