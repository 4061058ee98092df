/**
 * The Firebase Auth adapter. Loaded only through `auth.ts`'s dynamic import, so Firebase
 * (~25 kB gzip) stays out of the sign-in screen's first JS.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
  type Auth,
} from 'firebase/auth';
import { firebaseSettings } from './firebase-settings';

let instance: Auth | undefined;

export function auth(): Auth {
  if (instance) return instance;
  const { apiKey, authDomain, projectId, emulatorUrl } = firebaseSettings();
  const app = initializeApp({ apiKey, authDomain, projectId });
  // initializeAuth without a popup/redirect resolver keeps the bundle to what password sign-in needs.
  instance = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (emulatorUrl !== 'off') connectAuthEmulator(instance, emulatorUrl, { disableWarnings: true });
  return instance;
}

export {
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  signInWithEmailAndPassword,
  signOut,
  verifyPasswordResetCode,
};
